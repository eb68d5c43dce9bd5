import type { FastifyReply } from 'fastify'

/**
 * nosniff and no referrer on every answer. JSON and images run nothing and are framed by no
 * one; HTML pages (the docs, the sandbox payment pages) bring their own policy and may at least
 * not be framed.
 */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff')
  if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'no-referrer')
  if (!reply.hasHeader('content-security-policy')) {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    reply.header('content-security-policy', html ? "frame-ancestors 'none'" : "default-src 'none'; frame-ancestors 'none'")
  }
}
