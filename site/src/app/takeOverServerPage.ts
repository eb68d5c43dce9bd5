declare global {
  interface Window {
    /** Set once the page's code runs the page (index.html holds what the visitor did before). */
    parkadeLive?: boolean
    /** The form a visitor sent, or the button they pressed, before then. */
    parkadeHeld?: EventTarget | null
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** What the visitor left in a field: the text typed, the box ticked, or the options chosen. */
type Typed = string | boolean | boolean[]

/**
 * What the visitor typed or chose on the page the server drew, read now (hydration may put a
 * field back as the server drew it: a textarea's text is its content there) and followed through
 * the fields' input and change events until `stop`.
 */
function followTyped(root: HTMLElement): { typed: Map<Field, Typed>; stop: () => void } {
  const typed = new Map<Field, Typed>()
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    const value = typedValue(field)
    if (value !== undefined) typed.set(field, value)
  }
  const follow = (event: Event) => {
    const field = event.target
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) typed.set(field, valueOf(field))
  }
  root.addEventListener('input', follow, true)
  root.addEventListener('change', follow, true)
  return {
    typed,
    stop() {
      root.removeEventListener('input', follow, true)
      root.removeEventListener('change', follow, true)
    },
  }
}

/** The page's code runs the page from now: returns the form sent or the button pressed before (held by index.html). */
function setLive(): EventTarget | null | undefined {
  const held = window.parkadeHeld
  window.parkadeLive = true
  window.parkadeHeld = null
  return held
}

/** What a field holds now: its text, its box, or its options chosen. */
function valueOf(field: Field): Typed {
  if (field instanceof HTMLSelectElement) return [...field.options].map((option) => option.selected)
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked
  return field.value
}

/** What the visitor left in a field, when it is not what the page drew there. */
function typedValue(field: Field): Typed | undefined {
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
  const { typed, stop: stopFollowing } = followTyped(root)

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
      stopFollowing()
      const held = setLive()
      if (held instanceof HTMLElement && root.contains(held)) pressLater(held)
    },
  }
}

/** How long a page drawn afresh is watched for the counterparts of what the visitor did on the server's. */
export const CARRY_OVER_MS = 10_000

/**
 * A page drawn afresh instead (a signed-in visitor, another stored choice): the server's markup
 * goes, and with it the elements the visitor typed into or pressed. Called before the new render,
 * which commits a moment later: until then the server's page is still the visitor's, so what they
 * type there is followed and a press is still held (index.html), and the page goes live when its
 * markup is gone. What they typed and the form or button they pressed are recognised on the new
 * page by what a redraw keeps — a field's name, a button's text, their place among their like —
 * and, as each appears, put back and told to the components (again if it is drawn anew), then the
 * press done once. Stops at the first key or pointer press on the new page (the visitor has moved
 * on), on another address, or `CARRY_OVER_MS` after the page went live.
 */
