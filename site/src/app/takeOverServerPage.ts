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
 * What the visitor typed or chose on the page the server drew, read before hydrating: hydration
 * may put a field back as the server drew it (a textarea's text is its content there), so what
 * was typed is taken from the page first.
 */
export function typedByVisitor(root: HTMLElement): TypedField[] {
  const typed: TypedField[] = []
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].map((option) => option.selected)
      if (field.options.length && chosen.some((selected, i) => selected !== field.options[i]?.defaultSelected)) typed.push({ field, value: chosen })
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) typed.push({ field, value: field.checked })
    } else if (field.value !== field.defaultValue) typed.push({ field, value: field.value })
  }
  return typed
}

/**
 * Hands a page the server drew over to its code, once hydrated: what the visitor typed or chose
 * meanwhile (`typedByVisitor`, read before hydrating) is put back where hydration undid it and
 * told to the components (each field's input and change events); a form they sent or a button
 * they pressed meanwhile (held by index.html) is sent or pressed now.
 */
export function takeOverServerPage(root: HTMLElement, typed: readonly TypedField[]): void {
  // And what was typed while the parts hydrated in turn, into a part not yet live.
  const all = new Map(typed.map(({ field, value }) => [field, value]))
  for (const { field, value } of typedByVisitor(root)) if (!all.has(field)) all.set(field, value)
  for (const [field, value] of all) {
    if (!root.contains(field)) continue
    putBack(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
  window.parkadeLive = true
  const held = window.parkadeHeld
  window.parkadeHeld = null
  if (!(held instanceof HTMLElement) || !root.contains(held)) return
  // After the state updates the events caused.
  setTimeout(() => (held instanceof HTMLFormElement ? held.requestSubmit() : held.click()), 0)
}

/** A page drawn afresh instead: what was held belongs to markup that is gone. */
export function startLivePage(): void {
  window.parkadeLive = true
  window.parkadeHeld = null
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
