import { inject } from 'vitest'

/** A gateway of the e2e run and the loopback ports its tests may listen on. */
export interface WorkerGateway {
  baseUrl: string
  /** The port the gateway's DNS_SERVERS points at: a test starts its DNS server there (custom domains). */
  dnsPort: number
  /** The one loopback port the gateway's egress policy allows (ALLOW_PRIVATE_EGRESS): a test's webhook receiver. */
  receiverPort: number
  /** The same for the OpenID provider a test starts on loopback. */
  oidcPort: number
}

/** The gateway of the worker running this file (VITEST_POOL_ID counts workers from 1; global-setup.ts). */
export function gateway(): WorkerGateway {
  const gateways = inject('gateways')
  const index = (Number(process.env.VITEST_POOL_ID) || 1) - 1
  const mine = gateways[index % gateways.length]
  if (!mine) throw new Error('no e2e gateway was started (tests/e2e/global-setup.ts)')
  return mine
}
