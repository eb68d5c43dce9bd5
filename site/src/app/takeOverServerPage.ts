declare global {
  interface Window {
    /** Set once the page's code runs the page (index.html holds what the visitor did before). */
    parkadeLive?: boolean
    /** The form a visitor sent, or the button they pressed, before then. */
    parkadeHeld?: EventTarget | null
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** A field the visitor changed on the server's page, and what they left in it. */
export interface TypedField {
  field: Field
  /** The text typed, the box ticked, or the options chosen. */
  value: string | boolean | boolean[]
}

/**
 * What the visitor typed or chose on the page the server drew, read before the code takes it over:
 * hydration may put a field back as the server drew it (a textarea's text is its content there).
 */
export function typedByVisitor(root: HTMLElement): TypedField[] {
  const typed: TypedField[] = []
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const value = typedValue(field)
    if (value !== undefined) typed.push({ field, value })
  }
  return typed
}

/** What a field holds now: its text, its box, or its options chosen. */
function valueOf(field: Field): TypedField['value'] {
  if (field instanceof HTMLSelectElement) return [...field.options].map((option) => option.selected)
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked
  return field.value
}

/** What the visitor left in a field, when it is not what the page drew there. */
function typedValue(field: Field): TypedField['value'] | undefined {
  const value = valueOf(field)
  if (Array.isArray(value)) {
    const options = (field as HTMLSelectElement).options
    return options.length && value.some((selected, i) => selected !== options[i]?.defaultSelected) ? value : undefined
  }
  if (typeof value === 'boolean') return value !== (field as HTMLInputElement).defaultChecked ? value : undefined
  return value !== (field as HTMLInputElement | HTMLTextAreaElement).defaultValue ? value : undefined
}

export interface ServerPageHandOver {
  /** Tells every part live so far what the visitor left in its fields (each part as it goes live). */
  tell: () => void
  /** Every part is live: the page is the visitor's, and a form they sent or a button they pressed meanwhile is sent or pressed now. */
  finish: () => void
}

/**
 * Hands a page the server drew over to its code, part by part as each is hydrated
 * (shell/HydrateInTurn.tsx). What the visitor typed or chose is read now and followed (their
 * input and change events) until the end, and after every part put back and told to the
 * components (each field's input and change events): a part goes live knowing nothing of it, and
 * the next change of its state draws the field back as the server did. A form sent or a button
 * pressed meanwhile (held by index.html) is done once, at the end.
 */
export function handOverServerPage(root: HTMLElement): ServerPageHandOver {
  const typed = new Map(typedByVisitor(root).map(({ field, value }) => [field, value]))
  const follow = (event: Event) => {
    const field = event.target
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) typed.set(field, valueOf(field))
  }
  root.addEventListener('input', follow, true)
  root.addEventListener('change', follow, true)

  const tell = () => {
    for (const [field, value] of typed) {
      if (root.contains(field)) giveBack(field, value)
      // Hydration replaced it: the new field is the page's own.
      else typed.delete(field)
    }
  }
  return {
    tell,
    finish() {
      tell()
      root.removeEventListener('input', follow, true)
      root.removeEventListener('change', follow, true)
      window.parkadeLive = true
      const held = window.parkadeHeld
      window.parkadeHeld = null
      if (!(held instanceof HTMLElement) || !root.contains(held)) return
      // After the state updates the events caused.
      setTimeout(() => (held instanceof HTMLFormElement ? held.requestSubmit() : held.click()), 0)
    },
  }
}

/** How long a page drawn afresh is watched for the counterparts of what the visitor did on the server's. */
export const CARRY_OVER_MS = 10_000

/**
 * A page drawn afresh instead (a signed-in visitor, another stored choice): the server's markup
 * goes, and with it the elements the visitor typed into or pressed. Called before the new render:
 * what they typed and the form or button they pressed are recognised on the new page by what a
 * redraw keeps — a field's name, a button's text, their place among their like — and, as each
 * appears, put back and told to the components, then the press done once. Stops at the first key
 * or pointer press on the new page (the visitor has moved on), on another address, or after
 * `CARRY_OVER_MS`.
 */
export function startLivePage(root: HTMLElement): void {
  const fields = new Map<string, TypedField['value']>()
  for (const { field, value } of typedByVisitor(root)) if (field.name) fields.set(fieldKey(root, field), value)
  const held = window.parkadeHeld
  let press = held instanceof HTMLElement && root.contains(held) ? pressKey(root, held) : null
  window.parkadeLive = true
  window.parkadeHeld = null
  if (!fields.size && !press) return

  const path = window.location.pathname
  const observer = new MutationObserver(carryOver)
  const timer = setTimeout(stop, CARRY_OVER_MS)
  root.addEventListener('keydown', stop, true)
  root.addEventListener('pointerdown', stop, true)
  observer.observe(root, { childList: true, subtree: true })

  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    root.removeEventListener('keydown', stop, true)
    root.removeEventListener('pointerdown', stop, true)
  }

  function carryOver() {
    if (window.location.pathname !== path) return stop()
    for (const field of root.querySelectorAll<Field>('input[name], textarea[name], select[name]')) {
      const key = fieldKey(root, field)
      const value = fields.get(key)
      if (value === undefined) continue
      fields.delete(key)
      // Typed into on the new page already: the visitor's latest word stands.
      if (typedValue(field) !== undefined) continue
      giveBack(field, value)
    }
    if (press) {
      const key = press
      const target = [...root.querySelectorAll<HTMLElement>('form, button')].find((element) => pressKey(root, element) === key)
      if (target) {
        press = null
        setTimeout(() => (target instanceof HTMLFormElement ? target.requestSubmit() : target.click()), 0)
      }
    }
    if (!fields.size && !press) stop()
  }
}

/** A field by its kind, its name and its place among the page's fields of that name (ids are the renderer's). */
function fieldKey(root: HTMLElement, field: Field): string {
  const alike = [...root.querySelectorAll<Field>(field.tagName)].filter((other) => other.name === field.name)
  return `${field.tagName}|${field.type}|${field.name}|${alike.indexOf(field)}`
}

/** A form by its fields' names; a button by its text and type; each with its place among its like. */
function pressKey(root: HTMLElement, element: HTMLElement): string {
  const describe = (candidate: Element): string =>
    candidate instanceof HTMLFormElement
      ? `form|${[...candidate.elements].map((field) => (field as Field).name ?? '').filter(Boolean).join(',')}`
      : `${candidate.tagName}|${(candidate as HTMLButtonElement).type}|${candidate.textContent?.trim() ?? ''}`
  const own = describe(element)
  const alike = [...root.querySelectorAll<HTMLElement>(element instanceof HTMLFormElement ? 'form' : 'button')].filter((candidate) => describe(candidate) === own)
  return `${own}|${alike.indexOf(element)}`
}

/** Puts back what the visitor left in a field and tells the components, as their own typing would. */
function giveBack(field: Field, value: TypedField['value']): void {
  putBack(field, value)
  // A radio unchecked by its neighbour's choice: the neighbour tells.
  if (value === false && field.type === 'radio') return
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

function putBack(field: Field, value: TypedField['value']): void {
  if (Array.isArray(value)) {
    if (field instanceof HTMLSelectElement) [...field.options].forEach((option, i) => (option.selected = value[i] ?? false))
  } else if (typeof value === 'boolean') {
    if (field instanceof HTMLInputElement) field.checked = value
  } else if (field.value !== value) {
    // Through the prototype's setter, which React's value tracking also sees.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  }
}
