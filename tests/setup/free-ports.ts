import { createServer } from 'node:net'

// Ports a test process chooses before it knows who else listens: below Linux's ephemeral range (32768–60999), where
// the kernel picks the local port of every outgoing connection (the browser's, the gateway's), a fixed port chosen
// at random can be taken by such a connection between the choice and the listen (a CI run failed on it).
const LOW = 10_000
const HIGH = 32_000

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** The first of `count` consecutive loopback ports that were all free when probed. */
export async function freePortBlock(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = LOW + Math.floor(Math.random() * (HIGH - LOW - count))
    const probes = await Promise.all(Array.from({ length: count }, (_, offset) => isFree(first + offset)))
    if (probes.every(Boolean)) return first
  }
  throw new Error(`no ${count} consecutive free ports between ${LOW} and ${HIGH}`)
}
