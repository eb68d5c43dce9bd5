// The checks the sandbox API makes on form fields (routes/forms.ts), made first in the browser so
// the visitor sees what to fix before anything is sent.
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,24}$/
export const NAME_MAX = 200
export const MESSAGE_MAX = 5000
export const SPACES_MAX = 1_000_000

/** The countries Parkade serves, in the order the site lists them. */
export const SERVED_COUNTRIES = ['NG', 'SN', 'CA', 'US'] as const
