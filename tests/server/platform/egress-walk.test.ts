// @module-tag engine (every outbound call site, on both backends): also runs on Postgres, see docs/testing.md.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// The egress walk (issue 59): as the route walk finds every route, this finds every place in the gateway that can
// open an outbound connection. Only server/egress/ may; any other file that does must be listed below with the
// reason it is not a connection on a user's say-so. A new outbound call that bypasses the policy fails here.

// A package imported, imported on demand, or loaded on first use (server/load-on-use.ts).
const LOADED = String.raw`(from\s*|import\(|loadOnUse(<[^>]*>)?\()`

const OUTBOUND = [
  {
    what: 'node:http(s) client',
    pattern: /import\s*{[^}]*\b(request|get|Agent)\b[^}]*}\s*from\s*'node:https?'/,
  },
  { what: 'node:https', pattern: /from\s*'node:https'/ },
  {
    what: 'raw sockets',
    pattern: /import\s*{[^}]*\b(connect|createConnection|Socket)\b[^}]*}\s*from\s*'node:(net|tls)'/,
  },
  { what: 'nodemailer transport', pattern: /\bcreateTransport\s*\(/ },
  { what: 'fetch', pattern: /(?<![.\w])fetch\s*\(/ },
  { what: 'ofetch', pattern: /from\s*'ofetch'/ },
  { what: 'openid-client', pattern: /from\s*'openid-client'/ },
  { what: 'DNS', pattern: /from\s*'node:dns(\/promises)?'/ },
  { what: 'S3 client', pattern: new RegExp(`${LOADED}'@aws-sdk/client-s3'`) },
  { what: 'Postgres client', pattern: /from\s*'postgres'/ },
  {
    what: 'provider mail APIs',
    pattern: new RegExp(`${LOADED}'(@googleapis/gmail|@azure/msal-node|@microsoft/microsoft-graph-client)'`),
  },
]

/** Outbound code outside server/egress/, and why it is not a connection a tenant can aim. */
const KNOWN: Record<string, string> = {
  'server/mail/relay.ts#nodemailer transport': 'SMTP_URL: the operator’s own relay, set in the environment',
  'server/custom-domains/dns-check.ts#DNS':
    'TXT queries to the operator’s resolvers (DNS_SERVERS or the system’s); no connection to the named host',
  'server/simulation/landing.ts#fetch': 'inside the landing page’s script, run by the learner’s browser',
  'server/sso/oidc.ts#openid-client': 'every request goes through egressFetch (customFetch), asserted below',
  'server/media/store.ts#S3 client': 'S3_BUCKET: the operator’s storage, set in the environment',
  'server/db/open.ts#Postgres client': 'DATABASE_URL: the operator’s database',
  'server/mail/sender-records.ts#DNS':
    'TXT and CNAME queries to the operator’s resolvers (DNS_SERVERS or the system’s); no connection to the named host',
  'server/direct-delivery/gmail.ts#provider mail APIs':
    'Google’s fixed token and Gmail hosts, with the operator’s service account (GOOGLE_SERVICE_ACCOUNT_FILE)',
  'server/direct-delivery/graph.ts#provider mail APIs':
    'Microsoft’s fixed login and Graph hosts, with the operator’s Entra ID app (AZURE_CLIENT_ID)',
}

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const root = join(import.meta.dirname, '../../..')
const found = sources(join(root, 'server'))
  .map((path) => relative(root, path))
  .filter((path) => !path.startsWith('server/egress/'))
  .flatMap((path) => {
    const text = readFileSync(join(root, path), 'utf8')
    return OUTBOUND.filter((kind) => kind.pattern.test(text)).map((kind) => `${path}#${kind.what}`)
  })

describe('the egress walk', () => {
  it('finds outbound code only in server/egress/ and the places known not to be a tenant’s to aim', () => {
    expect(found.filter((place) => !(place in KNOWN))).toEqual([])
  })

  it('lists no place that no longer exists (the list stays true)', () => {
    expect(Object.keys(KNOWN).filter((place) => !found.includes(place))).toEqual([])
  })

  it('has openid-client send every request through the policy', () => {
    const oidc = readFileSync(join(root, 'server/sso/oidc.ts'), 'utf8')
    const discoveries = oidc.match(/\.discovery\(/g) ?? []
    expect(discoveries.length).toBeGreaterThan(0)
    expect(oidc.match(/\[oidc\.customFetch\]: egressFetch\(/g)?.length).toBe(discoveries.length)
  })
})
