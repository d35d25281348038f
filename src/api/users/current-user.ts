import { create } from 'superstruct'
import { takeEarlyAnswer } from '../session/early-answers'
import { SIGN_IN_PATHS } from '../../domain/sign-in-paths'
import { SessionUser } from '../../domain/session-user'
import type { JsonCall } from '../json-call'

/** GET /api/v1/user: who is signed in, asked now (the sign-in flows, just signed in). */
export async function fetchCurrentUser(api: JsonCall): Promise<SessionUser> {
  return create(await api(SIGN_IN_PATHS.currentUser), SessionUser)
}

/** Who is signed in: the boot's early answer when the page started with one, else asked. */
export async function getCurrentUser(api: JsonCall): Promise<SessionUser> {
  const early = await takeEarlyAnswer(SIGN_IN_PATHS.currentUser)
  return early === undefined ? fetchCurrentUser(api) : create(early, SessionUser)
}
