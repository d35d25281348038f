import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { OpenedDatabase } from '../../../server/db/open'
import { auditEntries, companies, users } from '../../../server/db/schema'
import { PATHS } from '../../../src/domain/api-paths'
import { backend, bearer, signIn, startGateway } from '../gateway'

// The server tests reuse a worker's PGlite clusters (tests/server/seed-reset.ts): a file must find the cluster
// exactly as a freshly loaded one, or a test would pass or fail by what ran before it in the same worker.

type Rows = { rows: Record<string, unknown>[] }

async function fingerprint(database: OpenedDatabase): Promise<Record<string, string>> {
  const tables = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as Rows
  const out: Record<string, string> = {}
  for (const { tablename } of tables.rows) {
    const table = String(tablename)
    const digest = (await database.db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
    )) as unknown as Rows
    out[table] = `${String(digest.rows[0]!.n)} ${String(digest.rows[0]!.digest)}`
  }
  return out
}

describe.runIf(backend === 'pglite')('a reused PGlite cluster', () => {
  it('comes back with every table as the seeded template had it, after a file changed them', async () => {
    // production: the demo identity provider's link stamps its row with the time of each start.
    const first = await startGateway({ production: true })
    const fresh = await fingerprint(first.database)
    expect(Object.keys(fresh).length).toBeGreaterThan(50)

    // What files do to a cluster: sign-ins and their sessions, writes through the API, rows deleted and added
    // directly, an append-only table grown.
    const { token } = await signIn(first, 'owner@globex.example')
    await first.app.request(PATHS.identitySignOut, { method: 'POST', ...bearer(token) })
    await first.database.db.update(companies).set({ name: 'Changed by a test' })
    await first.database.db
      .update(users)
      .set({ email: sql`'moved-' || ${users.email}` })
      .where(sql`${users.email} like '%@initech.example'`)
    await first.database.db.execute(sql`delete from user_departments`)
    await first.database.db.insert(auditEntries).values({
      id: 'aud_reset_check',
      companyId: 'cmp_globex',
      actorEmail: 'owner@globex.example',
      actorKind: 'admin',
      action: 'reset.check',
    })
    const changed = await fingerprint(first.database)
    expect(changed.companies).not.toBe(fresh.companies)
    expect(changed.users).not.toBe(fresh.users)
    expect(changed.user_departments).not.toBe(fresh.user_departments)
    expect(changed.audit_entries).not.toBe(fresh.audit_entries)
    await first.close()

    const second = await startGateway({ production: true })
    // The same cluster, or this test proves nothing about reuse; under a new Database, so nothing a module keeps
    // per database (the users list's totals by revision) outlives the restore.
    const clientOf = (database: typeof first.database) =>
      (database.db as unknown as { $client: unknown }).$client
    expect(clientOf(second.database)).toBe(clientOf(first.database))
    expect(second.database.db).not.toBe(first.database.db)
    expect(await fingerprint(second.database)).toEqual(fresh)
    await second.close()
  })
})
