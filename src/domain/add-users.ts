import { array, boolean, enums, object, optional, refine, size, string, type, type Infer } from 'superstruct'
import { fieldProblems, holds } from './field-problems'
import { DIRECTORY_IDS_MAX, idList } from './request-limits'
import { isEmail } from './login'

// The Add New Users drawer (000 §2, §3 "Add-user form", §4 "Add-users flow", §5 "Add by emails").

export const ADD_USERS_TEXTS = {
  departmentRequired: 'Please select or create a department.',
  emailsRequired: 'Enter one or more email addresses.',
  /** Ours: the spec says each must be a valid email; this names the offending ones. */
  // 000 §5 "Email": each chip is an address; one that is not gets the spec's message.
  emailsInvalid: 'This is not a valid email',
  emailsInUse: 'These emails are already in use.',
  subjectRequired: 'Please add subject.',
  added: (n: number) => `${n} user(s) successfully added`,
  addUsersOnly: 'Add users only',
  addAndBeginTraining: 'Add users and begin training',
  /** Ours: limits the spec does not give. */
  departmentTooLong: (max: number) => `Department names can be at most ${max} characters.`,
  tooManyEmails: (max: number) => `Add at most ${max} email addresses at a time.`,
} as const

export const DEPARTMENT_NAME_MAX = 100
export const INVITE_MAX_EMAILS = 1000
/** Ours: one invite (a CSV import) carries at most this many users, in one transaction. */
export const INVITE_PAYLOAD_MAX = 50_000

export type InviteRole = 'user' | 'admin'
export const ACCESS_LEVELS: readonly { value: InviteRole; label: string }[] = [
  { value: 'user', label: 'Learner' },
  { value: 'admin', label: 'Admin' },
]

/** A department or group named in the drawer: the known one of that name (any case), else a new one. */
export function withChoice(chosen: readonly Choice[], known: readonly Choice[], text: string): Choice[] {
  const label = text.trim()
  const same = (choice: Choice) => choice.label.toLowerCase() === label.toLowerCase()
  if (!label || chosen.some(same)) return [...chosen]
  return [...chosen, known.find(same) ?? { label, value: null }]
}

/** A department or group as the multi-select holds it: an existing id, or a name to create. */
export interface Choice {
  label: string
  value: string | null
}

/** Space, comma, semicolon or line breaks separate addresses (typed or pasted); duplicates collapse. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
}

export function addEmails(current: readonly string[], text: string): string[] {
  const seen = new Set(current)
  const next = [...current]
  for (const email of splitEmails(text))
    if (!seen.has(email)) {
      seen.add(email)
      next.push(email)
    }
  return next
}

export interface AddUsersFacts {
  hasAssignments: boolean
  hasActiveCampaign: boolean
  role: string
  isPartner: boolean
  ssoAvailable: boolean
}

/** The notification checkbox is forced on unless the company has no assignments and the role is admin. */
export function notificationForced(facts: AddUsersFacts): boolean {
  return !(facts.role === 'admin' && !facts.hasAssignments)
}

/** "Add users only" or "Add users and begin training": no assignments, no active campaign, admin or partner. */
export function offersBeginTraining(facts: AddUsersFacts): boolean {
  return !facts.hasAssignments && !facts.hasActiveCampaign && (facts.role === 'admin' || facts.isPartner)
}

export interface UsersStep {
  emails: string[]
  departments: Choice[]
}

const T = ADD_USERS_TEXTS

/** 000 §2 step 1: the addresses (none already in use, as the gateway said) and at least one department. */
export const usersStepRules = (inUse: readonly string[]) =>
  type({
    emails: refine(array(string()), 'emails', (emails) =>
      emails.length === 0
        ? T.emailsRequired
        : emails.length > INVITE_MAX_EMAILS
          ? T.tooManyEmails(INVITE_MAX_EMAILS)
          : emails.some((email) => !isEmail(email))
            ? T.emailsInvalid
            : inUse.length === 0 || T.emailsInUse,
    ),
    departments: refine(array(type({ label: string() })), 'departments', (departments) =>
      departments.length === 0
        ? T.departmentRequired
        : departments.every((department) => department.label.trim().length <= DEPARTMENT_NAME_MAX) ||
          T.departmentTooLong(DEPARTMENT_NAME_MAX),
    ),
  })

/** Step 1's messages, with the addresses already in use. */
export const usersStepFieldProblems = (values: UsersStep, inUse: readonly string[]) =>
  fieldProblems(usersStepRules(inUse), values) as Partial<Record<keyof UsersStep, string>>

export const isStepOneValid = (values: UsersStep) => holds(usersStepRules([]), values)

export function isStepTwoValid(values: { notification: boolean; subject: string }): boolean {
  return !values.notification || values.subject.trim() !== ''
}

export const DEFAULT_INVITE_SUBJECT = 'You have been invited to security-awareness training'
/** Ours: the sample announcement the hint box links to. */
export const SAMPLE_ANNOUNCEMENT =
  'Hi team, we are starting security-awareness training to help everyone spot phishing and keep our data safe. You will receive short lessons by email; please complete them by the due date.'

// POST api/v1/user/{companyId}/invite (000 §3 "User invite"). Departments and groups travel by name: the
// gateway finds or creates them, so a new department typed in the drawer is created with the invite.
export const InvitePayload = object({
  emails: size(
    array(
      object({
        email: size(string(), 3, 254),
        role: enums(['user', 'admin']),
        departments: size(array(size(string(), 1, DEPARTMENT_NAME_MAX)), 0, 100),
        groups: size(array(size(string(), 1, DEPARTMENT_NAME_MAX)), 0, 100),
        name: optional(size(string(), 0, 100)),
        lastName: optional(size(string(), 0, 100)),
      }),
    ),
    1,
    INVITE_PAYLOAD_MAX,
  ),
  company_id: string(),
  custom_message: size(string(), 0, 5000),
  custom_subject: size(string(), 0, 300),
  sso: boolean(),
  departments: idList(DIRECTORY_IDS_MAX),
  groups: idList(DIRECTORY_IDS_MAX),
  notificationsEnabled: boolean(),
})
export type InvitePayload = Infer<typeof InvitePayload>

export function invitePayloadOf(
  companyId: string,
  values: {
    emails: string[]
    departments: Choice[]
    groups: Choice[]
    role: InviteRole
    sso: boolean
    notification: boolean
    subject: string
    message: string
  },
): InvitePayload {
  const departments = values.departments.map((d) => d.label.trim())
  const groups = values.groups.map((g) => g.label.trim())
  return {
    emails: values.emails.map((email) => ({ email, role: values.role, departments, groups })),
    company_id: companyId,
    custom_message: values.message,
    custom_subject: values.subject.trim(),
    sso: values.sso,
    departments,
    groups,
    notificationsEnabled: values.notification,
  }
}
