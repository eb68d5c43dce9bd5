// @parkade/contract/errors: the error codes of the v1 API, with their statuses and English
// messages. No schema code: browser bundles import this without TypeBox.
export { ERROR_CATALOGUE } from './errorCatalogue.ts'
export type { ErrorSpec } from './errorCatalogue.ts'
export { ERROR_CODES, isErrorCode } from './errorCodes.ts'
export type { ErrorCode, ErrorParams } from './errorCodes.ts'
export { errorMessage } from './errorMessage.ts'
export { ERROR_TYPE_BASE, codeOfErrorType, errorType } from './errorType.ts'
export { problemOf } from './problemOf.ts'
