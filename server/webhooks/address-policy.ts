import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'
import { WEBHOOK_TEXTS } from '../../src/domain/webhooks'

// Where a webhook may be sent. A company's endpoint is a request our gateway makes on its behalf: pointed at
// loopback, the cloud's metadata address or the private network, it would reach what the internet cannot (SSRF).
// Such addresses are refused unless WEBHOOK_ALLOW_PRIVATE is set (a self-hosted console whose receivers are
// internal, and the tests' loopback receiver). The check runs when an endpoint is saved and again before each
// delivery, on the addresses the host resolves to then (a name can be re-pointed after it was saved).

const PRIVATE = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6')

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return isPrivateAddress(mapped)
  const family = isIP(address)
  if (family === 4) return PRIVATE.check(address, 'ipv4')
  if (family === 6) return PRIVATE.check(address, 'ipv6')
  return true
}

export interface AddressPolicy {
  allowPrivate: boolean
  /** Resolves a host name to its addresses (tests give a fixed answer). */
  resolve?: (host: string) => Promise<string[]>
}

const systemResolve = async (host: string) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address)

/** The refusal's text, or null when the address may be called. */
export async function webhookAddressProblem(url: string, policy: AddressPolicy): Promise<string | null> {
  const parsed = new URL(url)
  if (parsed.protocol !== 'https:' && !policy.allowPrivate) return WEBHOOK_TEXTS.urlInvalid
  if (policy.allowPrivate) return null
  const host = parsed.hostname.replace(/^\[|\]$/g, '')
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : await (policy.resolve ?? systemResolve)(host)
  } catch {
    return WEBHOOK_TEXTS.urlUnresolved
  }
  if (addresses.length === 0) return WEBHOOK_TEXTS.urlUnresolved
  return addresses.some(isPrivateAddress) ? WEBHOOK_TEXTS.urlPrivate : null
}
