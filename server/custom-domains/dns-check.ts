import { promises as dns } from 'node:dns'

// A custom domain's proof: the TXT records at its challenge name, through the gateway's resolver (the system's,
// or DNS_SERVERS; tests run a DNS server on loopback).

export type TxtLookup = { found: string[] } | { unavailable: true }

const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME'])

export async function lookupTxt(name: string, servers: string[] | undefined): Promise<TxtLookup> {
  const resolver = new dns.Resolver({ timeout: 3_000, tries: 2 })
  if (servers?.length) resolver.setServers(servers)
  try {
    // A long value may come split into several strings of one record: joined, as RFC 7208 reads them.
    return { found: (await resolver.resolveTxt(name)).map((chunks) => chunks.join('')) }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? ''
    if (ABSENT.has(code)) return { found: [] }
    return { unavailable: true }
  }
}
