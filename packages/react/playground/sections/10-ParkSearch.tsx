import { ParkSearch } from '../../src/ParkSearch/index.ts'
import { setSelection } from './selection.ts'

export const title = 'Park search'
export const order = 10

export default function ParkSearchSection() {
  return <ParkSearch headingLevel={3} onSelect={(park) => setSelection({ park })} />
}
