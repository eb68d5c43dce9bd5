import * as authRoutes from './authRoutes.ts'
import * as bookingRoutes from './bookingRoutes.ts'
import * as catalogueRoutes from './catalogueRoutes.ts'
import * as contentRoutes from './contentRoutes.ts'
import * as mapRoutes from './mapRoutes.ts'
import * as paymentRoutes from './paymentRoutes.ts'
import * as platformRoutes from './platformRoutes.ts'
import * as userRoutes from './userRoutes.ts'
import * as vehicleRoutes from './vehicleRoutes.ts'
import * as walletRoutes from './walletRoutes.ts'

/** Every route of the API, by operationId. */
export const ROUTES = {
  ...platformRoutes,
  ...authRoutes,
  ...userRoutes,
  ...catalogueRoutes,
  ...bookingRoutes,
  ...vehicleRoutes,
  ...walletRoutes,
  ...paymentRoutes,
  ...contentRoutes,
  ...mapRoutes,
} as const

export type Routes = typeof ROUTES
export type OperationId = keyof Routes
