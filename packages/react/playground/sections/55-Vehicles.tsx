import { Vehicles } from '../../src/Vehicles/index.ts'

export const title = 'Vehicles'
export const order = 55

export default function VehiclesSection() {
  return <Vehicles />
}
