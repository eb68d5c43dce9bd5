// parkade-en.js: core's own English strings, which parkade.js loads for a page in English (each
// feature's English is a part of its own, fetched with the feature's part). It hands them to the
// page's Parkade (which asked for this file) through the same command queue as the loader.
import { commonEn } from '@parkade/core'
import type { ParkadeLoaderStub } from './installParkade.ts'

const parkade = window.Parkade as ParkadeLoaderStub | undefined
parkade?.('locale', 'en', commonEn)
