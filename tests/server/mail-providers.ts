import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { randomUUID, type KeyObject } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { jwtVerify } from 'jose'

// Google's and Microsoft's mail APIs on loopback, answering as their documented contracts say: Google's OAuth 2.0
// token endpoint for service accounts (a JWT-bearer assertion signed with the account's key; unauthorized_client
// when the Workspace has not delegated the scope) and Gmail's users.messages.insert; Entra ID's instance
// discovery, OpenID configuration and client-credentials token endpoint (AADSTS errors) and Graph's
// POST /users/{id}/mailFolders/inbox/messages. Tokens expire; a revoked token is answered 401; a throttled
// mailbox 429 with Retry-After. `fetch` sends the providers' real URLs here, so the official clients run unaltered.

const GOOGLE_TOKEN = 'https://oauth2.googleapis.com/token'

export interface PlacedMail {
  provider: 'gmail' | 'graph'
  mailbox: string
  /** Gmail: the raw RFC 5322 message; Graph: the message resource as JSON. */
  body: unknown
}

export interface MailProviders {
  fetch: typeof fetch
  placed: PlacedMail[]
  /** Token requests per provider. */
  tokens: { google: number; microsoft: number }
  /** Mailboxes of domains that delegated gmail.insert; tenants that consented, with the app's secret. */
  google: { publicKey: KeyObject; clientEmail: string; delegated: Set<string> }
  microsoft: { clientId: string; clientSecret: string; consented: Set<string>; users: Set<string> }
  /** The next n API calls are answered 429 with this Retry-After (seconds). */
  throttle(n: number, seconds: number): void
  /** Every token issued so far is refused from now on (401), as after a revocation or expiry. */
  revokeTokens(): void
  close(): Promise<void>
}

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

