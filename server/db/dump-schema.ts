import { migrationsFolder, openDatabase } from './open'
import { writeSchemaSnapshot } from './schema-snapshot'

// Run by server/build.mjs from the compiled bundle: the migrated, empty cluster, dumped beside the gateway's code
// for a fresh embedded database to start from.
const database = await openDatabase({ dataDir: 'memory://' })
await writeSchemaSnapshot(await database.dump!('gzip'), migrationsFolder)
await database.close()
