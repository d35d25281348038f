import { expect, it } from 'vitest'
import { PATHS } from '../../src/domain/api-paths'
import { EARLY_PATHS } from '../../src/early-session'

it("index.html's early session calls ask the paths the console would", () => {
  expect(EARLY_PATHS.token).toBe(PATHS.identityToken)
  expect(EARLY_PATHS.user).toBe(PATHS.currentUser)
  expect(EARLY_PATHS.companyView('cmp a/b')).toBe(PATHS.companyView('cmp a/b'))
})
