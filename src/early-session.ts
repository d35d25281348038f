// The session's boot calls, started by index.html's first script while the console's code is still on its
// way (issue 23, a first screen without a waterfall): the refresh cookie's exchange for an identity token,
// then the signed-in user, then the user's company view. The console takes these answers once instead of
// asking again (src/api/early-answers.ts). No imports: this file is its own tiny chunk, so nothing waits.

/** PATHS.identityToken, PATHS.currentUser, PATHS.companyView: a unit test keeps them equal. */
export const EARLY_PATHS = {
  token: '/identity/v1/token',
  user: '/api/v1/user',
  companyView: (companyId: string) => `/customers/api/v2/company/${encodeURIComponent(companyId)}/view/admin`,
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

const refresh = call(EARLY_PATHS.token, { method: 'POST' })
window.__earlyRefresh = refresh
window.__earlyAnswers = (async () => {
  const answers: Record<string, unknown> = {}
  const token = await refresh
  const idToken = (token?.body as { idToken?: unknown } | null)?.idToken
  if (token?.status !== 200 || typeof idToken !== 'string') return answers
  const headers = { Authorization: `Bearer ${idToken}`, Accept: 'application/json' }
  const user = await call(EARLY_PATHS.user, { headers })
  if (user?.status !== 200) return answers
  answers[EARLY_PATHS.user] = user.body
  const companyId = (user.body as { company_id?: unknown }).company_id
  if (typeof companyId !== 'string') return answers
  const company = await call(EARLY_PATHS.companyView(companyId), { headers })
  if (company?.status === 200) answers[EARLY_PATHS.companyView(companyId)] = company.body
  return answers
})()
