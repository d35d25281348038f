import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { GatewayEnv } from '../context'

// Where a request came from, as far as this process can tell without trusting what the client says.

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/

/** The socket's peer address, or null where there is no socket. */
export function peerAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    return null
  }
}

/**
 * A request made on this machine. Behind a TLS proxy on the same machine every request arrives from
 * loopback, so with TRUST_PROXY a forwarded request counts as remote.
 */
export function isLocalRequest(c: Context<GatewayEnv>): boolean {
  const address = peerAddress(c)
  if (!address || !LOOPBACK.test(address)) return false
  return !(c.var.deps.trustProxy && c.req.header('X-Forwarded-For'))
}

/** Whether the browser reached us over HTTPS: the URL's scheme, or the proxy's word when TRUST_PROXY is set. */
export function isHttpsRequest(c: Context<GatewayEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  return (
    c.var.deps.trustProxy === true && c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https'
  )
}
