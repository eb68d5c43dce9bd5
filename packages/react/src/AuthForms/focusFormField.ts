/** Moves focus to a form's control by name (the first invalid field, or where to retry). */
export function focusFormField(form: HTMLFormElement | null, name: string): void {
  const field = form?.elements.namedItem(name)
  if (field instanceof HTMLElement) field.focus()
}
