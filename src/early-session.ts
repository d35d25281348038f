// The session's boot calls, started by index.html's first script while the console's code is still on its
// way (issue 23, a first screen without a waterfall): the refresh cookie's exchange for an identity token,
// then the signed-in user and the user's company view. The console takes these answers once instead of
// asking again (src/api/early-answers.ts). No imports: this file is its own tiny chunk, so nothing waits.

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

const refresh = call(EARLY_PATHS.token, { method: 'POST' })
window.__earlyRefresh = refresh
window.__earlyAnswers = (async () => {
  const answers: Record<string, unknown> = {}
  const token = await refresh
  const idToken = (token?.body as { idToken?: unknown } | null)?.idToken
  if (token?.status !== 200 || typeof idToken !== 'string') return answers
  const headers = { Authorization: `Bearer ${idToken}`, Accept: 'application/json' }
  const hinted = hintedCompany()
  const [user, guessed] = await Promise.all([
    call(EARLY_PATHS.user, { headers }),
    hinted ? call(EARLY_PATHS.companyView(hinted), { headers }) : null,
  ])
  if (user?.status !== 200) return answers
  answers[EARLY_PATHS.user] = user.body
  const companyId = (user.body as { company_id?: unknown }).company_id
  if (typeof companyId !== 'string') return answers
  const company = companyId === hinted ? guessed : await call(EARLY_PATHS.companyView(companyId), { headers })
  if (company?.status === 200) answers[EARLY_PATHS.companyView(companyId)] = company.body
  return answers
})()
