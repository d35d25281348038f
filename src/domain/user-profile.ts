import {
  array,
  boolean,
  enums,
  nullable,
  object,
  optional,
  size,
  string,
  type,
  type Infer,
} from 'superstruct'
import { filled, text } from './field-problems'
import { isStrongPassword, PASSWORD_MESSAGES } from './password'
import { UserChallenge } from './tournament'
import { ExerciseUserResult } from './exercise-user-results'
import { formatDate } from './intl-format'

// /user_profile/{userId} (000 §1): edit, outstanding tasks (the default tab), completed tasks (staff other
// than admins are sent to outstanding tasks by the route table), password, activity.

export const PROFILE_TABS = [
  { id: 'outstanding_tasks', label: 'Outstanding tasks' },
  { id: 'completed_tasks', label: 'Completed tasks' },
  { id: 'edit', label: 'Edit' },
  { id: 'password', label: 'Password' },
  { id: 'activity', label: 'Activity' },
] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]['id']

export const PROFILE_TEXTS = {
  /** Ours: the spec names the tabs, not their messages. */
  saved: 'Profile has been updated',
  passwordSet: 'Temporary password set: the user changes it at the next sign-in',
  nameRequired: 'Please add the first name.',
  lastNameRequired: 'Please add the last name.',
  noOutstanding: 'No outstanding tasks',
  noCompleted: 'No completed tasks yet',
  noActivity: 'No activity yet',
  secureCodeTitle: 'Secure code tournaments',
  secureCodeFailed: 'Secure code results could not be read.',
  secureCodeTotal: (count: number, solved: number) =>
    `${count === 1 ? '1 tournament' : `${count} tournaments`}, ${solved === 1 ? '1 challenge' : `${solved} challenges`} solved`,
  secureCodeRow: (solved: number | null, of: number, status: 'SCHEDULED' | 'IN_PROGRESS' | 'ENDED') =>
    status === 'SCHEDULED'
      ? `Scheduled: ${of} challenges`
      : solved === null
        ? `Not played yet (${of} challenges)`
        : `${solved} of ${of} challenges solved${status === 'IN_PROGRESS' ? ' so far' : ''}`,
} as const

export const ProfileTask = object({
  id: string(),
  kind: string(),
  title: string(),
  status: enums(['not_started', 'in_progress', 'completed']),
  dueAt: nullable(string()),
  completedAt: nullable(string()),
})
export type ProfileTask = Infer<typeof ProfileTask>

export const UserProfile = object({
  id: string(),
  email: string(),
  name: string(),
  lastName: string(),
  role: string(),
  departments: array(string()),
  groups: array(string()),
  emailVerified: boolean(),
  disabled: boolean(),
  createdAt: string(),
  lastLoginAt: nullable(string()),
  outstanding: array(ProfileTask),
  completed: array(ProfileTask),
  activity: array(object({ at: string(), text: string() })),
  /** Read beside the profile: their secure-code tournaments; null when it could not be read. */
  secureCode: optional(nullable(UserChallenge)),
  /** Read beside the profile: their phishing exercises; null when they could not be read. */
  exerciseResults: optional(nullable(array(ExerciseUserResult))),
})
export type UserProfile = Infer<typeof UserProfile>

export interface ProfileEdit {
  name: string
  lastName: string
  role: 'user' | 'admin'
  /** Names, as the add-users drawer takes them: a name the company has not used yet creates it (ours). */
  departments: string[]
  groups: string[]
}

const MembershipNames = size(array(size(string(), 1, 100)), 0, 50)

export const ProfileEditPayload = object({
  name: size(string(), 1, 100),
  lastName: size(string(), 1, 100),
  role: enums(['user', 'admin']),
  // Absent: memberships stay as they are.
  departments: optional(MembershipNames),
  groups: optional(MembershipNames),
})

/** The form's starting values: what the profile says now. */
export function profileEditOf(profile: UserProfile): ProfileEdit {
  return {
    name: profile.name,
    lastName: profile.lastName,
    role: profile.role === 'admin' ? 'admin' : 'user',
    departments: profile.departments,
    groups: profile.groups,
  }
}

/** Where the user stands, in words; "Never" for someone who has not signed in (issue 24). */
export function lastSignInText(lastLoginAt: string | null): string {
  if (!lastLoginAt) return 'Never'
  return formatDate(lastLoginAt, 'en-US', { dateStyle: 'medium', timeStyle: 'short' })
}

/** A user's name and last name, both required (002 §2.2). */
export const ProfileEditForm = type({
  name: text(filled(PROFILE_TEXTS.nameRequired)),
  lastName: text(filled(PROFILE_TEXTS.lastNameRequired)),
})

export function temporaryPasswordError(password: string): string | null {
  if (!password) return PASSWORD_MESSAGES.required
  return isStrongPassword(password) ? null : PASSWORD_MESSAGES.weak
}

export const TASK_KIND_LABELS: Record<string, string> = {
  training: 'Training',
  gaming: 'Gaming',
  policy: 'Policy',
  monthlyVideo: 'Monthly video',
}

export const ROLE_LABELS: Record<string, string> = { user: 'Learner', admin: 'Admin' }
