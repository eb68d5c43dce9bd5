// Which modal dialog the page shows. Widgets on one page are separate roots (custom elements,
// several React trees) and may each ask for a dialog at the same moment (a checkout's sign-in and
// a `<parkade-login auto-open>` hearing its 'auth-required'): the first to ask shows, the others
// are refused, so a driver never faces two stacked dialogs.
let owner: symbol | null = null

export const pageDialog = {
  /** True when `id` shows: it already did, or no dialog does. */
  claim(id: symbol): boolean {
    if (owner === null) owner = id
    return owner === id
  },
  /** `id` closed: another dialog may show. */
  release(id: symbol): void {
    if (owner === id) owner = null
  },
  /** A dialog shows on the page now. */
  isOpen(): boolean {
    return owner !== null
  },
}
