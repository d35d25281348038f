import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The port the gateway's DNS_SERVERS points at: a test starts its DNS server there (custom domains). */
    dnsPort: number
    /** The one loopback port the gateway's egress policy allows (ALLOW_PRIVATE_EGRESS): a test's webhook receiver. */
    receiverPort: number
    /** The same for the OpenID provider a test starts on loopback. */
    oidcPort: number
  }
}

// The built app and the gateway on a throwaway embedded database, as `npm start` runs them.
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  const dnsPort = port + 1
  const receiverPort = port + 2
  const oidcPort = port + 3
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      SIGN_IN_RATE_LIMIT: '5000',
      DNS_SERVERS: `127.0.0.1:${dnsPort}`,
      ALLOW_PRIVATE_EGRESS: `127.0.0.1:${receiverPort},127.0.0.1:${oidcPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stderr?.on('data', (chunk) => (output += String(chunk)))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 90_000)
    server.stdout?.on('data', (chunk) => {
      output += String(chunk)
      if (output.includes('Awareness admin console:')) {
        clearTimeout(timer)
        resolve()
      }
    })
    server.on('exit', (code) => reject(new Error(`gateway exited with ${code}:\n${output}`)))
  })
  project.provide('baseUrl', `http://127.0.0.1:${port}`)
  project.provide('dnsPort', dnsPort)
  project.provide('receiverPort', receiverPort)
  project.provide('oidcPort', oidcPort)
  return () => {
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}
