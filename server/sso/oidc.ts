import * as oidc from 'openid-client'
import { egressFetch } from '../egress/http'
import { EgressError, egressFailureOf, type EgressPolicy } from '../egress/policy'
import { ApiError } from '../errors'

// OpenID Connect sign-in (authorization code with PKCE, state and nonce) through openid-client: the provider's
// discovery document says where to send the browser and where to redeem the code; openid-client checks the ID
// token's signature, issuer, audience, expiry and nonce.

export interface OidcClient {
  issuer: string
  clientId: string
  clientSecret: string
}

const DISCOVERY_TTL_MS = 10 * 60_000
type Discovered = Map<string, { at: number; config: Promise<oidc.Configuration> }>
/** Per egress policy, i.e. per gateway: a configuration fetches through the policy it was discovered with. */
const discoveredBy = new WeakMap<EgressPolicy, Discovered>()

/**
 * Discovery, kept ten minutes per issuer and client so a sign-in does not fetch it every time. Discovery, keys,
 * token and user info all go through the egress policy (a provider on a private network only when the operator
 * allowed it, and then over plain http too).
 */
export function configurationOf(client: OidcClient, egress: EgressPolicy): Promise<oidc.Configuration> {
  const issuer = new URL(client.issuer)
  const key = JSON.stringify(client)
  const discovered: Discovered = discoveredBy.get(egress) ?? new Map()
  discoveredBy.set(egress, discovered)
  const cached = discovered.get(key)
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config
  const config = oidc
    .discovery(issuer, client.clientId, client.clientSecret, asAdvertised(client.clientSecret), {
      timeout: 10,
      [oidc.customFetch]: egressFetch(egress),
      // The egress policy refuses plain http to anything the operator did not allow.
      ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    })
    .catch((error: unknown) => {
      // 422, not 502: the settings point at a provider that does not answer, which the admin can fix (the
      // console shows a 5xx only as "try again").
      discovered.delete(key)
      throw new ApiError(
        422,
        'sso_provider_unreachable',
        `The identity provider at ${issuer.origin} could not be reached: ${discoveryFailureOf(error)}`,
      )
    })
  discovered.set(key, { at: Date.now(), config })
  return config
}

/**
 * The token endpoint is authenticated to the way the provider's discovery document says it accepts: HTTP Basic
 * first (OpenID Connect's default when the document names none), the secret in the form only for a provider that
 * takes no Basic. openid-client would otherwise always send it in the form, which a basic-only provider refuses.
 */
export function asAdvertised(clientSecret: string): oidc.ClientAuth {
  const basic = oidc.ClientSecretBasic(clientSecret)
  const post = oidc.ClientSecretPost(clientSecret)
  return (server, client, body, headers) => {
    const methods = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic']
    const auth =
      methods.includes('client_secret_basic') || !methods.includes('client_secret_post') ? basic : post
    auth(server, client, body, headers)
  }
}

const NETWORK = /^(E[A-Z]+|ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED)/

/** The catalogue's words for a connection that failed; a fixed sentence for an answer that was not discovery. */
function discoveryFailureOf(error: unknown): string {
  for (let at: unknown = error; at; at = (at as { cause?: unknown }).cause) {
    if (at instanceof EgressError || NETWORK.test(String((at as { code?: unknown }).code ?? '')))
      return egressFailureOf(at)
  }
  return 'its answer is not an OpenID Connect discovery document for this address.'
}

export function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause
    const said = error.message.replace(/\.$/, '')
    return cause instanceof Error && !said.includes(cause.message) ? `${said} (${cause.message})` : said
  }
  return String(error)
}

export interface OidcStart {
  url: string
  nonce: string
  codeVerifier: string
}

export async function oidcStart(
  config: oidc.Configuration,
  options: { redirectUri: string; state: string; loginHint?: string },
): Promise<OidcStart> {
  const codeVerifier = oidc.randomPKCECodeVerifier()
  const nonce = oidc.randomNonce()
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: options.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state: options.state,
    nonce,
    ...(options.loginHint ? { login_hint: options.loginHint } : {}),
  })
  return { url: url.href, nonce, codeVerifier }
}

/** Redeems the code; the ID token's claims when every check passes, else the provider's or the check's reason. */
export async function oidcFinish(
  config: oidc.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<Record<string, unknown>> {
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  })
  const claims = tokens.claims()
  if (!claims) throw new Error('The provider sent no ID token')
  if (typeof claims.email === 'string') return { ...claims }
  // Many providers keep the email for the userinfo endpoint (checked to be about the same subject).
  const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
  return { ...info, ...claims, email: info.email }
}
