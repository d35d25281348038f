import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { startGateway, type TestGateway } from '../tests/server/gateway'

// Where the scale runs go (issue 23, scale on real Postgres): the gateway in process on the embedded PGlite
// through app.request, or on a real Postgres through HTTP on loopback, as a deployment would serve it.

export interface ScaleBackend {
  name: string
  /** A Postgres server's admin URL (a throwaway database is made on it); null for PGlite. */
  postgresAdminUrl: string | null
  http: boolean
}

export interface ScaleGateway {
  gateway: TestGateway
  request(path: string, init?: RequestInit): Promise<Response>
  /** Postgres only: the indexes the run scanned, with their scan counts (the plan the run relied on). */
  indexesUsed(tables: string[]): Promise<string[]>
  close(): Promise<void>
}

export async function openScaleGateway(backend: ScaleBackend): Promise<ScaleGateway> {
  const gateway = await startGateway({ postgresAdminUrl: backend.postgresAdminUrl })
  let server: ServerType | null = null
  let base = ''
  if (backend.http) {
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: gateway.app.fetch, hostname: '127.0.0.1', port: 0 }, () =>
        resolve(started),
      )
    })
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
  return {
    gateway,
    request: async (path, init) => (server ? fetch(`${base}${path}`, init) : gateway.app.request(path, init)),
    async indexesUsed(tables) {
      if (gateway.database.kind !== 'postgres') return []
      // Each server process flushes its counters within a second of going idle.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const rows = (await gateway.database.db.execute(sql`
        select relname as "table", indexrelname as "index", idx_scan as scans
        from pg_stat_user_indexes where idx_scan > 0 and relname in ${sql.raw(`(${tables.map((t) => `'${t}'`).join(', ')})`)}
        order by idx_scan desc`)) as unknown as { table: string; index: string; scans: number }[]
      return rows.map((row) => `${row.index} (${row.scans})`)
    },
    async close() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      await gateway.close()
    },
  }
}

/** Resets the index scan counters before the measured requests (Postgres only). */
export async function resetIndexStats(scale: ScaleGateway): Promise<void> {
  if (scale.gateway.database.kind === 'postgres')
    await scale.gateway.database.db.execute(sql`select pg_stat_reset()`)
}
