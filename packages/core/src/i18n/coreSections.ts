/**
 * The sections of core's own texts (commonEn's top-level keys; a test keeps them equal), written out
 * so that telling whether a client holds core's texts needs none of them: parkade.js carries no
 * English of its own, and fetches it (parkade-en.js) like the French.
 */
export const CORE_SECTIONS = ['common', 'validation', 'errors', 'screens', 'account', 'toasts', 'pages', 'languageNotice', 'countries', 'languages'] as const
