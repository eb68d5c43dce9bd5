// @parkade/contract: the v1 API as data. Every route with its TypeBox schemas (validation,
// serialization, OpenAPI and handler types come from these), the shared schemas, the error
// codes and the domain values. Browser code imports values from the schema-free entries
// (`@parkade/contract/domain`, `@parkade/contract/errors`) and types from here.
export * from './domain/index.ts'
export * from './errors/index.ts'

export { ROUTES } from './routes/index.ts'
export type { OperationId, Routes } from './routes/index.ts'
export { JSON_TYPE, PROBLEM_TYPE, defineRoute, empty, ok, problems, sent } from './routes/defineRoute.ts'
export type { HttpMethod, ProblemBody, RequestBody, RequestQuery, ResponseBody, ResponseSpec, RouteAuth, RouteSpec } from './routes/defineRoute.ts'
export * as routes from './routes/index.ts'

export { SHARED_SCHEMAS } from './schemas/sharedSchemas.ts'
export { FieldError, ProblemDetails } from './schemas/problemDetails.ts'
export * from './schemas/accountSchemas.ts'
export * from './schemas/bookingSchemas.ts'
export * from './schemas/catalogueSchemas.ts'
export { CurrencyCodeSchema, Language, MessageResponse, Page, PaymentProviderSchema, pageQuery } from './schemas/commonSchemas.ts'
export type { PageOf } from './schemas/commonSchemas.ts'
export * from './schemas/contentSchemas.ts'
export { IdempotencyHeaders } from './schemas/idempotencyHeaders.ts'
export * from './schemas/paymentSchemas.ts'
export * from './schemas/platformSchemas.ts'
export * from './schemas/vehicleSchemas.ts'
export { Id, IsoDateTime, Nullable, Shared, StringEnum } from './schemas/helpers.ts'
