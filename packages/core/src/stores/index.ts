export { createAuthStore } from './createAuthStore.ts'
export type { AuthMethod, AuthSession, SignOutReason, AuthState, AuthStore, AuthStoreOptions, LoginInput } from './createAuthStore.ts'
export { LoginValidationError } from './LoginValidationError.ts'
export { createCountryStore } from './createCountryStore.ts'
export type { CountrySource, CountryState, CountryStore, CountryStoreOptions, StorageEventSource } from './createCountryStore.ts'
export { createLanguageStore } from './createLanguageStore.ts'
export type { LanguageState, LanguageStore, LanguageStoreOptions, LanguageTarget } from './createLanguageStore.ts'
export { createProfileStore } from './createProfileStore.ts'
export type { ProfileState, ProfileStore, ProfileStoreOptions } from './createProfileStore.ts'
export { createCountriesStore } from './createCountriesStore.ts'
export type { CountriesState, CountriesStore, CountriesStoreOptions } from './createCountriesStore.ts'
export { createStatesStore } from './createStatesStore.ts'
export type { StatesSource, StatesState, StatesStore, StatesStoreOptions } from './createStatesStore.ts'
export { createBookingsStore } from './createBookingsStore.ts'
export type { BookingsState, BookingsStore, BookingsStoreOptions } from './createBookingsStore.ts'
export { createVehiclesStore } from './createVehiclesStore.ts'
export type { VehiclesState, VehiclesStore, VehiclesStoreOptions } from './createVehiclesStore.ts'
export { createWalletStore } from './createWalletStore.ts'
export type {
  AddFundsOptions,
  VerifyPaymentResult,
  WalletPaymentState,
  WalletState,
  WalletStore,
  WalletStoreOptions,
  WalletTransactionsState,
} from './createWalletStore.ts'
export { createParksStore } from './createParksStore.ts'
export type { ParkRateEntry, ParksState, ParksStore, ParksStoreOptions } from './createParksStore.ts'
export { parkRateKey } from './parkRateKey.ts'
export { PROVIDER_PAGE_ORIGINS, paymentPageOrigins, paymentUrl } from './paymentUrl.ts'
export { createLatestRequest } from './createLatestRequest.ts'
export type { LatestRequest, LatestRequestTicket } from './createLatestRequest.ts'
export { createMutationRunner } from './createMutationRunner.ts'
export type { MutationRunner } from './createMutationRunner.ts'
export type { ClientStorage, ClientStorageSchema, RequestState, RequestStatus, SelectedCountry, StoreLifetime } from './types.ts'
