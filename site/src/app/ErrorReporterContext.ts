import { createContext, useContext } from 'react'
import type { ErrorReporter } from '../sdk.ts'

export const ErrorReporterContext = createContext<ErrorReporter | null>(null)

/** The site's error reporter, or null (tests, a page rendered alone). */
export function useErrorReporter(): ErrorReporter | null {
  return useContext(ErrorReporterContext)
}
