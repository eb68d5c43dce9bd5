import { featureTexts } from '../i18n/featureTexts.ts'

export type { VehiclesTextTree } from './vehiclesTextsEn.ts'

// The texts of the vehicles list and the vehicle form. No element of parkade.js shows them, so
// they come with the components (i18n/featureTexts.ts), each language a module fetched only by a
// page in it.
// English: vehiclesTextsEn.ts; French: vehiclesTextsFr.ts.
export const vehiclesTexts = featureTexts('vehicles', () => import('./vehiclesTextsEn.ts'), { fr: () => import('./vehiclesTextsFr.ts') })
