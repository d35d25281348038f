import { Temporal } from 'temporal-polyfill'
import { isTimeZone } from './exercise-campaign'
import { array, enums, nullable, number, object, refine, string, type, type Infer } from 'superstruct'
import { fieldProblems, text } from './field-problems'

// The developer (secure-code) tournament's setup (000 §3 "Scheduling form", §5 "Scheduling"; 002 §2.1, §2.11,
// §3 "Calendar, tournament and dashboard", §7 "Tournament", §9). The form is the spec's scheduling form; its
// rules serve the dialog and the gateway alike.

export const TOURNAMENT = {
  /** A tournament score is out of 6: six challenges at most. */
  maxChallenges: 6,
  /** 002 §9: ?modal=secureCodeTournament opens the setup after 1.5 s. */
  modalDelayMs: 1500,
  /** Durations offered, in days (the spec does not list them). */
  durations: [1, 2, 3, 5, 7] as const,
  defaultDuration: 3,
} as const

export const SCHEDULING_TEXTS = {
  invalidDate: 'The date must be valid',
  pastDate: 'The date must be in the future',
  dateRequired: 'Please select date and time',
  timezoneRequired: 'Please select timezone',
  departmentsRequired: 'Please select departments',
  groupsRequired: 'Please select groups',
  durationRequired: 'Please select the duration',
  challengesRequired: `Please select 1 to ${TOURNAMENT.maxChallenges} challenges`,
} as const

export const TOURNAMENT_TEXTS = {
  title: 'Secure Code Tournament',
  intro: 'Developers solve secure-coding challenges against the clock; each solved challenge scores a point.',
  submit: 'Schedule Tournament',
  scheduled: 'The Dev Tournament has been scheduled.',
  noLearners: 'No users match this selection. Choose departments or groups with users in them.',
  cancelInProgress: 'The Dev Tournament is in progress and cannot be canceled.',
  cancelled: 'The Dev Tournament has been successfully canceled.',
  /** 002 §8 "Successes". */
  updated: 'Successfully updated!',
  submitChange: 'Save Changes',
  /** Ours, beside the spec's cancel message: PATCH refused with 'precondition failed'. */
  changeStarted: 'The Dev Tournament has started and can no longer be changed.',
} as const

export const ASSIGNMENT_TYPES = ['ALL_USERS', 'DEPARTMENTS', 'GROUPS'] as const
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number]
export const ASSIGNMENT_LABELS: Record<AssignmentType, string> = {
  ALL_USERS: 'All users',
  DEPARTMENTS: 'Departments',
  GROUPS: 'Groups',
}

export interface TournamentForm {
  duration: number
  challengesCount: number
  /** As a datetime-local input holds it: YYYY-MM-DDTHH:mm, in `timezone`. */
  startDate: string
  timezone: string
  assignmentType: AssignmentType
  departments: string[]
  groups: string[]
}

export interface TournamentOption {
  id: string
  name: string
}

/** What the setup offers: the zone list and the company's departments and groups. */
export interface TournamentOptions {
  timezones: string[]
  departments: TournamentOption[]
  groups: TournamentOption[]
}

/** What the setup loads: the options, and the tournament's own form when one is being changed. */
export interface TournamentSetupLoad extends TournamentOptions {
  form: TournamentForm | null
}

export type TournamentErrors = Partial<Record<keyof TournamentForm, string>>

/** 002 §9: the standard zone list, with the Kiev zone under its current name. */
export const normaliseZone = (zone: string) => (zone === 'Europe/Kiev' ? 'Europe/Kyiv' : zone)

/** A zone Temporal knows (one check for the campaign wizard and the tournament). */
export const isZone = (zone: string) => isTimeZone(zone)

