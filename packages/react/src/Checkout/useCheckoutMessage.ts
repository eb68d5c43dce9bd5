import { useCallback } from 'react'
import { useTranslation } from '../i18n/useTranslation.ts'
import { BOOKING_MESSAGE_KEYS } from './bookingMessageKeys.ts'

/** A server or thrown message in the driver's language: the booking texts first, then core's catalogue (tm). */
export function useCheckoutMessage(): (message: string) => string {
  const { t, tm } = useTranslation()
  return useCallback(
    (message: string) => {
      const key = BOOKING_MESSAGE_KEYS[message.trim()]
      return key ? t(key) : tm(message)
    },
    [t, tm],
  )
}
