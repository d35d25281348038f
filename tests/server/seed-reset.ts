import type { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import type { OpenedDatabase } from '../../server/db/open'
import * as schema from '../../server/db/schema'

// Loading a PGlite cluster from the seeded dump takes about two seconds, most of it starting Postgres in
// WebAssembly, whatever the data; the server tests start some eighty gateways. So the seeded template keeps a
// copy of every table in a schema of its own, and a cluster a test file has finished with goes back to its
// worker, which restores the tables from that copy for the next file (a few hundred milliseconds). Triggers and
// foreign keys are off while it does (session_replication_role = replica): the copy is already consistent, and
// the triggers' derived rows are part of it.

const COPY = 'seed_copy'

const clientOf = (database: OpenedDatabase) => (database.db as unknown as { $client: PGlite }).$client

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

async function tablesOf(client: PGlite, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'select tablename as name from pg_tables where schemaname = $1 order by tablename',
    [schema],
  )
  return rows.map((row) => row.name)
}

/** In the template, once seeded: a copy of every table of the public schema. */
export async function keepSeedCopy(database: OpenedDatabase): Promise<void> {
  const client = clientOf(database)
  const tables = await tablesOf(client, 'public')
  await client.exec(
    [
      `create schema ${COPY}`,
      ...tables.map((table) => `create table ${COPY}.${quoted(table)} as table public.${quoted(table)}`),
    ].join(';\n'),
  )
}

let restoreSql: string | null = null

/**
 * Puts every public table back as the template had it (its rows, nothing else) and returns the cluster under a
 * new Database: what the gateway's modules keep per database (the users list's totals, filed by a revision the
 * restore sets back) must not outlive the data it was read from.
 */
export async function restoredSeedCopy(database: OpenedDatabase): Promise<OpenedDatabase> {
  await restoreSeedCopy(database)
  return {
    ...database,
    db: drizzle({ client: clientOf(database), schema }) as unknown as OpenedDatabase['db'],
  }
}

async function restoreSeedCopy(database: OpenedDatabase): Promise<void> {
  const client = clientOf(database)
  if (restoreSql === null) {
    const tables = await tablesOf(client, COPY)
    const missing = (await tablesOf(client, 'public')).filter((table) => !tables.includes(table))
    if (missing.length > 0) throw new Error(`the seeded template has no copy of ${missing.join(', ')}`)
    restoreSql = [
      'set session_replication_role = replica',
      `truncate ${tables.map((table) => `public.${quoted(table)}`).join(', ')}`,
      ...tables.map((table) => `insert into public.${quoted(table)} select * from ${COPY}.${quoted(table)}`),
      'set session_replication_role = default',
      'select pg_advisory_unlock_all()',
    ].join(';\n')
  }
  await client.exec(restoreSql)
}
