import { getSharedDefaults } from './getSharedClient.ts'

export interface ElementLoginLinks {
  /** `forgot-password-url`, `create-account-url`: the host's own pages; default the page's (`Parkade.init`), else the steps stay in the dialog. */
  forgotPasswordUrl?: string
  createAccountUrl?: string
}

/** The host's pages for the login dialog's links: the element's own, else the page's. */
export function elementLoginLinks({ forgotPasswordUrl, createAccountUrl }: ElementLoginLinks): { forgotPasswordHref?: string; createAccountHref?: string } {
  const defaults = getSharedDefaults()
  const forgot = forgotPasswordUrl || defaults.forgotPasswordUrl
  const create = createAccountUrl || defaults.createAccountUrl
  return { ...(forgot ? { forgotPasswordHref: forgot } : {}), ...(create ? { createAccountHref: create } : {}) }
}
