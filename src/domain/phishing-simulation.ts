import { Temporal } from 'temporal-polyfill'
import { todayIn } from './today'
import { formatPlainDate, isTimeZone } from './exercise-campaign'

// Phishing simulation (000 §3 template attributes and campaign kinds, §4 audiences and recurrence, §9 recurrence
// days and send hours, %url_tag%; 002 §2.9, §3 "Phishing simulation and sharing", §4, §7): the campaign's rules
// and the send planner, shared by the create flow (its review shows the flight plan) and the gateway (which
// plans the same times and refuses what the flow would not send).

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

/** What the gateway checks on arrival, at the moment `now`. */
export const simulationProblems = (payload: SimulationPayload, now: Date): FieldProblem[] =>
  simulationProblemsOn(payload, isTimeZone(payload.timeZone) ? todayIn(payload.timeZone, now) : null)

/**
 * What the create flow checks before Launch, and the gateway again on arrival: `today` is the date in the
 * payload's zone (null when the zone is unknown), so a machine takes its clock as input.
 */
export function simulationProblemsOn(payload: SimulationPayload, todayText: string | null): FieldProblem[] {
  const problems: FieldProblem[] = []
  const name = payload.name.trim()
  if (name === '') problems.push({ field: 'name', message: SIMULATION_MESSAGES.name })
  else if (name.length > SIMULATION_NAME_MAX)
    problems.push({ field: 'name', message: SIMULATION_MESSAGES.nameLong })
  if (payload.templateIds.length === 0)
    problems.push({ field: 'templateIds', message: SIMULATION_MESSAGES.templates })
  if (payload.templateIds.length > SIMULATION_TEMPLATES_MAX)
    problems.push({ field: 'templateIds', message: SIMULATION_MESSAGES.templatesMax })
  if ((payload.kind === 'ONE_TIME') !== (payload.recurrence === 'once'))
    problems.push({ field: 'recurrence', message: SIMULATION_MESSAGES.recurrence })
  if (!(SEND_DAY_OPTIONS as readonly number[]).includes(payload.sendDays))
    problems.push({ field: 'sendDays', message: SIMULATION_MESSAGES.sendDays })
  if (!isHour(payload.startHour) || !isHour(payload.endHour) || payload.endHour <= payload.startHour)
    problems.push({ field: 'endHour', message: SIMULATION_MESSAGES.hours })
  const selection = selectionOf(payload)
  if (selection && selection.ids.length === 0)
    problems.push({ field: selection.field, message: SIMULATION_MESSAGES.emptySelection })
  const zoneKnown = isTimeZone(payload.timeZone)
  if (!zoneKnown) problems.push({ field: 'timeZone', message: SIMULATION_MESSAGES.timeZone })
  if (payload.startDate !== null) {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(payload.startDate) ? plainDate(payload.startDate) : null
    const today = zoneKnown && todayText ? Temporal.PlainDate.from(todayText) : null
    if (!date || (today && Temporal.PlainDate.compare(date, today) < 0))
      problems.push({ field: 'startDate', message: SIMULATION_MESSAGES.startPast })
    else if (today && Temporal.PlainDate.compare(date, today.add({ days: MAX_START_DAYS })) > 0)
      problems.push({ field: 'startDate', message: SIMULATION_MESSAGES.startFar })
  }
  return problems
}

const isHour = (hour: number) => Number.isInteger(hour) && hour >= 0 && hour <= 23

function plainDate(text: string) {
  try {
    return Temporal.PlainDate.from(text, { overflow: 'reject' })
  } catch {
    return null
  }
}

export function selectionOf(
  payload: Pick<SimulationPayload, 'audience' | 'departmentIds' | 'groupIds' | 'userIds' | 'emails'>,
) {
  switch (payload.audience) {
    case 'USERS_SELECTED':
      return { field: 'userIds', ids: payload.userIds }
    case 'USERS_FROM_DEPARTMENTS':
      return { field: 'departmentIds', ids: payload.departmentIds }
    case 'USERS_FROM_GROUPS':
      return { field: 'groupIds', ids: payload.groupIds }
    case 'CUSTOM_USERS':
      return { field: 'emails', ids: payload.emails }
    default:
      return null
  }
}

