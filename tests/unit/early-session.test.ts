import { expect, it } from 'vitest'
import { PATHS } from '../../src/domain/api-paths'
import { EARLY_TOKEN_PATH } from '../../src/early-session'

it("index.html's early session call asks the identity path the provider would", () => {
  expect(EARLY_TOKEN_PATH).toBe(PATHS.identityToken)
})
