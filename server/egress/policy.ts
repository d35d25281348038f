import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { isRefusedAddress } from './addresses'

// The one egress policy (issue 59): every connection the gateway opens on a user's say-so — webhooks, a company's
// SMTP server and its Send test, an identity provider's discovery, keys and token endpoints — asks it first. The
// name is resolved once here and the caller connects to the address that was checked (no DNS rebinding between the
// check and the connection). Private, loopback and reserved addresses are refused; an operator may name the few
// such host:port pairs a self-hosted console needs (ALLOW_PRIVATE_EGRESS=127.0.0.1:2525 for a local mail server),
// but never the gateway's own listening address: that would let a tenant drive the gateway's own routes.

export type EgressReason = 'private' | 'unresolved' | 'noAnswer' | 'tls' | 'auth' | 'rejected'

/** The fixed catalogue: what an admin reads when an outbound connection fails — never the remote server's text. */
export const EGRESS_TEXTS: Record<EgressReason, string> = {
  private: 'Refused: the address is on a private, loopback or reserved network.',
  unresolved: 'No server with this name was found. Check the host name.',
  noAnswer: 'The server did not answer. Check the host, port and firewall.',
  tls: 'The secure connection failed. Check the security setting for this port.',
  auth: 'The server refused the user name or password.',
  rejected: 'The server refused the message.',
}

export class EgressError extends Error {
  constructor(readonly reason: EgressReason) {
    super(EGRESS_TEXTS[reason])
    this.name = 'EgressError'
  }
}

export interface EgressTarget {
  /** The name as the user gave it (for TLS server names and Host headers). */
  host: string
  /** The checked address the caller connects to. */
  address: string
  port: number
  /** It passed only because the operator named it (ALLOW_PRIVATE_EGRESS): plain http is accepted for it. */
  operatorAllowed: boolean
}

export interface EgressOptions {
  /** ALLOW_PRIVATE_EGRESS: `host:port` (or `host:*`) pairs on private networks that may be reached. */
  allow?: readonly string[]
  /** The gateway's own listening address (and a dev server proxying it): never reached, whatever is allowed. */
  self?: { host: string; ports: readonly number[] }
  /** Resolves a name to its addresses (tests give a fixed answer; the system's resolver otherwise). */
  resolve?: (host: string) => Promise<string[]>
}

export interface EgressPolicy {
  /** Resolves and checks a target, or throws EgressError('private' | 'unresolved'). */
  target(host: string, port: number): Promise<EgressTarget>
  /** The pairs the operator allowed, for the start-up banner. */
  readonly allowed: readonly string[]
}

const systemResolve = async (host: string) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address)

const bare = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase()

/** ALLOW_PRIVATE_EGRESS, comma-separated; entries without a port are refused (a whole host is too much). */
export function parseEgressAllow(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => /^(\[[0-9a-f:.]+\]|[^:\s]+):(\d{1,5}|\*)$/.test(entry))
}

export function createEgressPolicy(options: EgressOptions = {}): EgressPolicy {
  const allowed = (options.allow ?? []).map((entry) => entry.toLowerCase())
  const resolve = options.resolve ?? systemResolve
  const pairs = allowed.map((entry) => {
    const cut = entry.lastIndexOf(':')
    return { host: bare(entry.slice(0, cut)), port: entry.slice(cut + 1) }
  })
  const isAllowed = (names: string[], port: number) =>
    pairs.some((pair) => names.includes(pair.host) && (pair.port === '*' || Number(pair.port) === port))
  const self = options.self
  const isSelf = (address: string, port: number) =>
    self !== undefined &&
    self.ports.includes(port) &&
    (isRefusedAddress(address) || bare(address) === bare(self.host) || ['0.0.0.0', '::'].includes(self.host))

  return {
    allowed,
    async target(host, port) {
      const name = bare(host)
      if (!name) throw new EgressError('unresolved')
      let addresses: string[]
      try {
        addresses = isIP(name) ? [name] : await resolve(name)
      } catch {
        throw new EgressError('unresolved')
      }
      if (addresses.length === 0) throw new EgressError('unresolved')
      let operatorAllowed = false
      for (const address of addresses) {
        if (isSelf(address, port)) throw new EgressError('private')
        if (!isRefusedAddress(address)) continue
        if (!isAllowed([name, bare(address)], port)) throw new EgressError('private')
        operatorAllowed = true
      }
      return { host: name, address: bare(addresses[0]!), port, operatorAllowed }
    },
  }
}

const TLS_FAILURE =
  /^(ETLS|ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH|ERR_TLS_CERT_ALTNAME_INVALID|EPROTO)/

/** The catalogue's reason for whatever an outbound connection threw (nodemailer's codes included). */
export function egressReasonOf(error: unknown): EgressReason {
  if (error instanceof EgressError) return error.reason
  const { code, responseCode, message, cause } = (error ?? {}) as {
    code?: string
    responseCode?: number
    message?: string
    cause?: unknown
  }
  if (cause instanceof EgressError) return cause.reason
  if (code === 'EAUTH') return 'auth'
  if (code === 'EDNS' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unresolved'
  if (TLS_FAILURE.test(code ?? '') || /SSL|TLS|certificate|wrong version/i.test(message ?? '')) return 'tls'
  if (code === 'EENVELOPE' || code === 'EMESSAGE' || (responseCode !== undefined && responseCode >= 400))
    return 'rejected'
  return 'noAnswer'
}

export const egressFailureOf = (error: unknown) => EGRESS_TEXTS[egressReasonOf(error)]