// ---------------------------------------------------------------------------------------------------------
// A round's dates, as the gateway plans it and the review shows it (the planner is server/simulation/send-planner.ts).

export interface RoundWindow {
  roundNumber: number
  /** The round's first calendar date (admin's zone; the same date in each recipient's zone). */
  startDate: string
  /** The next round's first date, or the end of a one-time campaign's round. */
  endDate: string
}

/** A planned instant as the recipient reads it: "Tue, Dec 1, 9:17 AM (Europe/Kyiv)". */
export function localTime(epochMs: number, zone: string): string {
  const text = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(epochMs))
  return `${text} (${zoneLabel(zone)})`
}

/** ARCHITECTURE §7: Kiev is shown as Kyiv. */
export const zoneLabel = (zone: string) => (zone === 'Europe/Kiev' ? 'Europe/Kyiv' : zone)

// ---------------------------------------------------------------------------------------------------------
// Outcomes. Ours, as the spec names the statistic (reported, phished, total) and an average score but not how
// the score is made: a recipient who reported without falling for it scores 100, one who ignored it 70, one who
// fell for it and then reported 30, one who fell for it 0. Scanner events never count.

export const SIMULATION_EVENTS = ['sent', 'opened', 'clicked', 'phished', 'reported'] as const
export type SimulationEvent = (typeof SIMULATION_EVENTS)[number]
export const SIMULATION_EVENT_LABELS: Record<SimulationEvent, string> = {
  sent: 'Sent',
  opened: 'Opened',
  clicked: 'Clicked',
  phished: 'Phished',
  reported: 'Reported',
}

export function recipientScore(outcome: { phished: boolean; reported: boolean }): number {
  if (outcome.reported) return outcome.phished ? 30 : 100
  return outcome.phished ? 0 : 70
}

export const SIMULATION_SCORE_HELP =
  'A recipient who reported the mail without falling for it scores 100, one who ignored it 70, one who clicked or submitted and then reported 30, one who clicked or submitted 0. Clicks by mail security scanners never count.'

// ---------------------------------------------------------------------------------------------------------
// Scanner clicks. Mail security gateways fetch every link before the person does. A click counts as a person's
// only when the landing page's own script confirms it, from an ordinary browser, more than a few seconds after
// the mail was handed over; everything else is kept apart as a scanner event.

/** A confirmation sooner than this after the mail left is a sandbox opening it, not a person reading it. */
export const FAST_CLICK_SECONDS = 10

export type ScannerReason = 'head' | 'prefetch' | 'agent' | 'fast' | 'no-script'
export const SCANNER_REASON_LABELS: Record<ScannerReason, string> = {
  head: 'Link checked without opening it (HEAD request)',
  prefetch: 'Link prefetched',
  agent: 'Known mail security scanner',
  fast: `Opened within ${FAST_CLICK_SECONDS} seconds of delivery`,
  'no-script': 'Page fetched but never shown in a browser',
}

/** The login pages a campaign can put behind its link (GET /phishing/api/v1/login_pages). */
export const LOGIN_PAGES = [
  { id: 'lp_microsoft', name: 'Microsoft 365 sign-in', brand: 'Microsoft', provider: 1 },
  { id: 'lp_google', name: 'Google account sign-in', brand: 'Google', provider: 2 },
  { id: 'lp_portal', name: 'Company portal sign-in', brand: 'Company portal', provider: 0 },
  { id: 'lp_parcel', name: 'Parcel delivery confirmation', brand: 'Parcel tracking', provider: 0 },
] as const
export type LoginPageId = (typeof LOGIN_PAGES)[number]['id']
export const loginPageOf = (id: string | null) => LOGIN_PAGES.find((page) => page.id === id) ?? null

