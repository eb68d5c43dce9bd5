// parkade-fr.js: core's own French strings, which parkade.js loads on demand (each feature's French
// is a part of its own, fetched with the feature's part by a French page). It hands them to the
// page's Parkade (which asked for this file) through the same command queue as the loader.
import { commonFr } from '@parkade/core'
import type { ParkadeLoaderStub } from './installParkade.ts'

const parkade = window.Parkade as ParkadeLoaderStub | undefined
parkade?.('locale', 'fr', commonFr)
