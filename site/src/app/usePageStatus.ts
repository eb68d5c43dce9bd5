import { useRenderState } from './RenderContext.ts'

/**
 * The HTTP status the server answers the page with, when not 200: 404 for a page, park, event or
 * item that does not exist, so search engines and link previews know it is gone. Nothing in the browser.
 */
export function usePageStatus(status: number | null): void {
  const render = useRenderState()
  if (render?.server && status !== null) render.setStatus(status)
}
