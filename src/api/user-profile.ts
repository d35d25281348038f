import type { $Fetch } from 'ofetch'
import { create, object } from 'superstruct'
import { PATHS } from '../domain/api-paths'
import { UserProfile, type ProfileEdit } from '../domain/user-profile'
import { UserChallenge } from '../domain/tournament'

// A learner's or admin's profile page (/user_profile/{userId}): its read, its edit and a temporary password.

/**
 * The profile with the user's secure-code challenge beside it (001 §7 ctf v2 challenge): a challenge that
 * cannot be read leaves the profile whole and says so (null) on the Activity tab.
 */
export async function getUserProfile(api: $Fetch, companyId: string, userId: string): Promise<UserProfile> {
  const [profile, challenge] = await Promise.all([
    api(PATHS.userProfile(companyId, userId)),
    api(PATHS.userChallenge(companyId, userId)).then(
      (body) => create(body, object({ data: UserChallenge })).data,
      () => null,
    ),
  ])
  return { ...create(profile, UserProfile), secureCode: challenge }
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
