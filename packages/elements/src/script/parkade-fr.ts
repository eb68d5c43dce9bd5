// parkade-fr.js: the French strings parkade.js loads on demand. It hands them to the page's
// Parkade (which asked for this file) through the same command queue as the loader.
import { fr } from '@parkade/core'
import type { ParkadeLoaderStub } from './installParkade.ts'

const parkade = window.Parkade as ParkadeLoaderStub | undefined
parkade?.('locale', 'fr', fr)
