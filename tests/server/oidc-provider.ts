import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

// A real OpenID Connect provider (oidc-provider) on loopback for the SSO tests: its development login page takes
// any account name, which becomes the `email` claim; consent is granted on the first sign-in, as a company's
// own trusted app would be. `nonce` can be tampered with to test the console's nonce check.

export interface LoopbackOidc {
  issuer: string
  /** The `domain` an admin types for it (host and port). */
  domain: string
  clientId: string
  clientSecret: string
  close(): Promise<void>
}

/**
 * `authMethod` makes it take the client's secret one way only (its discovery document says so, and the client is
 * registered with it), as Okta and Entra ID apps are configured.
 */
export async function startOidcProvider(
  redirectUris: string[],
  port = 0,
  authMethod?: 'client_secret_basic' | 'client_secret_post',
): Promise<LoopbackOidc> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end()
  const server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const { port: listening } = server.address() as AddressInfo
  const issuer = `http://127.0.0.1:${listening}`
  const clientId = 'console-test'
  const clientSecret = 'a-test-client-secret-of-enough-length-0123456789'
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        ...(authMethod ? { token_endpoint_auth_method: authMethod } : {}),
      },
    ],
    ...(authMethod ? { clientAuthMethods: [authMethod] } : {}),
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] }),
      }
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
    features: { devInteractions: { enabled: true } },
  })
  const callback = provider.callback()
  handle = (req, res) => void callback(req, res)
  return {
    issuer,
    domain: `127.0.0.1:${listening}`,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
