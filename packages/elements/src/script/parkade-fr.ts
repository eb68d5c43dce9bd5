// parkade-fr.js: core's own French strings, which parkade.js loads for a page in French (each
// feature's French is a part of its own, fetched with the feature's part).
import { commonFr } from '@parkade/core'
import { sendLocale } from './sendLocale.ts'

sendLocale('fr', commonFr)
