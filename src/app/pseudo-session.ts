import { create } from 'superstruct'
import { SessionUser } from '../domain/session'

// The partner's "logged in as a company" pseudo session (000 §4): kept for the browser session only.
// The flow that starts it (log in as a customer) writes it; here it is read back and cleared.
const KEY = 'pseudoAdminSession'

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

export function clearPseudoSession(): void {
  sessionStorage.removeItem(KEY)
}
