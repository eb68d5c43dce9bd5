// Public surface of errors/: the error reporting of SPEC §8 and the boundary's resource-error rule of SPEC §4.
export { createErrorReporter } from './createErrorReporter.ts'
export type { ErrorEventSource, ErrorReportContext, ErrorReporter, ErrorReporterOptions, ErrorReportSource } from './createErrorReporter.ts'
export { isResourceError, RESOURCE_ERROR_PATTERNS } from './isResourceError.ts'
export { isResizeObserverLoopMessage, RESIZE_OBSERVER_LOOP_MESSAGES } from './isResizeObserverLoopMessage.ts'
