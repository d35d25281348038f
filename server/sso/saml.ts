import {
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
  type CacheProvider,
  type Profile,
} from '@node-saml/node-saml'
import type { SsoAttempt } from './attempts'
import type { SpKey } from './sp-keys'

// SAML 2.0 sign-in through @node-saml/node-saml as the service provider: an AuthnRequest by HTTP-Redirect, the
// response by HTTP-POST to the company's ACS. node-saml checks the signature against the company's certificate,
// the audience, the issuer, the time window and InResponseTo; the attempt (RelayState) is spent before the check,
// so a replayed response finds no request to answer.

export interface SamlSettings {
  entryPoint: string
  certificate: string
  idpIssuer: string
  /** Our entity id: what the provider calls us and the audience it must name. */
  spEntityId: string
  acsUrl: string
  /** Signs the AuthnRequests (and the metadata): a provider that wants signed requests checks them with it. */
  spKey?: SpKey
}

const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'

/** A cache that knows one request: the attempt's. */
const requestOf = (attempt: Pick<SsoAttempt, 'samlRequestId' | 'createdAt'> | null): CacheProvider => ({
  saveAsync: async (key, value) => ({ value, createdAt: Date.now(), key }) as never,
  getAsync: async (key) =>
    attempt && attempt.samlRequestId === key ? attempt.createdAt.toISOString() : null,
  removeAsync: async (key) => key,
})

const samlOf = (
  settings: SamlSettings,
  attempt: Pick<SsoAttempt, 'samlRequestId' | 'createdAt'> | null,
  requestId?: string,
) =>
  new SAML({
    entryPoint: settings.entryPoint,
    idpCert: settings.certificate,
    idpIssuer: settings.idpIssuer,
    issuer: settings.spEntityId,
    audience: settings.spEntityId,
    callbackUrl: settings.acsUrl,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: 10 * 60_000,
    acceptedClockSkewMs: 60_000,
    disableRequestedAuthnContext: true,
    cacheProvider: requestOf(attempt),
    ...(settings.spKey
      ? { privateKey: settings.spKey.privateKey, signatureAlgorithm: 'sha256' as const }
      : {}),
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  })

/**
 * The service provider's metadata for the identity provider to import (SAML 2.0 metadata, signed with the SP key):
 * the entity id, the ACS by HTTP-POST, the email name id, signed requests and the certificate they are signed with.
 */
export function samlMetadata(settings: Pick<SamlSettings, 'spEntityId' | 'acsUrl'> & { spKey: SpKey }) {
  return generateServiceProviderMetadata({
    issuer: settings.spEntityId,
    callbackUrl: settings.acsUrl,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
    privateKey: settings.spKey.privateKey,
    publicCerts: settings.spKey.certificate,
    signMetadata: true,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
  })
}

/** The provider's address with the AuthnRequest; the request id is the one the answer must name. */
export async function samlStart(settings: SamlSettings, relayState: string, requestId: string) {
  return samlOf(settings, null, requestId).getAuthorizeUrlAsync(relayState, undefined, {})
}

export async function samlFinish(
  settings: SamlSettings,
  attempt: Pick<SsoAttempt, 'samlRequestId' | 'createdAt'>,
  samlResponse: string,
): Promise<Record<string, unknown>> {
  const { profile } = await samlOf(settings, attempt)
    .validatePostResponseAsync({ SAMLResponse: samlResponse })
    .catch((error: unknown) => {
      throw new Error(plainReason(error instanceof Error ? error.message : String(error)))
    })
  if (!profile) throw new Error('The provider sent no assertion')
  return claimsOf(profile)
}

/** node-saml's reasons, said so an admin knows what to fix. */
function plainReason(message: string): string {
  if (/signature/i.test(message))
    return `the signature is missing or does not match the saved certificate (${message})`
  if (/subject confirmation|NotOnOrAfter|NotBefore|expired/i.test(message))
    return `the assertion has expired or is not valid yet: check the clocks of the provider and this server (${message})`
  if (/InResponseTo/i.test(message)) return `it answers a request this console did not make (${message})`
  return message
}

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
]

/** The assertion as claims: NameID, its format, the issuer and the attributes (an email among them). */
function claimsOf(profile: Profile): Record<string, unknown> {
  const claims: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(profile))
    if (typeof value !== 'function' && value !== undefined) claims[key] = value
  const email = EMAIL_ATTRIBUTES.map((name) => profile[name]).find((v) => typeof v === 'string')
  claims.email = email ?? profile.nameID
  return claims
}