/** 001 §9: the landing page's title (English; other languages use it until worded). */
export const LANDING_TITLE = 'Oops! You clicked.'
export const LANDING_TEXTS = {
  title: LANDING_TITLE,
  lead: 'This was a phishing simulation run by your organisation. Nothing was stolen and nothing you typed was kept.',
  signs: 'Next time, look for these signs before you click:',
  tips: [
    'The sender’s address does not match the company it claims to be.',
    'The message pushes you to act fast or threatens a loss.',
    'The link’s real address (hover over it) goes somewhere unexpected.',
    'It asks you to sign in or enter details from a link in a mail.',
  ],
  report: 'When in doubt, use your mail’s report button: reporting a phish protects your colleagues too.',
} as const

// ---------------------------------------------------------------------------------------------------------
// What the gateway answers (002 §3 "Phishing simulation and sharing", plus ours where the spec shows no shape).

export interface SimulationStatistic {
  reportedCount: number
  phishedCount: number
  totalCount: number
}

export interface SimulationCard {
  id: string
  name: string
  status: SimulationStatus
  kind: SimulationKind
  recurrence: Recurrence
  /** When the first round opens (startAt) and when its first mail went out (startedAt, null before). */
  startAt: string
  startedAt: string | null
  archivedAt: string | null
  roundNumber: number
  roundsTotal: number
  statistic: SimulationStatistic
  /** Recipients of the current round, and everyone the campaign has mailed so far. */
  assignedUsers: number
  usersCount: number
  averageScore: number | null
}

/** 002 §2.9: Open is disabled when the campaign is not active or has not started. */
export const canOpenSimulation = (card: Pick<SimulationCard, 'status' | 'startedAt'>) =>
  card.status !== 'ARCHIVED' && card.status !== 'SUSPENDED' && card.startedAt !== null

export type DeliveryState = 'planned' | 'mailed' | 'sent' | 'failed' | 'cancelled'

export interface SimulationRecipientRow {
  id: string
  userId: string
  fullName: string
  email: string
  roundNumber: number
  templateName: string
  zone: string
  zoneKnown: boolean
  plannedAt: string
  state: DeliveryState
  sentAt: string | null
  openedAt: string | null
  clickedAt: string | null
  phishedAt: string | null
  reportedAt: string | null
  scannerEvents: number
  failure: string | null
}

export interface SimulationFunnel {
  planned: number
  sent: number
  opened: number
  clicked: number
  phished: number
  reported: number
  failed: number
}

export interface SimulationOverview {
  campaign: SimulationCard & {
    sendDays: number
    startHour: number
    endHour: number
    businessDaysOnly: boolean
    nextRoundAt: string | null
    loginPage: string | null
  }
  funnel: SimulationFunnel
  scanner: { events: number; recipients: number; byReason: Partial<Record<ScannerReason, number>> }
  rounds: (SimulationFunnel & { roundNumber: number })[]
  timeline: { date: string; opened: number; clicked: number; phished: number; reported: number }[]
  /** The report filters' choices: the departments and groups of the campaign's recipients. */
  filters: { departments: { id: string; name: string }[]; groups: { id: string; name: string }[] }
}

/** "Why hasn't this been sent yet?" (issue 25 ★), answered from the scheduler's own state. */
export function whyNotSent(
  row: Pick<SimulationRecipientRow, 'state' | 'plannedAt' | 'zone' | 'zoneKnown' | 'failure'>,
  campaign: { startHour: number; endHour: number; businessDaysOnly: boolean },
  retry: { attempts: number; nextAttemptAt: string | null } | null,
  now: Date,
): string | null {
  const window = `${hourLabel(campaign.startHour)}–${hourLabel(campaign.endHour)}${campaign.businessDaysOnly ? ' on business days' : ''}`
  const zone = row.zoneKnown
    ? `their zone, ${row.zone}`
    : `${row.zone} (the company's zone: theirs is not known)`
  switch (row.state) {
    case 'planned':
      return Date.parse(row.plannedAt) > now.getTime()
        ? `Waiting for its send time, ${localTime(Date.parse(row.plannedAt), row.zone)}: inside the send window (${window}) in ${zone}.`
        : 'Due now: the scheduler sends it within a minute.'
    case 'mailed':
      return retry && retry.attempts > 0 && row.failure
        ? `The mail server has not accepted it yet: attempt ${retry.attempts} failed (${row.failure})${retry.nextAttemptAt ? `; next attempt ${localTime(Date.parse(retry.nextAttemptAt), row.zone)}` : ''}.`
        : 'Handed to the mail relay: waiting for the mail server to accept it.'
    case 'failed':
      return `Not sent: ${row.failure ?? 'the mail server refused it.'}`
    case 'cancelled':
      return 'Not sent: the campaign was completed before its send time.'
    default:
      return null
  }
}

