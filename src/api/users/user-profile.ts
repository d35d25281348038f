import type { $Fetch } from 'ofetch'
import { create, object } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { UserProfile, type ProfileEdit } from '../../domain/user-profile'
import { UserChallenge } from '../../domain/tournament'
import { ExerciseUserResults } from '../../domain/exercise-user-results'

// A learner's or admin's profile page (/user_profile/{userId}): its read, its edit and a temporary password.

/**
 * The profile with the user's secure-code challenge (001 §7 ctf v2 challenge) and phishing exercise results
 * (002 §7 user/{userId}/results) beside it: either that cannot be read leaves the profile whole and says so
 * (null) on the Activity tab.
 */
export async function getUserProfile(api: $Fetch, companyId: string, userId: string): Promise<UserProfile> {
  const [profile, challenge, exercises] = await Promise.all([
    api(PATHS.userProfile(companyId, userId)),
    api(PATHS.userChallenge(companyId, userId)).then(
      (body) => create(body, object({ data: UserChallenge })).data,
      () => null,
    ),
    api(PATHS.exerciseUserResults(companyId, userId)).then(
      (body) => create(body, ExerciseUserResults).data.results,
      () => null,
    ),
  ])
  return { ...create(profile, UserProfile), secureCode: challenge, exerciseResults: exercises }
}

export async function updateUserProfile(
  api: $Fetch,
  companyId: string,
  userId: string,
  values: ProfileEdit,
): Promise<UserProfile> {
  return create(await api(PATHS.userById(companyId, userId), { method: 'PATCH', body: values }), UserProfile)
}

export async function setTemporaryPassword(
  api: $Fetch,
  companyId: string,
  userId: string,
  password: string,
): Promise<void> {
  await api(PATHS.userPassword(companyId, userId), { method: 'POST', body: { password } })
}
