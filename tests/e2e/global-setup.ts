import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePortBlock } from '../setup/free-ports'
import type { WorkerGateway } from './worker-gateway'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One gateway per e2e worker (see worker-gateway.ts). */
    gateways: WorkerGateway[]
  }
}

interface Started {
  process: ChildProcess
  gateway: WorkerGateway
}

// The built app and the compiled gateway on a throwaway embedded database, as `npm start` runs them: one gateway per
// worker, each on its own copy of one database seeded here once, so the workers' files never see each other's
// writes and a start from the copy skips the seeding.
async function startGateway(dataDir: string): Promise<Started> {
  const port = await freePortBlock(4)
  const gateway: WorkerGateway = {
    baseUrl: `http://127.0.0.1:${port}`,
    dnsPort: port + 1,
    receiverPort: port + 2,
    oidcPort: port + 3,
  }
  const child: ChildProcess = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      SIGN_IN_RATE_LIMIT: '5000',
      DNS_SERVERS: `127.0.0.1:${gateway.dnsPort}`,
      ALLOW_PRIVATE_EGRESS: `127.0.0.1:${gateway.receiverPort},127.0.0.1:${gateway.oidcPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 120_000)
    child.stdout?.on('data', (chunk) => {
      output += String(chunk)
      if (output.includes('Awareness admin console:')) {
        clearTimeout(timer)
        resolve({ process: child, gateway })
      }
    })
    child.on('exit', (code) => reject(new Error(`gateway exited with ${code}:\n${output}`)))
  })
}

const stop = (started: Started) =>
  new Promise<void>((resolve) => {
    if (started.process.exitCode !== null) return resolve()
    started.process.removeAllListeners('exit')
    started.process.on('exit', () => resolve())
    started.process.kill('SIGTERM')
  })

export default async function setup(project: TestProject) {
  // The gateway as production runs it: compiled from the current sources (server/build.mjs, under a second), so
  // the suite never meets a stale build and proves the compiled gateway works.
  execFileSync(process.execPath, ['server/build.mjs'], { stdio: 'inherit' })
  const root = mkdtempSync(join(tmpdir(), 'console-e2e-'))
  const seeded = join(root, 'seeded')
  await stop(await startGateway(seeded))
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1)
  const started = await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const dataDir = join(root, `worker-${index + 1}`)
      cpSync(seeded, dataDir, { recursive: true })
      return startGateway(dataDir)
    }),
  )
  project.provide(
    'gateways',
    started.map((one) => one.gateway),
  )
  return async () => {
    await Promise.all(started.map(stop))
    rmSync(root, { recursive: true, force: true })
  }
}
