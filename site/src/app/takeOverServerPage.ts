declare global {
  interface Window {
    /** Set once the page's code runs the page (index.html holds what the visitor did before). */
    parkadeLive?: boolean
    /** The form a visitor sent, or the button they pressed, before then. */
    parkadeHeld?: EventTarget | null
  }
}

/**
 * Hands a page the server drew over to its code, once hydrated: what the visitor typed or chose
 * meanwhile is in the fields but not in the components' state, so each changed field says so
 * again (its input and change events); a form they sent or a button they pressed meanwhile
 * (held by index.html) is sent or pressed now.
 */
export function takeOverServerPage(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (!changedByVisitor(field)) continue
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
function changedByVisitor(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected)
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked
  return field.value !== field.defaultValue
}