// ---------------------------------------------------------------------------------------------------------
// The create flow's draft (issue 25): kind → templates and login page → audience → name and schedule → review.

export const SIMULATION_CREATE_STEPS = ['Kind', 'Templates', 'Audience', 'Schedule', 'Review'] as const

export type SimulationDraft = Omit<SimulationPayload, 'timeZone'>

export const DEFAULT_SMART_RECURRENCE: Recurrence = 'monthly'

/** A name to start from, as the exercise wizard gives one (issue 61 item 11): the admin may keep or change it. */
export const defaultSimulationName = (today: string) => `Phishing Simulation ${formatPlainDate(today)}`

export const emptyDraft = (name = ''): SimulationDraft => ({
  name,
  kind: 'ONE_TIME',
  recurrence: 'once',
  sendDays: 3,
  startHour: DEFAULT_START_HOUR,
  endHour: DEFAULT_END_HOUR,
  businessDaysOnly: true,
  startDate: null,
  templateIds: [],
  loginPageId: null,
  audience: 'USERS_ALL',
  departmentIds: [],
  groupIds: [],
  userIds: [],
  emails: [],
})

/** Choosing a kind keeps the recurrence consistent with it (one-time runs once; smart repeats). */
export const withKind = (draft: SimulationDraft, kind: SimulationKind): SimulationDraft => ({
  ...draft,
  kind,
  recurrence:
    kind === 'ONE_TIME' ? 'once' : draft.recurrence === 'once' ? DEFAULT_SMART_RECURRENCE : draft.recurrence,
})

export const toggleTemplate = (ids: readonly string[], id: string): string[] =>
  ids.includes(id)
    ? ids.filter((other) => other !== id)
    : ids.length >= SIMULATION_TEMPLATES_MAX
      ? [...ids]
      : [...ids, id]

/** Pasted or typed addresses: one per line, comma or space; lower-cased, without repeats. */
export const parseEmails = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part !== ''),
  ),
]

const STEP_FIELDS: Record<number, readonly string[]> = {
  1: ['templateIds', 'loginPageId'],
  2: ['userIds', 'departmentIds', 'groupIds', 'emails', 'audience'],
  3: ['name', 'recurrence', 'sendDays', 'endHour', 'startDate'],
}

/** The problems that hold one step back (the same rules the gateway checks on launch). */
export function stepProblems(
  step: number,
  draft: SimulationDraft,
  timeZone: string,
  today: string,
): FieldProblem[] {
  const fields = STEP_FIELDS[step]
  if (!fields) return []
  return simulationProblemsOn({ ...draft, timeZone }, today).filter((problem) =>
    fields.includes(problem.field),
  )
}

/** A template as the preview shows it: a sample first name, and the link going nowhere. */
export const previewHtml = (html: string) => html.split('{{firstName}}').join('Alex').split(URL_TAG).join('#')

const TYPED_FIELDS: Record<number, readonly (keyof SimulationDraft)[]> = {
  1: ['loginPageId'],
  2: ['audience', 'departmentIds', 'groupIds', 'emails'],
  3: ['name', 'recurrence', 'sendDays', 'startHour', 'endHour', 'businessDaysOnly', 'startDate'],
}
const SELECTION_AUDIENCE: Partial<Record<keyof SimulationDraft, Audience>> = {
  departmentIds: 'USERS_FROM_DEPARTMENTS',
  groupIds: 'USERS_FROM_GROUPS',
  emails: 'CUSTOM_USERS',
}

