import { ROUTES } from '../routes/index.ts'
import type { OperationId } from '../routes/index.ts'
import type { RouteSpec } from '../routes/defineRoute.ts'

interface Template {
  route: RouteSpec
  pattern: RegExp
  names: string[]
}

/** `{param}` is one path segment (or the part of one before a suffix, as in `{key}.svg`). */
function templateOf(route: RouteSpec): Template {
  const names: string[] = []
  const source = route.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(name)
      return '([^/]+?)'
    })
    .join('')
  return { route, pattern: new RegExp(`^${source}$`), names }
}

// Literal routes first, so `/events/private-access` is never taken for `/events/{event_code}`.
const TEMPLATES = (Object.values(ROUTES) as RouteSpec[]).map(templateOf).sort((a, b) => a.names.length - b.names.length)

/** The route of the contract `method` and `pathname` (from the host's root) reach, with its path parameters. */
export function routeOfRequest(method: string, pathname: string): { operationId: OperationId; route: RouteSpec; params: Record<string, string> } | undefined {
  for (const { route, pattern, names } of TEMPLATES) {
    if (route.method !== method) continue
    const match = pattern.exec(pathname)
    if (!match) continue
    const params: Record<string, string> = {}
    names.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1]!)
    })
    return { operationId: route.operationId as OperationId, route, params }
  }
  return undefined
}
