import type { ReactNode } from 'react'
import { SummaryRow } from '../ui/SummaryRow.tsx'
import { useFormat } from '../ui/useFormat.ts'
import type { CheckoutStepProps } from './CheckoutStepForm.tsx'
import { fromDateTimeLocal } from './fromDateTimeLocal.ts'
import { vehicleTypeName } from './vehicleTypeName.ts'
import { checkoutTexts } from './checkoutTexts.ts'
import { stayTexts } from './stayTexts.ts'

export interface CheckoutStaySummaryProps {
  checkout: CheckoutStepProps['checkout']
  /** Rows before the stay's (e.g. the park) and after it (e.g. the total, the payment's state). */
  before?: ReactNode
  after?: ReactNode
}

/** The stay being booked, as a summary list: arrival, departure, and the vehicle with its plate. */
export function CheckoutStaySummary({ checkout, before, after }: CheckoutStaySummaryProps) {
  const { tf, language } = checkoutTexts.useTexts()
  const { tf: stay } = stayTexts.useTexts()
  const { dateTime } = useFormat()
  const arrival = fromDateTimeLocal(checkout.draft.arrival)
  const departure = fromDateTimeLocal(checkout.draft.departure)
  const vehicle = checkout.chosenVehicle
  const typeName = vehicleTypeName(checkout.vehicleTypes, vehicle?.vehicle_type_id ?? checkout.draft.vehicleTypeId, language)
  return (
    <dl className="pk-stack" style={{ gap: 4 }}>
      {before}
      <SummaryRow term={stay('times.arrival')}>{arrival ? dateTime(arrival) : ''}</SummaryRow>
      <SummaryRow term={stay('times.departure')}>{departure ? dateTime(departure) : ''}</SummaryRow>
      <SummaryRow term={tf('confirmation.vehicle')}>{tf('vehicle.saved', { plate: vehicle?.plate_number ?? checkout.draft.plate.trim(), type: typeName })}</SummaryRow>
      {after}
    </dl>
  )
}