/** A typed change belongs to the step on screen, and a selection to the audience that shows it. */
export function patchFitsStep(
  step: number,
  draft: SimulationDraft,
  patch: Partial<SimulationDraft>,
): boolean {
  const keys = Object.keys(patch) as (keyof SimulationDraft)[]
  const allowed = TYPED_FIELDS[step] ?? []
  return (
    keys.length > 0 &&
    keys.every((key) => allowed.includes(key)) &&
    keys.every((key) => {
      const audience = SELECTION_AUDIENCE[key]
      return !audience || (patch.audience ?? draft.audience) === audience
    }) &&
    (!('recurrence' in patch) || draft.kind === 'SMART')
  )
}

// ---------------------------------------------------------------------------------------------------------
// The report (issue 25): its tabs, the funnel as steps with their share of mails sent, the recipients' query.

export const SIMULATION_REPORT_TABS = [
  'overview',
  'recipients',
  'templates',
  'departments',
  'groups',
  'rounds',
] as const
export type SimulationReportTab = (typeof SIMULATION_REPORT_TABS)[number]
export const SIMULATION_REPORT_TAB_LABELS: Record<SimulationReportTab, string> = {
  overview: 'Overview',
  recipients: 'Recipients',
  templates: 'Templates',
  departments: 'Departments',
  groups: 'Groups',
  rounds: 'Rounds',
}

export interface RecipientQuery {
  pageNumber: number
  pageSize: number
  searchText: string
  orderBy: 'phished' | 'reported' | 'clicked' | 'opened' | 'plannedAt' | 'email' | 'round'
  order: 'ASC' | 'DESC'
  events: string[]
  /** The report's filters (002 §7): the period (ISO dates, in the campaign's zone), departments, groups, rounds. */
  from: string | null
  to: string | null
  departments: string[]
  groups: string[]
  rounds: number[]
}

/** 000 §9: page size 25, page number 0, order DESC, order by phished. */
export const DEFAULT_RECIPIENT_QUERY: RecipientQuery = {
  pageNumber: 0,
  pageSize: SIMULATION_REPORT_PAGE_SIZE,
  searchText: '',
  orderBy: 'phished',
  order: 'DESC',
  events: [],
  from: null,
  to: null,
  departments: [],
  groups: [],
  rounds: [],
}

export const RECIPIENT_EVENT_FILTERS = [
  'phished',
  'reported',
  'clicked',
  'opened',
  'scanner',
  'pending',
  'failed',
] as const
export const RECIPIENT_EVENT_FILTER_LABELS: Record<(typeof RECIPIENT_EVENT_FILTERS)[number], string> = {
  phished: 'Phished',
  reported: 'Reported',
  clicked: 'Clicked',
  opened: 'Opened',
  scanner: 'Scanner events',
  pending: 'Not sent yet',
  failed: 'Failed',
}

/** The query from the address, unknown values falling back to the defaults. */
export function recipientQueryOf(search: string): RecipientQuery {
  const params = new URLSearchParams(search)
  const number = (name: string, fallback: number) => {
    const value = Number(params.get(name) ?? fallback)
    return Number.isSafeInteger(value) && value >= 0 ? value : fallback
  }
  const orderBy = params.get('orderBy') as RecipientQuery['orderBy'] | null
  const size = number('pageSize', SIMULATION_REPORT_PAGE_SIZE)
  return {
    pageNumber: number('pageNumber', 0),
    pageSize: [5, 10, 25, 50, 100].includes(size) ? size : SIMULATION_REPORT_PAGE_SIZE,
    searchText: (params.get('searchText') ?? '').slice(0, 100),
    orderBy:
      orderBy && ['phished', 'reported', 'clicked', 'opened', 'plannedAt', 'email', 'round'].includes(orderBy)
        ? orderBy
        : 'phished',
    order: params.get('order') === 'ASC' ? 'ASC' : 'DESC',
    events: (params.get('events') ?? '')
      .split(',')
      .filter((event) => (RECIPIENT_EVENT_FILTERS as readonly string[]).includes(event)),
    from: isoDateOrNull(params.get('from')),
    to: isoDateOrNull(params.get('to')),
    departments: idsOf(params.get('departments')),
    groups: idsOf(params.get('groups')),
    rounds: idsOf(params.get('rounds'))
      .map(Number)
      .filter((round) => Number.isSafeInteger(round) && round >= 1 && round <= 12),
  }
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isoDateOrNull = (value: string | null) => (value && ISO_DATE.test(value) ? value : null)
const idsOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '' && id.length <= 100)
    .slice(0, 50)

