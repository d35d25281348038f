import { ID_TOKEN_REFRESH_MARGIN_SECONDS } from '../../domain/constants'
import { SIGN_IN_PATHS as PATHS } from '../../domain/sign-in-paths'
import type { TokenSource } from '../client'
import { createJsonCall } from '../json-call'

// The identity-provider interface of ARCHITECTURE §7. The gateway implements it for the demo; another
// provider is another implementation of this interface. The identity token lives only in memory; the
// refresh token is an httpOnly cookie the browser sends to the identity path.

export interface IdentityProvider extends TokenSource {
  signInWithPassword(email: string, password: string): Promise<void>
  signInWithCustomToken(token: string): Promise<void>
  /** Exchanges the refresh cookie for a fresh identity token; false when there is no session. */
  restore(): Promise<boolean>
  /** Takes a token the page came with (a page the gateway drew signed in): no exchange before the first call. */
  adopt(token: TokenResponse): void
  signOut(): Promise<void>
}

/**
 * Whether this browser had a session when it last looked: only a guess for what to fetch first on boot (the
 * shell, or the sign-in form) while the refresh call decides. Never trusted for anything else.
 */
const SESSION_HINT = 'sessionHint'
export const hadSession = (): boolean => {
  try {
    return localStorage.getItem(SESSION_HINT) === '1'
  } catch {
    return false
  }
}
function noteSession(present: boolean): void {
  try {
    if (present) localStorage.setItem(SESSION_HINT, '1')
    else localStorage.removeItem(SESSION_HINT)
  } catch {
    // Storage refused (private mode): the hint is only a guess anyway.
  }
}

interface TokenResponse {
  idToken: string
  expiresIn: number
}

export function createGatewayIdentity(baseURL = '', now: () => number = Date.now): IdentityProvider {
  let idToken: string | null = null
  let expiresAt = 0
  let refreshing: Promise<boolean> | null = null
  // Plain fetch: the sign-in page's own script (src/login-main.tsx) signs in with this, without the console's client.
  const http = createJsonCall(undefined, baseURL)

  function keep(response: TokenResponse): void {
    idToken = response.idToken
    expiresAt = now() + response.expiresIn * 1000
    noteSession(true)
  }

  async function refresh(): Promise<boolean> {
    try {
      keep(await http<TokenResponse>(PATHS.identityToken, { method: 'POST' }))
      return true
    } catch (error) {
      idToken = null
      // No session (401) is an answer; anything else (offline, 5xx) must reach the caller.
      if ((error as { statusCode?: number }).statusCode === 401) {
        noteSession(false)
        return false
      }
      throw error
    }
  }

  /** The boot's exchange started by index.html (src/early-session.ts), taken once; null when there is none. */
  async function earlyRefresh(): Promise<boolean | null> {
    const early = typeof window === 'undefined' ? undefined : window.__earlyRefresh
    if (!early) return null
    window.__earlyRefresh = undefined
    const answer = await early
    if (answer?.status === 200) {
      keep(answer.body as TokenResponse)
      return true
    }
    if (answer?.status === 401) {
      noteSession(false)
      return false
    }
    return null // offline or a server error: ask again the usual way, whose failure reaches the caller
  }

  function refreshOnce(): Promise<boolean> {
    refreshing ??= (async () => (await earlyRefresh()) ?? refresh())().finally(() => {
      refreshing = null
    })
    return refreshing
  }

  return {
    async signInWithPassword(email, password) {
      keep(await http<TokenResponse>(PATHS.identitySignIn, { method: 'POST', body: { email, password } }))
    },
    async signInWithCustomToken(token) {
      keep(await http<TokenResponse>(PATHS.identityCustomToken, { method: 'POST', body: { token } }))
    },
    restore: refreshOnce,
    adopt: keep,
    async getIdToken() {
      if (idToken && now() < expiresAt - ID_TOKEN_REFRESH_MARGIN_SECONDS * 1000) return idToken
      if (!idToken) return null
      return (await refreshOnce()) ? idToken : null
    },
    async signOut() {
      idToken = null
      expiresAt = 0
      noteSession(false)
      await http(PATHS.identitySignOut, { method: 'POST' }).catch(() => undefined)
    },
  }
}
