import { create } from 'superstruct'
import { IN_COMPANY_COOKIE } from '../domain/drawn-page'
import { SessionUser } from '../domain/session-user'

// The partner's "logged in as a company" pseudo session (000 §4): kept for the browser session only.
// The log-in-as-company flow writes it; booting reads it back; exit and sign-out clear it.
const KEY = 'pseudoAdminSession'
/** Where Click to Exit returns: the customer list (with its query) the partner left from. */
const RETURN_KEY = 'pseudoAdminReturn'

export function readPseudoSession(): SessionUser | null {
  const raw = sessionStorage.getItem(KEY)
  if (!raw) return null
  try {
    return create(JSON.parse(raw), SessionUser)
  } catch {
    sessionStorage.removeItem(KEY)
    return null
  }
}

export function writePseudoSession(user: SessionUser): void {
  sessionStorage.setItem(KEY, JSON.stringify(user))
  // For the gateway: a page it drew would show the partner's own company (src/domain/drawn-page.ts).
  document.cookie = `${IN_COMPANY_COOKIE}=1; path=/; SameSite=Strict`
}

export function clearPseudoSession(): void {
  sessionStorage.removeItem(KEY)
  document.cookie = `${IN_COMPANY_COOKIE}=; path=/; SameSite=Strict; max-age=0`
}

export function rememberPseudoReturn(path: string): void {
  sessionStorage.setItem(RETURN_KEY, path)
}

/** The list to return to, once; only a same-origin path is ever used. */
export function takePseudoReturn(fallback: string): string {
  const path = sessionStorage.getItem(RETURN_KEY)
  sessionStorage.removeItem(RETURN_KEY)
  return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback
}

/** The reason a staff member gave for being inside this company, sent with every call from this tab. */
export function staffReasonOfTab(): string | null {
  return readPseudoSession()?.staffReason ?? null
}
