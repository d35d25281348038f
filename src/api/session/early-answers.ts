// Answers index.html's first script fetched before the console's code ran (src/early-session.ts): each is
// taken once, by the first call for its path, and only while the page is starting; after that, or without
// one, the caller asks the gateway.

/** Boot answers are for the boot: a call this long after the page started asks afresh. */
export const EARLY_ANSWERS_MAX_AGE_MS = 15_000

export async function takeEarlyAnswer(path: string): Promise<unknown> {
  const landing = typeof window === 'undefined' ? undefined : window.__earlyLanding
  if (landing && path in landing) {
    const answer = landing[path]
    delete landing[path]
    if (performance.now() <= EARLY_ANSWERS_MAX_AGE_MS) return answer
  }
  const pending = typeof window === 'undefined' ? undefined : window.__earlyAnswers
  if (!pending) return undefined
  const answers = await pending
  if (performance.now() > EARLY_ANSWERS_MAX_AGE_MS) {
    window.__earlyAnswers = undefined
    return undefined
  }
  if (!(path in answers)) return undefined
  const body = answers[path]
  delete answers[path]
  return body
}

/** src/early-session.ts's COMPANY_HINT_KEY (a unit test keeps them equal; importing it would run its calls). */
export const COMPANY_HINT_KEY = 'console.lastCompany'

/** The signed-in user's company, for the next page load's early calls to ask beside the user. */
export function rememberCompany(companyId: string): void {
  try {
    localStorage.setItem(COMPANY_HINT_KEY, companyId)
  } catch {
    // Storage refused (private mode, quota): the next load asks in turn, as without a hint.
  }
}

/** Signed out: this browser keeps no trace of whose company it was. */
export function forgetCompany(): void {
  try {
    localStorage.removeItem(COMPANY_HINT_KEY)
  } catch {
    // As above.
  }
}
