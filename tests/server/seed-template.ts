import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/open'
import { seedDemoData } from '../../server/seed/seed'
import { keepSeedCopy } from './seed-reset'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump of the migrated, seeded database (a file path), or '' on Postgres. */
    seedTemplateFile: string
    /** On Postgres: a migrated, seeded database that each test database is copied from. */
    seedTemplateDb: string
  }
}

// Migrating and seeding take ~8 s per database; done once here, each test file's gateway starts from a copy
// (a PGlite dump loaded in under a second, or Postgres's CREATE DATABASE … TEMPLATE).
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    const name = `gw_template_${randomBytes(6).toString('hex')}`
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ url: url.toString() })
    await seedDemoData(database.db)
    await database.close()
    project.provide('seedTemplateFile', '')
    project.provide('seedTemplateDb', name)
    return async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'gw-template-'))
  const database = await openDatabase({ dataDir: 'memory://' })
  await seedDemoData(database.db)
  await keepSeedCopy(database)
  const file = join(dir, 'seeded.tar')
  writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()))
  await database.close()
  project.provide('seedTemplateFile', file)
  project.provide('seedTemplateDb', '')
  return () => rmSync(dir, { recursive: true, force: true })
}
