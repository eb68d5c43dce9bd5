import { commonEn } from './resources/commonEn.ts'

/**
 * The sections of core's own texts, not each feature's (those come with the feature: @parkade/react's
 * featureTexts). Read once, at import: a deep add into a client's English (a component's texts, a
 * host's) merges into the same `commonEn` object, and those sections are not core's. parkade.js's
 * build, which carries no English, stands this module in with the list written out.
 */
export const CORE_SECTIONS: readonly string[] = Object.keys(commonEn)
