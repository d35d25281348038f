import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { assetPath } from '../assets'

// A fresh embedded database starts from the migrated, empty cluster the build dumped (issue 66): creating a
// PGlite cluster and running every migration took 5–6 s of a 14 s first start; loading the dump takes about 1 s.
// The demo seed still runs live, since its campaigns and dates are relative to the day it runs.

export const SNAPSHOT_FILE = 'db/schema.tar.gz'
const SNAPSHOT_KEY_FILE = 'db/schema.json'

/** The migrations' identity: a snapshot of other migrations is never loaded. */
export function migrationsHash(folder: string): string {
  const hash = createHash('sha256')
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(folder, name)
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path))
  }
  return hash.digest('hex')
}

/** The build's dump of the migrated cluster, when there is one for these migrations. */
export function readSchemaSnapshot(migrationsFolder: string): Blob | undefined {
  const dump = assetPath(SNAPSHOT_FILE)
  const key = assetPath(SNAPSHOT_KEY_FILE)
  if (!existsSync(dump) || !existsSync(key)) return undefined
  const { migrations } = JSON.parse(readFileSync(key, 'utf8')) as { migrations?: string }
  if (migrations !== migrationsHash(migrationsFolder)) return undefined
  return new Blob([readFileSync(dump)])
}

/** Writes the dump and its key beside the gateway's code (the build calls this once). */
export async function writeSchemaSnapshot(dump: Blob, migrationsFolder: string): Promise<void> {
  writeFileSync(assetPath(SNAPSHOT_FILE), Buffer.from(await dump.arrayBuffer()))
  writeFileSync(assetPath(SNAPSHOT_KEY_FILE), JSON.stringify({ migrations: migrationsHash(migrationsFolder) }))
}
