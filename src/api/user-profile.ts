import type { $Fetch } from 'ofetch'
import { create } from 'superstruct'
import { PATHS } from '../domain/api-paths'
import { UserProfile, type ProfileEdit } from '../domain/user-profile'

// A learner's or admin's profile page (/user_profile/{userId}): its read, its edit and a temporary password.

export async function getUserProfile(api: $Fetch, companyId: string, userId: string): Promise<UserProfile> {
  return create(await api(PATHS.userProfile(companyId, userId)), UserProfile)
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
