import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  COMPANY_HINT_KEY,
  EARLY_ANSWERS_MAX_AGE_MS,
  forgetCompany,
  rememberCompany,
  takeEarlyAnswer,
} from '../../src/api/session/early-answers'
import { PATHS } from '../../src/domain/api-paths'
import { SESSION_BLOCK_ID as PAGE_BLOCK_ID } from '../../server/static'
import {
  COMPANY_HINT_KEY as EARLY_HINT_KEY,
  EARLY_LANDING,
  EARLY_PATHS,
  SESSION_BLOCK_ID,
} from '../../src/early-calls'

it("index.html's early session calls ask the paths the console would", () => {
  expect(EARLY_PATHS.token).toBe(PATHS.identityToken)
  expect(EARLY_PATHS.user).toBe(PATHS.currentUser)
  expect(EARLY_PATHS.companyView('cmp a/b')).toBe(PATHS.companyView('cmp a/b'))
  expect(EARLY_HINT_KEY).toBe(COMPANY_HINT_KEY)
  expect(SESSION_BLOCK_ID).toBe(PAGE_BLOCK_ID)
  expect(EARLY_LANDING['/home']!('cmp a/b')).toEqual(homeCalls('cmp a/b'))
})

/** /home's first data, as src/api/home/dashboard.ts asks it. */
const homeCalls = (companyId: string) => [
  PATHS.getStartedStatus(companyId),
  PATHS.trainingDashboard(companyId),
  PATHS.gamingDashboard(companyId),
  PATHS.exerciseDashboard(companyId),
  PATHS.simulationDashboard(companyId),
  PATHS.tournamentDashboard(companyId),
]

