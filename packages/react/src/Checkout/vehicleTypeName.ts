import type { Language, VehicleType } from '@parkade/core'

/** A vehicle type's name in the UI language; its id when the types are not loaded. */
export function vehicleTypeName(types: readonly VehicleType[], id: number, language: Language): string {
  const type = types.find((item) => item.id === id)
  if (!type) return String(id)
  return language === 'fr' ? type.name_fr || type.name : type.name
}
