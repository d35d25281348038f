// The session's boot calls, started by index.html's first script while the console's code is still on its
// way (issue 23, a first screen without a waterfall): the refresh cookie's exchange for an identity token,
// then the signed-in user and the user's company view and, on the signed-in landing, its first data. The
// console takes these answers once instead of asking again (src/api/early-answers.ts). No imports: this file is its own tiny chunk, so nothing waits.

/** PATHS.identityToken, PATHS.currentUser, PATHS.companyView: a unit test keeps them equal. */
export const EARLY_PATHS = {
  token: '/identity/v1/token',
  user: '/api/v1/user',
  companyView: (companyId: string) => `/customers/api/v2/company/${encodeURIComponent(companyId)}/view/admin`,
}

/**
 * The company of this browser's last session, kept by the console (src/api/early-answers.ts): the company view
 * is asked beside the user instead of after it, one round trip fewer before the first screen. Only a guess: its
 * answer is kept when the user's company is that company, else the right one is asked after the user. The
 * gateway answers a company the user may not see with 403, which is not kept.
 */
export const COMPANY_HINT_KEY = 'console.lastCompany'

/**
 * The first data of the landing page, by address (PATHS.getStartedStatus and /home's five dashboard calls,
 * src/api/dashboard.ts; a unit test keeps them equal): asked beside the user when the last session's company is
 * known, and given to the console only when the user's company is that company.
 */
export const EARLY_LANDING: Record<string, (companyId: string) => string[]> = {
  '/home': (companyId) => {
    const id = encodeURIComponent(companyId)
    return [
      `/reports/api/v1/company/${id}/campaigns/status`,
      `/reports/api/v1/company/${id}/training/dashboard`,
      `/reports/api/v1/company/${id}/gaming/dashboard`,
      `/phishing-exercise/api/v1/company/${id}/dashboard/report`,
      `/phishing/api/v3/company/${id}/dashboard/report`,
      `/ctf/api/v1/company/${id}/tournament/dashboard`,
    ]
  },
}

export interface EarlyAnswer {
  status: number
  body: unknown
}

declare global {
  interface Window {
    /** The token exchange's answer; null when the call failed to reach the gateway. */
    __earlyRefresh?: Promise<EarlyAnswer | null>
    /** Successful answers of the calls after it, by path. */
    __earlyAnswers?: Promise<Record<string, unknown>>
    /** The landing's calls, by path, each its body once known to be the user's (else undefined). */
    __earlyLanding?: Record<string, Promise<unknown>>
  }
}

async function call(path: string, init: RequestInit): Promise<EarlyAnswer | null> {
  try {
    const response = await fetch(path, { credentials: 'same-origin', ...init })
    return { status: response.status, body: response.ok ? await response.json() : null }
  } catch {
    return null
  }
}

function hintedCompany(): string | null {
  try {
    return localStorage.getItem(COMPANY_HINT_KEY)
  } catch {
    return null
  }
}

/** server/static.ts SESSION_BLOCK_ID: a unit test keeps them equal. */
export const SESSION_BLOCK_ID = 'console-session'

/**
 * The identity token the page came with (the gateway writes it into index.html for a live session's cookie),
 * or null: then the cookie is exchanged as usual (a page opened from another site is sent without the
 * SameSite=Strict cookie, so a page without a token does not mean there is no session).
 */
function tokenInPage(): EarlyAnswer | null {
  const block = document.getElementById(SESSION_BLOCK_ID)
  if (!block) return null
  block.remove()
  try {
    const body = JSON.parse(block.textContent ?? '') as { idToken?: unknown }
    return typeof body.idToken === 'string' ? { status: 200, body } : null
  } catch {
    return null
  }
}

const inPage = tokenInPage()
const refresh = inPage ? Promise.resolve(inPage) : call(EARLY_PATHS.token, { method: 'POST' })
window.__earlyRefresh = refresh
window.__earlyAnswers = (async () => {
  const answers: Record<string, unknown> = {}
  const token = await refresh
  const idToken = (token?.body as { idToken?: unknown } | null)?.idToken
  if (token?.status !== 200 || typeof idToken !== 'string') return answers
  const headers = { Authorization: `Bearer ${idToken}`, Accept: 'application/json' }
  const hinted = hintedCompany()
  const asked = call(EARLY_PATHS.user, { headers })
  // Asked before the landing's calls: HTTP/1.1 gives a page six connections, and the session needs this
  // answer before anything draws.
  const guess = hinted ? call(EARLY_PATHS.companyView(hinted), { headers }) : null
  const companyOf = async () => ((await asked)?.body as { company_id?: unknown } | null)?.company_id
  if (hinted)
    window.__earlyLanding = Object.fromEntries(
      (EARLY_LANDING[window.location.pathname]?.(hinted) ?? []).map((path) => {
        const answer = call(path, { headers })
        const mine = async () => {
          const [landed, company] = await Promise.all([answer, companyOf()])
          return company === hinted && landed?.status === 200 ? landed.body : undefined
        }
        return [path, mine()]
      }),
    )
  const [user, guessed] = await Promise.all([asked, guess])
  if (user?.status !== 200) return answers
  answers[EARLY_PATHS.user] = user.body
  const companyId = (user.body as { company_id?: unknown }).company_id
  if (typeof companyId !== 'string') return answers
  const company = companyId === hinted ? guessed : await call(EARLY_PATHS.companyView(companyId), { headers })
  if (company?.status === 200) answers[EARLY_PATHS.companyView(companyId)] = company.body
  return answers
})()