export function emptyTournamentForm(zone: string): TournamentForm {
  return {
    duration: TOURNAMENT.defaultDuration,
    challengesCount: TOURNAMENT.maxChallenges,
    startDate: '',
    timezone: isZone(zone) ? normaliseZone(zone) : '',
    assignmentType: 'ALL_USERS',
    departments: [],
    groups: [],
  }
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/** A date and time as a datetime-local input holds it, and one the calendar has (no 31 February). */
function validLocalDate(value: string): boolean {
  if (!LOCAL_DATE_TIME.test(value)) return false
  try {
    Temporal.PlainDateTime.from(value, { overflow: 'reject' })
    return true
  } catch {
    return false
  }
}

/** The start as an instant, or null when the date or the zone cannot make one. */
export function startInstant(form: Pick<TournamentForm, 'startDate' | 'timezone'>): Temporal.Instant | null {
  if (!validLocalDate(form.startDate) || !isZone(form.timezone)) return null
  return Temporal.PlainDateTime.from(form.startDate).toZonedDateTime(form.timezone).toInstant()
}

const S = SCHEDULING_TEXTS

/** 000 §5 "Scheduling": the form's rules at `now` (a start must be after it), with the spec's messages. */
export const tournamentRules = (now: Temporal.Instant) =>
  refine(
    type({
      duration: refine(
        number(),
        'duration',
        (duration) => (TOURNAMENT.durations as readonly number[]).includes(duration) || S.durationRequired,
      ),
      challengesCount: refine(
        number(),
        'challenges',
        (count) =>
          (Number.isInteger(count) && count >= 1 && count <= TOURNAMENT.maxChallenges) ||
          S.challengesRequired,
      ),
      timezone: text([(zone) => zone !== '' && isZone(zone), S.timezoneRequired]),
      // Untrimmed: what the datetime-local input holds is what the start is made of.
      startDate: refine(string(), 'startDate', (value) =>
        value.trim() === '' ? S.dateRequired : validLocalDate(value) || S.invalidDate,
      ),
      assignmentType: string(),
      departments: array(string()),
      groups: array(string()),
    }),
    'whenAndWho',
    (form) => {
      const start = startInstant(form)
      return [
        ...(start && Temporal.Instant.compare(start, now) <= 0
          ? [{ path: ['startDate'], message: S.pastDate }]
          : []),
        ...(form.assignmentType === 'DEPARTMENTS' && form.departments.length === 0
          ? [{ path: ['departments'], message: S.departmentsRequired }]
          : []),
        ...(form.assignmentType === 'GROUPS' && form.groups.length === 0
          ? [{ path: ['groups'], message: S.groupsRequired }]
          : []),
      ]
    },
  )

/** Each field's first message at `now`; checked by the form, its guard and the gateway. */
export const tournamentFieldProblems = (form: TournamentForm, now: Temporal.Instant): TournamentErrors =>
  fieldProblems(tournamentRules(now), form)

/**
 * POST ctf/api/v1/company/{companyId}/challenges/tournament: the form's fields, with startDate as an ISO instant
 * (the zone kept beside it) and only the chosen kind of target.
 */
export type TournamentPayload = TournamentForm

export function tournamentPayload(form: TournamentForm): TournamentPayload {
  return {
    duration: form.duration,
    challengesCount: form.challengesCount,
    startDate: startInstant(form)?.toString() ?? '',
    timezone: form.timezone,
    assignmentType: form.assignmentType,
    departments: form.assignmentType === 'DEPARTMENTS' ? form.departments : [],
    groups: form.assignmentType === 'GROUPS' ? form.groups : [],
  }
}

/** The gateway's reading of a payload: the form it stands for, or the first problem with it. */
export function payloadForm(payload: TournamentPayload): TournamentForm | null {
  let start: Temporal.Instant
  try {
    start = Temporal.Instant.from(payload.startDate)
  } catch {
    return null
  }
  // An unknown zone stays in the form (its rule refuses it); the date is read in UTC meanwhile.
  const zone = isZone(payload.timezone) ? payload.timezone : 'UTC'
  return {
    duration: payload.duration,
    challengesCount: payload.challengesCount,
    startDate: start.toZonedDateTimeISO(zone).toPlainDateTime().toString({ smallestUnit: 'minute' }),
    timezone: payload.timezone,
    assignmentType: payload.assignmentType,
    departments: payload.departments,
    groups: payload.groups,
  }
}

export type TournamentStatus = 'SCHEDULED' | 'IN_PROGRESS' | 'ENDED'

export function tournamentStatus(startAt: Date, endAt: Date, now: Date): TournamentStatus {
  if (now < startAt) return 'SCHEDULED'
  return now < endAt ? 'IN_PROGRESS' : 'ENDED'
}

/** GET /ctf/api/v2/company/{companyId}/users/{userId}/challenge (001 §7; the shape is ours). */
export const UserChallenge = object({
  userId: string(),
  /** Challenges solved over every tournament listed. */
  solved: number(),
  tournaments: array(
    object({
      id: string(),
      status: enums(['SCHEDULED', 'IN_PROGRESS', 'ENDED']),
      startAt: string(),
      endAt: string(),
      challengesCount: number(),
      solved: nullable(number()),
    }),
  ),
})
export type UserChallenge = Infer<typeof UserChallenge>

/** A tournament as the developer area lists it (002 §6 "Tournament"). */
export const TournamentRow = object({
  id: string(),
  status: enums(['SCHEDULED', 'IN_PROGRESS', 'ENDED']),
  startAt: string(),
  endAt: string(),
  assignedUsers: number(),
  challengesCount: number(),
  statistic: object({ averageScore: number(), maxScore: number() }),
})
export type TournamentRow = Infer<typeof TournamentRow>
export const TournamentList = object({ data: array(TournamentRow) })

/** GET tournament/{id}: one tournament with what its setup holds (the setup form reads it to change it). */
export const TournamentDetail = object({
  data: object({
    id: string(),
    status: enums(['SCHEDULED', 'IN_PROGRESS', 'ENDED']),
    startAt: string(),
    endAt: string(),
    timezone: string(),
    duration: number(),
    challengesCount: number(),
    assignmentType: enums(ASSIGNMENT_TYPES),
    departments: array(string()),
    groups: array(string()),
    assignedUsers: number(),
    statistic: object({ averageScore: number(), maxScore: number() }),
    maxChallenges: number(),
  }),
})
export type TournamentDetail = Infer<typeof TournamentDetail>['data']

/** The setup form a tournament was scheduled with: its start shown in its own zone. */
export function formOfTournament(detail: TournamentDetail): TournamentForm {
  return (
    payloadForm({
      duration: detail.duration,
      challengesCount: detail.challengesCount,
      startDate: detail.startAt,
      timezone: detail.timezone,
      assignmentType: detail.assignmentType,
      departments: detail.departments,
      groups: detail.groups,
    }) ?? emptyTournamentForm(detail.timezone)
  )
}

/** 002 §6: the count of users per number solved (0 to 6), plus totalUsers (who has played). */
export const TournamentStatistics = object({
  data: object({ solved: array(number()), totalUsers: number(), assignedUsers: number() }),
})
export type TournamentStatistics = Infer<typeof TournamentStatistics>['data']

export const TournamentUsersPage = object({
  data: object({
    items: array(
      object({ userId: string(), fullName: string(), email: string(), solved: nullable(number()) }),
    ),
    pageInfo: object({ totalCount: number(), pageNumber: number(), pageSize: number() }),
  }),
})
export type TournamentUsersPage = Infer<typeof TournamentUsersPage>['data']
export const TOURNAMENT_USERS_PAGE_SIZE = 25
