import { createSecretBox, type SecretBox } from './sealed-secrets'
import { randomBytes, randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose'
import { INVITE_LINK_DAYS } from '../../src/domain/customer-invitations'
import { ID_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../../src/domain/constants'

// Signed bearer tokens (HS256, jose). Three kinds, never interchangeable: the short identity token the
// SPA sends as Bearer, the refresh token in the httpOnly cookie, and one-time custom tokens.

/** mfaSettings: the verification token of enabling or disabling two-factor, never usable to sign in. */
/** partnerInvite: a partner's invitation to sign up as its customer (the /register link's `partner`). */
/** customerInvite: one invitation's link (sub: the invitation and its current link id), spent on registering. */
/** media: an address a <video> or <img> loads without a bearer header (sub: the company and the file). */
export type TokenKind =
  'id' | 'refresh' | 'custom' | 'mfa' | 'mfaSettings' | 'partnerInvite' | 'customerInvite' | 'media'

export interface TokenClaims {
  sub: string
  kind: TokenKind
  /** The refresh session a refresh token belongs to. */
  sid?: string
  /** The token's unique id (set on verify). */
  jti?: string
}

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'token_expired' | 'token_invalid' }

const ISSUER = 'awareness-gateway'

const TTL: Record<TokenKind, number> = {
  id: ID_TOKEN_TTL_SECONDS,
  refresh: REFRESH_TOKEN_TTL_SECONDS,
  custom: 5 * 60,
  mfa: 10 * 60,
  mfaSettings: 10 * 60,
  partnerInvite: 30 * 24 * 60 * 60,
  customerInvite: INVITE_LINK_DAYS * 24 * 60 * 60,
  // Long enough to watch a long video after opening the page; a reload issues fresh ones.
  media: 6 * 60 * 60,
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>
  verify(token: string, kind: TokenKind): Promise<TokenCheck>
  ttl(kind: TokenKind): number
  /** Encryption at rest for secrets companies give us, under a key derived from the same secret. */
  secrets: SecretBox
}

const VERIFIED_MAX = 10_000

function claimsOf(payload: JWTPayload, kind: TokenKind): TokenCheck {
  if (payload.kind !== kind || typeof payload.sub !== 'string') return { ok: false, reason: 'token_invalid' }
  const sid = typeof payload.sid === 'string' ? payload.sid : undefined
  const jti = typeof payload.jti === 'string' ? payload.jti : undefined
  return { ok: true, claims: { sub: payload.sub, kind, ...(sid ? { sid } : {}), ...(jti ? { jti } : {}) } }
}

export function createTokenService(secret: Uint8Array = randomBytes(32)): TokenService {
  // Imported once: handed raw bytes, jose imports the key again on every call, a second trip to the crypto
  // thread pool for each request's token.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  )
  // A token whose signature was checked once is not checked again, only its expiry: every request of a page
  // sends the same identity token, and an HMAC through WebCrypto is a trip to the crypto thread pool (a tenth of a
  // small request's CPU in issue 66's profile). Bounded; the oldest checked go first.
  const verified = new Map<string, JWTPayload & { exp: number }>()
  return {
    secrets: createSecretBox(secret),
    ttl: (kind) => TTL[kind],
    async sign(claims) {
      return (
        new SignJWT({ kind: claims.kind, ...(claims.sid ? { sid: claims.sid } : {}) })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.sub)
          // Every token is unique, even two issued in the same second for the same user.
          .setJti(randomUUID())
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime(`${TTL[claims.kind]}s`)
          .sign(await key)
      )
    },
    async verify(token, kind) {
      const kept = verified.get(token)
      if (kept) {
        // jose's rule: expired once its second has come (no clock tolerance).
        if (kept.exp <= Math.floor(Date.now() / 1000)) {
          verified.delete(token)
          return { ok: false, reason: 'token_expired' }
        }
        return claimsOf(kept, kind)
      }
      try {
        // A token without an expiry would be good forever: exp (and the rest we sign) must be present.
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
        })
        const entry = { ...payload, exp: payload.exp! }
        verified.set(token, entry)
        if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value!)
        return claimsOf(entry, kind)
      } catch (error) {
        return {
          ok: false,
          reason: error instanceof joseErrors.JWTExpired ? 'token_expired' : 'token_invalid',
        }
      }
    },
  }
}
