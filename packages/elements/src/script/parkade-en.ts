// parkade-en.js: core's own English strings, which parkade.js loads for a page in English (each
// feature's English is a part of its own, fetched with the feature's part).
import { commonEn } from '@parkade/core'
import { sendLocale } from './sendLocale.ts'

sendLocale('en', commonEn)
