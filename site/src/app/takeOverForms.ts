declare global {
  interface Window {
    /** Set once the page's code runs the page (index.html holds forms sent before). */
    parkadeLive?: boolean
    /** The form a visitor sent before then. */
    parkadeHeldSubmit?: EventTarget | null
  }
}

/**
 * Hands the forms of a page the server drew over to its code, once hydrated: what the visitor
 * typed or chose meanwhile is in the fields but not in the components' state, so each changed
 * field says so again (its input and change events); a form they sent meanwhile (held by
 * index.html) is sent now.
 */
export function takeOverForms(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (!changedByVisitor(field)) continue
    field.dispatchEvent(new Event('input', { bubbles: true }))
    field.dispatchEvent(new Event('change', { bubbles: true }))
  }
  window.parkadeLive = true
  const held = window.parkadeHeldSubmit
  window.parkadeHeldSubmit = null
  // After the state updates the events caused.
  if (held instanceof HTMLFormElement && root.contains(held)) setTimeout(() => held.requestSubmit(), 0)
}

function changedByVisitor(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected)
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked
  return field.value !== field.defaultValue
}