export function startLivePage(root: HTMLElement): void {
  const server = [...root.childNodes]
  // No server's page: nothing to follow or carry over.
  if (!server.length) {
    setLive()
    return
  }
  const onServerPage = (target: EventTarget | null) => target instanceof Node && server.some((node) => node.contains(target))
  const fieldKeys = new Map([...keyedFields(root)].map(([key, field]) => [field, key]))
  const pressKeys = keyedPresses(root)
  const following = followTyped(root)
  const fields = new Map<string, Typed>()
  const moved = (event: Event) => {
    if (!onServerPage(event.target)) stop()
  }
  let press: string | null = null
  let live = false
  const path = window.location.pathname
  const observer = new MutationObserver(carryOver)
  // Also the longest wait for the new render: a page that never comes does not hold presses forever.
  let timer = setTimeout(stop, CARRY_OVER_MS)
  root.addEventListener('keydown', moved, true)
  root.addEventListener('pointerdown', moved, true)
  observer.observe(root, { childList: true, subtree: true })

  /** The server's markup is gone: the page is the new render's, and what was typed and pressed there is carried over. */
  function goLive() {
    live = true
    following.stop()
    for (const [field, value] of following.typed) {
      const key = fieldKeys.get(field)
      if (key) fields.set(key, value)
    }
    const held = setLive()
    press = held ? ([...pressKeys].find(([, element]) => element === held)?.[0] ?? null) : null
    clearTimeout(timer)
    timer = setTimeout(stop, CARRY_OVER_MS)
  }

  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    following.stop()
    root.removeEventListener('keydown', moved, true)
    root.removeEventListener('pointerdown', moved, true)
    if (!live) {
      live = true
      setLive()
    }
  }

  // Fields given back, or typed into first by the visitor. Until the watch stops, a field drawn
  // again (its page mounted anew) is given back again.
  const seen = new WeakSet<Field>()
  function carryOver() {
    if (!live) {
      if (server.some((node) => root.contains(node))) return
      goLive()
    }
    if (window.location.pathname !== path) return stop()
    for (const [key, field] of keyedFields(root)) {
      const value = fields.get(key)
      if (value === undefined || seen.has(field)) continue
      seen.add(field)
      // Typed into on the new page already: the visitor's latest word stands.
      if (typedValue(field) !== undefined) fields.delete(key)
      else giveBack(field, value)
    }
    const target = press ? keyedPresses(root).get(press) : undefined
    if (target) {
      press = null
      pressLater(target)
    }
    if (!fields.size && !press) stop()
  }
}

/**
 * The page's named fields, each by its kind, its name and its place among the page's fields of
 * that name (ids are the renderer's), in one pass: the watcher runs on every change of the page.
 */
function keyedFields(root: HTMLElement): Map<string, Field> {
  const seen = new Map<string, number>()
  const keyed = new Map<string, Field>()
  for (const field of root.querySelectorAll<Field>('input[name], textarea[name], select[name]')) {
    const alike = `${field.tagName}|${field.name}`
    const place = seen.get(alike) ?? 0
    seen.set(alike, place + 1)
    keyed.set(`${field.tagName}|${field.type}|${field.name}|${place}`, field)
  }
  return keyed
}

/** The page's forms by their fields' names and its buttons by their text and type, each with its place among its like. */
function keyedPresses(root: HTMLElement): Map<string, HTMLElement> {
  const seen = new Map<string, number>()
  const keyed = new Map<string, HTMLElement>()
  for (const element of root.querySelectorAll<HTMLElement>('form, button')) {
    const own =
      element instanceof HTMLFormElement
        ? `form|${[...element.elements].map((field) => (field as Field).name ?? '').filter(Boolean).join(',')}`
        : `${element.tagName}|${(element as HTMLButtonElement).type}|${element.textContent?.trim() ?? ''}`
    const place = seen.get(own) ?? 0
    seen.set(own, place + 1)
    keyed.set(`${own}|${place}`, element)
  }
  return keyed
}

/** Sends the form or presses the button the visitor did, after the state updates the events told caused. */
function pressLater(target: HTMLElement): void {
  setTimeout(() => (target instanceof HTMLFormElement ? target.requestSubmit() : target.click()), 0)
}

/** Puts back what the visitor left in a field and tells the components, as their own typing would. */
function giveBack(field: Field, value: Typed): void {
  putBack(field, value)
  // A radio unchecked by its neighbour's choice: the neighbour tells.
  if (value === false && field.type === 'radio') return
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
}

function putBack(field: Field, value: Typed): void {
  if (Array.isArray(value)) {
    if (field instanceof HTMLSelectElement) [...field.options].forEach((option, i) => (option.selected = value[i] ?? false))
  } else if (typeof value === 'boolean') {
    if (field instanceof HTMLInputElement) field.checked = value
  } else if (field.value !== value) {
    // Through the prototype's setter, which React's value tracking also sees.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
  }
}
