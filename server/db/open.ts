import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { NamedStatementsPGlite } from './named-statements-pglite'
import type { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'
import { assetPath } from '../assets'
import { readSchemaSnapshot } from './schema-snapshot'
import { SizedNodeFS } from './sized-node-fs'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface OpenedDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /** PGlite only: the cluster as a tarball, which `loadDataDir` starts another from. */
  dump?: (compression?: 'none' | 'gzip') => Promise<Blob>
  /** Where the job queue (pg-boss) keeps its tables: the same database, through its own connection. */
  jobStore: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string }
}

/** The advisory lock the gateway's startup holds, named so no other tool on the database takes it. */
const STARTUP_LOCK = 'awareness-gateway-startup'

export const migrationsFolder = assetPath('db/migrations')

/**
 * PGlite (embedded Postgres) in `dataDir` by default — `memory://` for tests — or a real Postgres when a
 * URL is given. The same schema, migrations and queries run on both.
 */
export async function openDatabase(options: {
  url?: string | undefined
  dataDir?: string
  /** Runs once the schema is current (the demo seed), under the same startup lock as the migrations. */
  prepare?: (db: Database) => Promise<void>
  /** PGlite only: start from a dump (`dumpDataDir`) instead of an empty cluster (the tests' seeded template). */
  loadDataDir?: Blob
}): Promise<OpenedDatabase> {
  if (options.url) {
    const client = postgres(options.url, { max: 8, onnotice: () => {} })
    const db = drizzlePostgres({ client, schema })
    // Several gateway processes may start together on one database: one migrates and seeds while the
    // others wait on a session-level advisory lock, then find the work done.
    const lock = await client.reserve()
    try {
      await lock`select pg_advisory_lock(hashtext(${STARTUP_LOCK}))`
      await migratePostgres(db, { migrationsFolder })
      await options.prepare?.(db)
    } finally {
      await lock`select pg_advisory_unlock(hashtext(${STARTUP_LOCK}))`.catch(() => {})
      lock.release()
    }
    return {
      db: db,
      kind: 'postgres',
      close: () => client.end(),
      jobStore: { kind: 'postgres', url: options.url },
    }
  }
  const dataDir = options.dataDir ?? 'memory://'
  // A new cluster on disk starts from the build's migrated dump; one that exists already opens as it is.
  const snapshot =
    options.loadDataDir ??
    (!dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'))
      ? readSchemaSnapshot(migrationsFolder)
      : undefined)
  if (!dataDir.startsWith('memory://')) {
    // Private to the account that runs the gateway: the database holds password hashes and every tenant.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 })
    chmodSync(dataDir, 0o700)
  }
  // pg_trgm backs the users list's search (a trigram index over email and names).
  const client = new NamedStatementsPGlite({
    // On disk, through a NODEFS that keeps each file's size between writes (./sized-node-fs.ts).
    ...(dataDir.startsWith('memory://') ? { dataDir } : { fs: new SizedNodeFS(dataDir) }),
    extensions: { pg_trgm },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  })
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder })
  await options.prepare?.(db)
  return {
    db: db,
    kind: 'pglite',
    close: () => client.close(),
    dump: (compression = 'none') => client.dumpDataDir(compression),
    jobStore: { kind: 'pglite', client },
  }
}