export async function startMailProviders(options: {
  google: { publicKey: KeyObject; clientEmail: string; delegatedDomains: string[] }
  microsoft: { clientId: string; clientSecret: string; tenants: string[]; users: string[] }
}): Promise<MailProviders> {
  const tokens = new Map<string, { subject: string; expires: number; provider: 'google' | 'microsoft' }>()
  const placed: PlacedMail[] = []
  const counts = { google: 0, microsoft: 0 }
  let throttled = { left: 0, seconds: 0 }
  const google = { ...options.google, delegated: new Set(options.google.delegatedDomains) }
  const microsoft = {
    clientId: options.microsoft.clientId,
    clientSecret: options.microsoft.clientSecret,
    consented: new Set(options.microsoft.tenants),
    users: new Set(options.microsoft.users),
  }
  const issue = (provider: 'google' | 'microsoft', subject: string) => {
    const token = randomUUID()
    tokens.set(token, { subject, expires: Date.now() + 3600_000, provider })
    counts[provider] += 1
    return token
  }
  const bearer = (request: IncomingMessage, provider: 'google' | 'microsoft') => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
    const found = tokens.get(token)
    return found && found.provider === provider && found.expires > Date.now() ? found : null
  }
  const takeThrottle = () => (throttled.left > 0 ? (throttled.left--, true) : false)

  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://loopback')
    const [host, ...rest] = url.pathname.slice(1).split('/')
    const path = `/${rest.join('/')}`
    const body = await bodyOf(request)

    if (host === 'oauth2.googleapis.com' && path === '/token') {
      const form = new URLSearchParams(body)
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
        return send(response, 400, { error: 'unsupported_grant_type' })
      try {
        const { payload } = await jwtVerify(form.get('assertion') ?? '', google.publicKey, {
          issuer: google.clientEmail,
          audience: GOOGLE_TOKEN,
        })
        const subject = String(payload.sub ?? '')
        const scopes = String(payload.scope ?? '').split(' ')
        if (
          !scopes.includes('https://www.googleapis.com/auth/gmail.insert') ||
          !google.delegated.has(subject.split('@')[1] ?? '')
        )
          return send(response, 401, {
            error: 'unauthorized_client',
            error_description:
              'Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.',
          })
        return send(response, 200, {
          access_token: issue('google', subject),
          expires_in: 3599,
          token_type: 'Bearer',
        })
      } catch {
        return send(response, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' })
      }
    }

    const insert = /^\/gmail\/v1\/users\/([^/]+)\/messages$/.exec(path)
    if (host === 'gmail.googleapis.com' && insert && request.method === 'POST') {
      const token = bearer(request, 'google')
      if (!token)
        return send(
          response,
          401,
          {
            error: {
              code: 401,
              message: 'Request had invalid authentication credentials.',
              status: 'UNAUTHENTICATED',
            },
          },
          { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
        )
      if (takeThrottle())
        return send(
          response,
          429,
          { error: { code: 429, message: 'User-rate limit exceeded.', status: 'RESOURCE_EXHAUSTED' } },
          { 'Retry-After': String(throttled.seconds) },
        )
      const mailbox = decodeURIComponent(insert[1]!) === 'me' ? token.subject : decodeURIComponent(insert[1]!)
      const { raw, labelIds } = JSON.parse(body) as { raw: string; labelIds?: string[] }
      placed.push({ provider: 'gmail', mailbox, body: Buffer.from(raw, 'base64url').toString('utf8') })
      return send(response, 200, {
        id: randomUUID().replace(/-/g, '').slice(0, 16),
        threadId: 't1',
        labelIds,
      })
    }

    if (host === 'login.microsoftonline.com') {
      const [tenant, ...tail] = rest
      const where = `/${tail.join('/')}`
      const origin = `https://login.microsoftonline.com/${tenant}`
      if (tenant === 'common' && where === '/discovery/instance')
        return send(response, 200, {
          tenant_discovery_endpoint: `${url.searchParams.get('authorization_endpoint')?.replace(/\/oauth2\/v2\.0\/authorize$/, '')}/v2.0/.well-known/openid-configuration`,
          'api-version': '1.1',
          metadata: [
            {
              preferred_network: 'login.microsoftonline.com',
              preferred_cache: 'login.windows.net',
              aliases: [
                'login.microsoftonline.com',
                'login.windows.net',
                'login.microsoft.com',
                'sts.windows.net',
              ],
            },
          ],
        })
      if (where === '/v2.0/.well-known/openid-configuration')
        return send(response, 200, {
          token_endpoint: `${origin}/oauth2/v2.0/token`,
          authorization_endpoint: `${origin}/oauth2/v2.0/authorize`,
          end_session_endpoint: `${origin}/oauth2/v2.0/logout`,
          issuer: `https://login.microsoftonline.com/${tenant}/v2.0`,
          jwks_uri: `${origin}/discovery/v2.0/keys`,
          response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
        })
      if (where === '/oauth2/v2.0/token' && request.method === 'POST') {
        const form = new URLSearchParams(body)
        if (
          form.get('client_id') !== microsoft.clientId ||
          form.get('client_secret') !== microsoft.clientSecret
        )
          return send(response, 401, {
            error: 'invalid_client',
            error_description: 'AADSTS7000215: Invalid client secret provided.',
            error_codes: [7000215],
          })
        if (!microsoft.consented.has(tenant!))
          return send(response, 400, {
            error: 'unauthorized_client',
            error_description: `AADSTS700016: Application with identifier '${microsoft.clientId}' was not found in the directory '${tenant}'.`,
            error_codes: [700016],
          })
        if (
          form.get('grant_type') !== 'client_credentials' ||
          form.get('scope') !== 'https://graph.microsoft.com/.default'
        )
          return send(response, 400, { error: 'invalid_request' })
        return send(response, 200, {
          token_type: 'Bearer',
          expires_in: 3599,
          ext_expires_in: 3599,
          access_token: issue('microsoft', tenant!),
        })
      }
    }

    const graph = /^\/v1\.0\/users\/([^/]+)\/mailFolders\/inbox\/messages$/.exec(path)
    if (host === 'graph.microsoft.com' && graph && request.method === 'POST') {
      if (!bearer(request, 'microsoft'))
        return send(response, 401, {
          error: {
            code: 'InvalidAuthenticationToken',
            message: 'Lifetime validation failed, the token is expired.',
          },
        })
      if (takeThrottle())
        return send(
          response,
          429,
          {
            error: {
              code: 'ApplicationThrottled',
              message: 'Application is over its MailboxConcurrency limit.',
            },
          },
          { 'Retry-After': String(throttled.seconds) },
        )
      const mailbox = decodeURIComponent(graph[1]!)
      if (!microsoft.users.has(mailbox))
        return send(response, 404, {
          error: { code: 'ErrorInvalidUser', message: `The requested user '${mailbox}' is invalid.` },
        })
      const message = JSON.parse(body) as Record<string, unknown>
      placed.push({ provider: 'graph', mailbox, body: message })
      return send(response, 201, { id: `AAMk${randomUUID()}`, ...message, isDraft: false })
    }
    send(response, 404, { error: 'not_found', path: url.pathname })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const providerFetch: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : null
    const target = new URL(request ? request.url : String(input))
    const local = `${origin}/${target.host}${target.pathname}${target.search}`
    return request ? fetch(new Request(local, request), init) : fetch(local, init)
  }
  return {
    fetch: providerFetch,
    placed,
    tokens: counts,
    google,
    microsoft,
    throttle: (n, seconds) => void (throttled = { left: n, seconds }),
    revokeTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
