import { create } from 'superstruct'
import { PATHS } from '../domain/api-paths'
import { DRAWN_ID } from '../domain/drawn-page'
import { hasAdminPermission } from '../domain/roles'
import { CompanyView } from '../domain/session'
import { SessionUser } from '../domain/session-user'
import { readPseudoSession } from './pseudo-session'

// A page the gateway drew signed in (server/static.ts renders it with src/prerender/signed-in.tsx from the answers
// it writes into the page): the console starts from those same answers, so its first render is the drawn one and
// React hydrates it instead of drawing it again. The gateway marks such a page; the browser's own state can still
// rule hydration out (a partner's pseudo session, a folded sidebar), and then the console draws the page anew.

export interface DrawnSession {
  user: SessionUser
  company: CompanyView
  idToken: string
  expiresIn: number
  /** The page's other answers by path (its landing's data). */
  answers: Record<string, unknown>
}

/** The session the page was drawn for, read from the answers in it; null when it was not drawn or they fail. */
export function drawnSession(): DrawnSession | null {
  if (typeof document === 'undefined' || !document.getElementById(DRAWN_ID)) return null
  const page = window.__pageSession
  if (!page) return null
  try {
    const user = create(page.answers[PATHS.currentUser], SessionUser)
    if (!hasAdminPermission(user.role)) return null
    const company = create(page.answers[PATHS.companyView(user.company_id)], CompanyView)
    return { user, company, idToken: page.idToken, expiresIn: page.expiresIn, answers: page.answers }
  } catch {
    return null
  }
}

/**
 * The console starts from the drawn session: its token is the identity's, and the answers the page's first script
 * keeps for a starting console are dropped, since the drawn page was started from them already: a page opened
 * next asks the gateway instead of taking answers as old as the page.
 */
export function adoptDrawnSession(drawn: DrawnSession, identity: { adopt(token: DrawnSession): void }): void {
  identity.adopt(drawn)
  window.__earlyAnswers = undefined
  window.__earlyLanding = undefined
  releaseWhenLeft(window.location.pathname)
}

const MOVES = ['popstate', 'pushState', 'replaceState'] as const

/**
 * The drawn answers serve their page until the admin goes to another: the router moves through history's own
 * methods, which wouter announces as events of those names, and the back and forward buttons fire popstate. The
 * answers go before the next page renders, so it asks the gateway.
 */
export function releaseWhenLeft(path: string): void {
  const moved = () => {
    if (window.location.pathname === path) return
    for (const type of MOVES) removeEventListener(type, moved)
    releaseDrawnAnswers()
  }
  for (const type of MOVES) addEventListener(type, moved)
}

/** A pseudo session (a partner inside a customer company) lives in this tab only: the gateway drew the partner. */
export const drawnForThisTab = (): boolean => readPseudoSession() === null

let released = false

/** The drawn answers, while the admin is still on the drawn page: a page opened later asks afresh. */
export function drawnAnswers(): Record<string, unknown> | null {
  return released ? null : (drawnSession()?.answers ?? null)
}

/**
 * From here on, pages ask the gateway. Not at the first commit: React hydrates the page inside its Suspense
 * boundary in a pass after the root's, and that pass still needs the answers the page was drawn from.
 */
export function releaseDrawnAnswers(): void {
  released = true
  // The page's token and answers stay in the page no longer than they serve it.
  if (typeof window !== 'undefined') window.__pageSession = undefined
}
