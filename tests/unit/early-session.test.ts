import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_ANSWERS_MAX_AGE_MS, takeEarlyAnswer } from '../../src/api/early-answers'
import { PATHS } from '../../src/domain/api-paths'
import { EARLY_PATHS } from '../../src/early-session'

it("index.html's early session calls ask the paths the console would", () => {
  expect(EARLY_PATHS.token).toBe(PATHS.identityToken)
  expect(EARLY_PATHS.user).toBe(PATHS.currentUser)
  expect(EARLY_PATHS.companyView('cmp a/b')).toBe(PATHS.companyView('cmp a/b'))
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
