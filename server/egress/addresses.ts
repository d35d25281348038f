import { BlockList, isIP } from 'node:net'

// The addresses the gateway never connects to on a user's say-so: loopback, private, link-local, CGNAT,
// multicast, unspecified, documentation and other reserved ranges, in every spelling an attacker may choose.
// An IPv6 address that carries an IPv4 address (mapped, compatible, SIIT-translated, NAT64, 6to4) is judged by the
// IPv4 address it carries; URL parsing has already turned decimal, octal and hex IPv4 spellings into dotted quads.

const REFUSED_V4 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  REFUSED_V4.addSubnet(network, prefix, 'ipv4')

const REFUSED_V6 = new BlockList()
for (const [network, prefix] of [
  ['100::', 64], // discard
  ['64:ff9b:1::', 48], // local-use NAT64
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some stacks)
  ['ff00::', 8], // multicast
] as const)
  REFUSED_V6.addSubnet(network, prefix, 'ipv6')

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad counts as two). */
export function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '')
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number]
    text = text.slice(0, quad.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const head = parse(halves[0]!)
  const tail = halves.length === 2 ? parse(halves[1]!) : []
  const fill = 8 - head.length - tail.length
  if (fill < 0 || (halves.length === 1 && fill !== 0)) return null
  const groups = [...head, ...Array<number>(fill).fill(0), ...tail]
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null
}

const quadOf = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`

/** The IPv4 address an IPv6 address carries, when it is one of the forms that tunnel or translate to IPv4. */
export function embeddedIpv4(groups: number[]): string | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const zeroTo = (end: number) => groups.slice(0, end).every((group) => group === 0)
  if (zeroTo(5) && g5 === 0xffff) return quadOf(g6, g7) // ::ffff:a.b.c.d, mapped
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return quadOf(g6, g7) // ::ffff:0:a.b.c.d, SIIT
  if (zeroTo(6)) return quadOf(g6, g7) // ::a.b.c.d, compatible (and :: and ::1)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return quadOf(g6, g7) // NAT64
  if (g0 === 0x2002) return quadOf(g1, g2) // 6to4
  return null
}

/** True when the gateway must not connect to this address (anything that is not an IP address included). */
export function isRefusedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  const family = isIP(bare)
  if (family === 4) return REFUSED_V4.check(bare, 'ipv4')
  if (family !== 6) return true
  const groups = ipv6Groups(bare)
  if (!groups) return true
  const carried = embeddedIpv4(groups)
  if (carried) return carried === '0.0.0.0' || carried === '0.0.0.1' || isRefusedAddress(carried)
  return REFUSED_V6.check(bare, 'ipv6')
}
