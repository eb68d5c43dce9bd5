import { generateParks } from './generateParks.ts'
import { LANDMARK_SURROUNDINGS } from './landmarkSurroundings.ts'
import { SEED_LANDMARKS } from './landmarks.ts'
import type { ParkRow } from './types.ts'
import { SEED_VEHICLE_TYPES } from './vehicleTypes.ts'

/** Fictional car parks at the real landmarks, generated deterministically (see generateParks). */
export const SEED_PARKS: readonly ParkRow[] = generateParks(SEED_LANDMARKS, LANDMARK_SURROUNDINGS, SEED_VEHICLE_TYPES)
