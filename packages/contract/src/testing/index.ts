// @parkade/contract/testing: a fake of the v1 API derived from the contract, for the clients'
// unit and component tests, and the check of answers against the contract it shares with the
// API's test servers. Test code only.
export { FAKE_BASE_URL, createFakeApi } from './createFakeApi.ts'
export type { FakeApi, FakeApiOptions, FakeHandler, FakeReply, FakeRequest, RouteHandler, RouteReply, RouteRequest } from './createFakeApi.ts'
export { createContractValidator } from './createContractValidator.ts'
export type { Answer, ContractValidator } from './createContractValidator.ts'
export { deferred } from './deferred.ts'
export type { Deferred } from './deferred.ts'
export { problem } from './problem.ts'
export { problemReply } from './problemReply.ts'
export { routeOfRequest } from './routeOfRequest.ts'
export { strictSchema } from './strictSchema.ts'
export { examplePark } from './examplePark.ts'
