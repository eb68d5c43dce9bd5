/**
 * The sections of core's own texts (resources/commonEn.ts), not each feature's (those come with the
 * feature: @parkade/react's featureTexts): an i18n instance holds core's texts in a language once it
 * holds all of these. Written out, not read from the English, which a page in French never
 * downloads (coreTexts.test.ts keeps the list equal to commonEn's).
 */
export const CORE_SECTIONS: readonly string[] = ['common', 'validation', 'errors', 'screens', 'account', 'pages', 'countries', 'languages']
