import { eq } from 'drizzle-orm'
import type { SecretBox } from '../auth/sealed-secrets'
import type { Database } from '../db/open'
import { serviceKeys } from '../db/schema'

// The SAML service provider's signing key and certificate: the metadata carries the certificate, and the
// AuthnRequests are signed with the key, so an identity provider that wants signed requests can check them.
// One key for every process on the database (the first to need it makes it; a race keeps the first insert),
// the private half sealed like every stored secret.

const PURPOSE = 'saml-sp-signing'

export interface SpKey {
  privateKey: string
  certificate: string
}

const known = new WeakMap<Database, Promise<SpKey>>()

export function spSigningKey(db: Database, secrets: SecretBox): Promise<SpKey> {
  let key = known.get(db)
  if (!key) {
    key = loadOrMake(db, secrets)
    key.catch(() => known.delete(db))
    known.set(db, key)
  }
  return key
}

async function loadOrMake(db: Database, secrets: SecretBox): Promise<SpKey> {
  const read = async () => {
    const [row] = await db.select().from(serviceKeys).where(eq(serviceKeys.purpose, PURPOSE))
    if (!row) return null
    const privateKey = secrets.open(row.privateKeySealed)
    if (privateKey === null) throw new Error('The SAML signing key cannot be opened with this SECRET.')
    return { privateKey, certificate: row.certificate }
  }
  const stored = await read()
  if (stored) return stored
  const { generate } = await import('selfsigned')
  const made = await generate([{ name: 'commonName', value: 'Security awareness console (SAML SP)' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 10 * 365 * 86_400_000),
  })
  await db
    .insert(serviceKeys)
    .values({ purpose: PURPOSE, privateKeySealed: secrets.seal(made.private), certificate: made.cert })
    .onConflictDoNothing()
  return (await read())!
}
