// @parkade/react: the booking components and their headless hooks, over @parkade/core.
export * from '@parkade/core'

export { ParkadeProvider } from './provider/ParkadeProvider.tsx'
export type { ParkadeProviderProps } from './provider/ParkadeProvider.tsx'
export { ParkadeContext } from './provider/ParkadeContext.ts'
export type { ParkadeContextValue, ParkadeEventHandlers, ParkadeTheme } from './provider/ParkadeContext.ts'
export { useParkade } from './provider/useParkade.ts'
export { useParkadeStore } from './provider/useParkadeStore.ts'
export { useTranslation } from './i18n/useTranslation.ts'
export type { Translation } from './i18n/useTranslation.ts'
export { ParkadeRoot } from './theme/ParkadeRoot.tsx'
export type { ParkadeRootProps } from './theme/ParkadeRoot.tsx'
export { PARKADE_CSS } from './theme/styles.ts'
export { adoptStyles } from './theme/adoptStyles.ts'
export { useFormat } from './ui/useFormat.ts'

// Features: each exports its component and its headless hook.
export * from './ParkSearch/index.ts'
export * from './ParkDetail/index.ts'
export * from './Checkout/index.ts'
export * from './EventBooking/index.ts'
export * from './Wallet/index.ts'
// The component wins over core's `Wallet` type of the same name; that type stays in @parkade/core.
export { Wallet } from './Wallet/index.ts'
export * from './Bookings/index.ts'
export * from './Vehicles/index.ts'
export * from './LoginDialog/index.ts'
export * from './AuthForms/index.ts'