describe("the early calls' company guess", () => {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 })

  /** Runs index.html's first script afresh with a fetch that answers the user only when told to. */
  async function boot(userCompany: string) {
    const asked: string[] = []
    let answerUser = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path)
        if (path === PATHS.identityToken) return json({ idToken: 'id.token.here' })
        if (path === PATHS.currentUser)
          return new Promise<Response>((resolve) => {
            answerUser = () => resolve(json({ id: 'u1', company_id: userCompany }))
          })
        return json({ id: path })
      }),
    )
    vi.resetModules()
    await import('../../src/early-session')
    await vi.waitFor(() => expect(asked).toContain(PATHS.currentUser))
    const beforeUser = [...asked]
    answerUser()
    return { beforeUser, asked, answers: await window.__earlyAnswers! }
  }

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    forgetCompany()
    window.__earlyLanding = undefined
    window.history.replaceState(null, '', '/')
  })

  it("asks the last session's company beside the user, and keeps it when it is the user's", async () => {
    rememberCompany('cmp_a')
    const { beforeUser, asked, answers } = await boot('cmp_a')
    expect(beforeUser).toContain(PATHS.companyView('cmp_a'))
    expect(asked.filter((path) => path === PATHS.companyView('cmp_a'))).toHaveLength(1)
    expect(Object.keys(answers).sort()).toEqual([PATHS.companyView('cmp_a'), PATHS.currentUser].sort())
  })

  it("drops a wrong guess and asks the user's own company after the user", async () => {
    rememberCompany('cmp_a')
    const { beforeUser, answers } = await boot('cmp_b')
    expect(beforeUser).toContain(PATHS.companyView('cmp_a'))
    expect(beforeUser).not.toContain(PATHS.companyView('cmp_b'))
    expect(Object.keys(answers).sort()).toEqual([PATHS.companyView('cmp_b'), PATHS.currentUser].sort())
  })

  it("asks the landing's first data beside the user, and gives it only for the user's company", async () => {
    vi.spyOn(performance, 'now').mockReturnValue(1_000)
    window.history.replaceState(null, '', '/home')
    rememberCompany('cmp_a')
    const mine = await boot('cmp_a')
    for (const path of homeCalls('cmp_a')) expect(mine.beforeUser).toContain(path)
    expect(await takeEarlyAnswer(PATHS.getStartedStatus('cmp_a'))).toEqual({
      id: PATHS.getStartedStatus('cmp_a'),
    })
    // Taken once: a second ask goes to the gateway.
    expect(await takeEarlyAnswer(PATHS.getStartedStatus('cmp_a'))).toBeUndefined()

    rememberCompany('cmp_a')
    await boot('cmp_b')
    expect(await takeEarlyAnswer(PATHS.getStartedStatus('cmp_a'))).toBeUndefined()
    expect(await takeEarlyAnswer(PATHS.trainingDashboard('cmp_b'))).toBeUndefined()
  })

  it('asks no landing data on other pages', async () => {
    window.history.replaceState(null, '', '/users/all_users')
    rememberCompany('cmp_a')
    const { asked } = await boot('cmp_a')
    expect(asked.filter((path) => !path.startsWith('/customers/'))).toEqual([
      PATHS.identityToken,
      PATHS.currentUser,
    ])
  })

  it('takes the identity token the page came with instead of exchanging the cookie, and removes it', async () => {
    const block = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: SESSION_BLOCK_ID,
      textContent: JSON.stringify({ idToken: 'in.page.token', expiresIn: 300 }),
    })
    document.head.append(block)
    const { asked } = await boot('cmp_a')
    expect(asked).not.toContain(PATHS.identityToken)
    expect(await window.__earlyRefresh).toEqual({
      status: 200,
      body: { idToken: 'in.page.token', expiresIn: 300 },
    })
    expect(document.getElementById(SESSION_BLOCK_ID)).toBeNull()
  })

  it('takes the answers the page came with and asks nothing', async () => {
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path)
        return new Response('{}', { status: 200 })
      }),
    )
    vi.spyOn(performance, 'now').mockReturnValue(1_000)
    const written = {
      [PATHS.currentUser]: { id: 'u1', company_id: 'cmp_a' },
      [PATHS.companyView('cmp_a')]: { id: 'cmp_a' },
      [PATHS.trainingDashboard('cmp_a')]: { currentPeriod: null },
    }
    const block = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: SESSION_BLOCK_ID,
      textContent: JSON.stringify({ idToken: 'in.page.token', expiresIn: 300, answers: written }),
    })
    document.head.append(block)
    vi.resetModules()
    await import('../../src/early-session')
    expect(await window.__earlyRefresh).toEqual({
      status: 200,
      body: { idToken: 'in.page.token', expiresIn: 300 },
    })
    expect(await takeEarlyAnswer(PATHS.trainingDashboard('cmp_a'))).toEqual({ currentPeriod: null })
    expect(await takeEarlyAnswer(PATHS.currentUser)).toEqual({ id: 'u1', company_id: 'cmp_a' })
    expect(await takeEarlyAnswer(PATHS.companyView('cmp_a'))).toEqual({ id: 'cmp_a' })
    // Each once; a path the page did not answer (refused, or not a boot call) goes to the gateway.
    expect(await takeEarlyAnswer(PATHS.currentUser)).toBeUndefined()
    expect(await takeEarlyAnswer(PATHS.gamingDashboard('cmp_a'))).toBeUndefined()
    expect(asked).toEqual([])
  })

  it('exchanges the cookie when the page block is not a token', async () => {
    const block = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: SESSION_BLOCK_ID,
      textContent: '{"idToken": 42',
    })
    document.head.append(block)
    const { asked } = await boot('cmp_a')
    expect(asked[0]).toBe(PATHS.identityToken)
  })

  it('asks in turn without a guess (first load, or after a sign-out)', async () => {
    rememberCompany('cmp_a')
    forgetCompany()
    const { beforeUser, answers } = await boot('cmp_a')
    expect(beforeUser.some((path) => path.includes('/company/'))).toBe(false)
    expect(Object.keys(answers)).toContain(PATHS.companyView('cmp_a'))
  })
})

describe('early answers', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are taken once each, by path', async () => {
    window.__earlyAnswers = Promise.resolve({ [PATHS.currentUser]: { id: 'u1' } })
    vi.spyOn(performance, 'now').mockReturnValue(1_000)
    expect(await takeEarlyAnswer(PATHS.companyView('cmp_x'))).toBeUndefined()
    expect(await takeEarlyAnswer(PATHS.currentUser)).toEqual({ id: 'u1' })
    expect(await takeEarlyAnswer(PATHS.currentUser)).toBeUndefined()
  })

  it('are not used once the page has long started (a reload of the session asks afresh)', async () => {
    window.__earlyAnswers = Promise.resolve({ [PATHS.currentUser]: { id: 'u1' } })
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_ANSWERS_MAX_AGE_MS + 1)
    expect(await takeEarlyAnswer(PATHS.currentUser)).toBeUndefined()
    expect(window.__earlyAnswers).toBeUndefined()
  })
})
