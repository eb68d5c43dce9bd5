import { createContext, useContext } from 'react'
import type { ErrorInfo } from '../sdk.ts'

/** One API read as the server answered it: its value, or its failure. */
export interface RenderedRead {
  value: unknown
  error: ErrorInfo | null
  httpStatus: number
}

/**
 * What a render on the server shares with the page it renders, and what the browser receives of
 * it to hydrate the same HTML: the API reads its pages made (so the browser does not make them
 * again), the lazily loaded parts it showed, and — on the server only — the page's status and meta.
 */
export interface RenderState {
  /** True while the server renders: reads and parts are collected, effects never run. */
  server: boolean
  /** Read key (`key#language`) → answer. The browser deletes an entry once its page has taken it. */
  reads: Map<string, RenderedRead>
  /** Reads started during this pass; the server renders again once they have answered. */
  pending: Map<string, Promise<void>>
  /** Names (routing/lazyPage.tsx) of the lazy parts shown, in order, loaded before the browser hydrates. */
  parts: Set<string>
  /** Loads of parts started during this pass. */
  loading: Promise<unknown>[]
  /** 404 for a page or record that does not exist. */
  status: number
  meta: PageHead | null
  /** A page says it does not exist (404). */
  setStatus(status: number): void
  setMeta(meta: PageHead): void
}

/** The document title and description a page asked for (shell/usePageMeta.ts). */
export interface PageHead {
  title: string
  description: string
}

export function createRenderState(server: boolean, reads: Map<string, RenderedRead> = new Map()): RenderState {
  const state: RenderState = {
    server,
    reads,
    pending: new Map(),
    parts: new Set(),
    loading: [],
    status: 200,
    meta: null,
    setStatus: (status) => void (state.status = status),
    setMeta: (meta) => void (state.meta = meta),
  }
  return state
}

export const RenderContext = createContext<RenderState | null>(null)

/** The render in progress on the server, or the hydration in the browser; null for a render of the browser's own. */
export function useRenderState(): RenderState | null {
  return useContext(RenderContext)
}
