// The calls index.html's first script makes (src/early-session.ts), apart from the script so the gateway can
// answer them into the page it serves (server/static.ts) without running a browser's code. Imported by nothing
// the console's entry imports: the build keeps it inside the early-session chunk, which must import nothing.

/** PATHS.identityToken, PATHS.currentUser, PATHS.companyView: a unit test keeps them equal. */
export const EARLY_PATHS = {
  token: '/identity/v1/token',
  user: '/api/v1/user',
  companyView: (companyId: string) => `/customers/api/v2/company/${encodeURIComponent(companyId)}/view/admin`,
}

/**
 * The company of this browser's last session, kept by the console (src/api/session/early-answers.ts): the company view
 * is asked beside the user instead of after it, one round trip fewer before the first screen. Only a guess: its
 * answer is kept when the user's company is that company, else the right one is asked after the user. The
 * gateway answers a company the user may not see with 403, which is not kept.
 */
export const COMPANY_HINT_KEY = 'console.lastCompany'

/**
 * The first data of the landing page, by address (PATHS.getStartedStatus and /home's five dashboard calls,
 * src/api/home/dashboard.ts; a unit test keeps them equal): asked beside the user when the last session's company is
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

/** server/static.ts SESSION_BLOCK_ID: a unit test keeps them equal. */
export const SESSION_BLOCK_ID = 'console-session'
