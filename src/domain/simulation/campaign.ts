// A phishing simulation campaign (000 §3 template attributes and campaign kinds, §4 audiences and recurrence, §9
// recurrence days and send hours, %url_tag%; 002 §2.9, §4): its kinds, audiences, schedule options, limits and
// messages, shared by the create flow and the gateway.

export const SIMULATION_STATUSES = ['QUEUED', 'IN_PROGRESS', 'ARCHIVED', 'SUSPENDED'] as const
export type SimulationStatus = (typeof SIMULATION_STATUSES)[number]
export const SIMULATION_STATUS_LABELS: Record<SimulationStatus, string> = {
  QUEUED: 'Queued',
  IN_PROGRESS: 'In progress',
  ARCHIVED: 'Archived',
  SUSPENDED: 'Suspended',
}

export const SIMULATION_KINDS = ['ONE_TIME', 'SMART'] as const
export type SimulationKind = (typeof SIMULATION_KINDS)[number]
export const SIMULATION_KIND_LABELS: Record<SimulationKind, string> = {
  ONE_TIME: 'One-time phishing',
  SMART: 'Smart phishing',
}

export const RECURRENCES = ['once', 'monthly', 'bimonthly', 'quarterly', 'half_yearly'] as const
export type Recurrence = (typeof RECURRENCES)[number]
export const RECURRENCE_LABELS: Record<Recurrence, string> = {
  once: 'Once',
  monthly: 'Monthly',
  bimonthly: 'Every two months',
  quarterly: 'Quarterly',
  half_yearly: 'Every six months',
}
/** 002 §9: smart campaigns run in rounds over 12 months. */
export const SMART_MONTHS = 12
export const ROUND_MONTHS: Record<Recurrence, number> = {
  once: SMART_MONTHS,
  monthly: 1,
  bimonthly: 2,
  quarterly: 3,
  half_yearly: 6,
}
export const roundsOf = (recurrence: Recurrence) =>
  recurrence === 'once' ? 1 : SMART_MONTHS / ROUND_MONTHS[recurrence]

/** 000 §9: send over the first 1, 2, 3, 4, 5 or 10 days of a round, or the entire round (0). */
export const SEND_DAY_OPTIONS = [1, 2, 3, 4, 5, 10, 0] as const
export const ENTIRE_ROUND = 0
/** A one-time campaign has no next round; "the entire round" spreads it over four weeks. */
export const ONE_TIME_ROUND_DAYS = 28
export const sendDaysLabel = (days: number) =>
  days === ENTIRE_ROUND ? 'The entire round' : days === 1 ? '1 day' : `${days} days`

/** 000 §9: send hours 12am to 11pm; the window opens at 9AM and closes at 5PM unless chosen otherwise. */
export const SEND_HOURS = Array.from({ length: 24 }, (_, hour) => hour)
export const DEFAULT_START_HOUR = 9
export const DEFAULT_END_HOUR = 17
export const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'am' : 'pm'}`

/** 000 §4 audience targeting modes. */
export const AUDIENCES = [
  'USERS_ALL',
  'USERS_SELECTED',
  'ONLY_ME',
  'USERS_FROM_DEPARTMENTS',
  'USERS_FROM_GROUPS',
  'CUSTOM_USERS',
] as const
export type Audience = (typeof AUDIENCES)[number]
export const AUDIENCE_LABELS: Record<Audience, string> = {
  USERS_ALL: 'All users',
  USERS_SELECTED: 'Selected users',
  ONLY_ME: 'Only me',
  USERS_FROM_DEPARTMENTS: 'Departments',
  USERS_FROM_GROUPS: 'Groups',
  CUSTOM_USERS: 'Custom users',
}

/** 000 §3 template attributes. */
export const SIMULATION_DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const
export const SIMULATION_CATEGORIES = ['CUSTOM', 'CORPORATE', 'CONSUMER'] as const
export type SimulationCategory = (typeof SIMULATION_CATEGORIES)[number]
export const PROVIDERS = { Other: 0, 'Office 365': 1, Google: 2 } as const
export const PROVIDER_LABELS: Record<number, string> = { 0: 'Other', 1: 'Office 365', 2: 'Google' }
/** 000 §9: the phishing link placeholder every simulation template must carry. */
export const URL_TAG = '%url_tag%'
export const hasUrlTag = (html: string) => html.includes(URL_TAG)

export const SIMULATION_NAME_MAX = 120
/** 000 §9: a custom range spans at most 366 days; a start further out is a typo, not a plan. */
export const MAX_START_DAYS = 366
export const SIMULATION_TEMPLATES_MAX = 10
/** 000 §9: the phishing report's defaults. */
export const SIMULATION_REPORT_PAGE_SIZE = 25
export const SIMULATION_LIST_PAGE_SIZE = 10

export const SIMULATION_TOASTS = {
  archived: 'Phishing campaign archived!',
  deleted: 'Phishing campaign deleted!',
  launched: 'Phishing campaign launched!',
  settingsSaved: 'Successfully updated!',
} as const

export interface SimulationPlanInput {
  kind: SimulationKind
  recurrence: Recurrence
  sendDays: number
  startHour: number
  endHour: number
  businessDaysOnly: boolean
  /** A calendar date (YYYY-MM-DD) in the admin's zone, or null: now. */
  startDate: string | null
}

export interface SimulationPayload extends SimulationPlanInput {
  name: string
  templateIds: string[]
  loginPageId: string | null
  audience: Audience
  departmentIds: string[]
  groupIds: string[]
  userIds: string[]
  /** CUSTOM_USERS: addresses of the company's users, pasted or typed. */
  emails: string[]
  /** The admin's zone: for recipients whose own zone is unknown, and for the start date. */
  timeZone: string
}

export interface FieldProblem {
  field: string
  message: string
}

export const SIMULATION_MESSAGES = {
  name: 'Please enter a campaign name.',
  nameLong: `The name can be at most ${SIMULATION_NAME_MAX} characters.`,
  templates: 'Please select at least one template.',
  templatesMax: `Please select at most ${SIMULATION_TEMPLATES_MAX} templates.`,
  recurrence:
    'One-time phishing runs once; smart phishing repeats monthly, every two months, quarterly or every six months.',
  sendDays: 'Please choose how many days each round sends.',
  hours: 'The send window is empty: the last hour must come after the first.',
  audience: 'Please choose who receives the campaign.',
  emptySelection: 'Please select at least one.',
  startPast: 'The start date cannot be in the past.',
  startFar: `The start date must be within ${MAX_START_DAYS} days from today.`,
  timeZone: 'Unknown time zone.',
  emptyAudience: 'Nobody would receive this campaign: the audience has no active users.',
  noUrlTag: `Template has no ${URL_TAG}: the mail would carry no link to track.`,
} as const
