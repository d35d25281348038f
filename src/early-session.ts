// The session's boot calls, started by index.html's first script while the console's code is still on its
// way (issue 23, a first screen without a waterfall): the refresh cookie's exchange for an identity token,
// then the signed-in user and the user's company view and, on the signed-in landing, its first data. The
// console takes these answers once instead of asking again (src/api/session/early-answers.ts). A page the gateway served
// to a live session carries the token and these answers already (server/static.ts): then nothing is asked. Its own
// tiny chunk, importing only constants the build folds in, so nothing waits.

import { COMPANY_HINT_KEY, EARLY_LANDING, EARLY_PATHS, SESSION_BLOCK_ID } from './early-calls'

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
    /** The token and answers the gateway wrote into the page, as written (src/app/drawn-page.ts reads them). */
    __pageSession?: { idToken: string; expiresIn: number; answers: Record<string, unknown> }
    /** Set by the console once it has taken the page over (src/main.tsx). */
    __consoleStarted?: boolean
    /** A form sent before that: held, and sent again by the console. */
    __heldSubmit?: HTMLFormElement
  }
}

// The prerendered sign-in page (issue 66) can be sent before the console's script has taken it over: held here,
// not posted, and sent again by the console once it has (src/main.tsx).
document.addEventListener(
  'submit',
  (event) => {
    if (window.__consoleStarted || !(event.target instanceof HTMLFormElement)) return
    event.preventDefault()
    window.__heldSubmit = event.target
  },
  true,
)

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

interface PageSession {
  token: EarlyAnswer
  /** The gateway's answers to this page's boot calls, by path (only those it answered with 200). */
  answers: Record<string, unknown> | null
}

/**
 * The identity token the page came with (the gateway writes it into index.html for a live session's cookie),
 * and the answers it wrote beside it; null: then the cookie is exchanged as usual (a page opened from another
 * site is sent without the SameSite=Strict cookie, so a page without a token does not mean there is no session).
 */
function sessionInPage(): PageSession | null {
  const block = document.getElementById(SESSION_BLOCK_ID)
  if (!block) return null
  block.remove()
  try {
    const { idToken, expiresIn, answers } = JSON.parse(block.textContent ?? '') as Record<string, unknown>
    if (typeof idToken !== 'string') return null
    const written = answers && typeof answers === 'object' ? (answers as Record<string, unknown>) : null
    if (typeof expiresIn === 'number') window.__pageSession = { idToken, expiresIn, answers: { ...written } }
    return { token: { status: 200, body: { idToken, expiresIn } }, answers: written }
  } catch {
    return null
  }
}

const inPage = sessionInPage()
const refresh = inPage ? Promise.resolve(inPage.token) : call(EARLY_PATHS.token, { method: 'POST' })
window.__earlyRefresh = refresh
window.__earlyAnswers = inPage?.answers ? Promise.resolve({ ...inPage.answers }) : askedAnswers()

async function askedAnswers(): Promise<Record<string, unknown>> {
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
}