/** How many of the report's filters narrow the tables (events included). */
export const reportFilterCount = (query: RecipientQuery) =>
  [
    query.events.length,
    query.from,
    query.to,
    query.departments.length,
    query.groups.length,
    query.rounds.length,
  ].filter(Boolean).length

/** Only the filters of a query: what a tab link carries to the next tab (its own page and sort start afresh). */
export const reportFiltersOnly = (query: RecipientQuery): RecipientQuery => ({
  ...DEFAULT_RECIPIENT_QUERY,
  events: query.events,
  from: query.from,
  to: query.to,
  departments: query.departments,
  groups: query.groups,
  rounds: query.rounds,
})

/** The report's filters as the gateway reads them: every table tab takes the same. */
export const reportFilterParams = (query: RecipientQuery): Record<string, string> => ({
  ...(query.events.length ? { events: query.events.join(',') } : {}),
  ...(query.from ? { from: query.from } : {}),
  ...(query.to ? { to: query.to } : {}),
  ...(query.departments.length ? { departments: query.departments.join(',') } : {}),
  ...(query.groups.length ? { groups: query.groups.join(',') } : {}),
  ...(query.rounds.length ? { rounds: query.rounds.join(',') } : {}),
})

export function recipientSearchOf(query: RecipientQuery): string {
  const params = new URLSearchParams()
  if (query.pageNumber !== 0) params.set('pageNumber', String(query.pageNumber))
  if (query.pageSize !== SIMULATION_REPORT_PAGE_SIZE) params.set('pageSize', String(query.pageSize))
  if (query.searchText) params.set('searchText', query.searchText)
  if (query.orderBy !== 'phished') params.set('orderBy', query.orderBy)
  if (query.order !== 'DESC') params.set('order', query.order)
  for (const [key, value] of Object.entries(reportFilterParams(query))) params.set(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The funnel as the report draws it: each step with its share of the mails sent. */
export function funnelSteps(funnel: SimulationFunnel) {
  const share = (value: number) => (funnel.sent === 0 ? 0 : Math.round((value / funnel.sent) * 1000) / 10)
  return (['sent', 'opened', 'clicked', 'phished', 'reported'] as const).map((key) => ({
    key,
    label: SIMULATION_EVENT_LABELS[key],
    value: funnel[key],
    percent: share(funnel[key]),
  }))
}

export type RecipientItem = SimulationRecipientRow & { why: string | null }

export interface BreakdownRow {
  id: string
  name: string
  planned: number
  sent: number
  opened: number
  clicked: number
  phished: number
  reported: number
  failed: number
}

/** The flight plan the review shows (issue 25 ★): the first round, per zone and per recipient. */
export interface FlightPlanSummary {
  recipients: number
  roundsTotal: number
  zones: { zone: string; count: number; known: boolean; firstLocal: string; lastLocal: string }[]
  items: {
    userId: string
    fullName: string
    email: string
    zone: string
    zoneKnown: boolean
    local: string
  }[]
  totalCount: number
}

/** A draft past its first step is work a reload or closing the tab would lose (as in the exercise wizard, 002 §2.6). */
export const simulationDraftStarted = (step: number) => step > 0
