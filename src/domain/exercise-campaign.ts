import { Temporal } from 'temporal-polyfill'
import { array, boolean, nullable, number, refine, string, type } from 'superstruct'
import { plainDateOf, todayIn } from './today'
import { fieldProblems, filled, holds, problemList, text, type TextRule } from './field-problems'
import { SPEC_DEFAULT_TEXTS } from './default-texts'
import { formatDate } from './intl-format'

// Phishing exercise campaigns (002 §2.6, §2.7, §3 "Phishing exercise campaign", "Campaign form", "Create
// payload", §4 "Campaign wizard", "Campaign card", §5 "Campaign", §9): the wizard's rules, shared by the SPA
// and the gateway so that the gateway refuses exactly what the wizard would not send.

export const CAMPAIGN_WIZARD_STEPS = ['Templates', 'Settings', 'Launch'] as const
/** 002 §9 "Templates per campaign: maximum 10". */
export const MAX_CAMPAIGN_TEMPLATES = 10
/**
 * 002 §9 leaves the required count "shared constant, not shown". Three: an exercise of one message says little
 * about a learner, and three fit every pack.
 */
export const CAMPAIGN_TEMPLATES_REQUIRED = 3
/** 002 §5: days-to-complete presets; the second is the default and the third means custom. */
export const DAYS_PRESETS = [7, 14, null] as const
export const DEFAULT_DAYS_PRESET = 1
export const CUSTOM_DAYS_PRESET = 2
/** 002 §5 asks for a positive number and names no ceiling; a year keeps a typo like 9999999 out. */
export const MAX_DAYS_TO_COMPLETE = 365
/** 002 §4 "a future date starts at 9 (hour)". */
export const FUTURE_START_HOUR = 9
/** 002 §9: the postponed-campaign countdown refreshes every 60 s. */
export const COUNTDOWN_REFRESH_MS = 60_000
export const CAMPAIGN_NAME_MAX = 120
export const NOTIFICATION_SUBJECT_MAX = 200
export const NOTIFICATION_MESSAGE_MAX = 2000

export const USERS_TYPES = [
  'USERS_ALL',
  'USERS_SELECTED',
  'USERS_FROM_DEPARTMENTS',
  'USERS_FROM_GROUPS',
] as const
export type UsersType = (typeof USERS_TYPES)[number]
export const USERS_TYPE_LABELS: Record<UsersType, string> = {
  USERS_ALL: 'All users',
  USERS_SELECTED: 'Selected users',
  USERS_FROM_DEPARTMENTS: 'Departments',
  USERS_FROM_GROUPS: 'Groups',
}

export const CAMPAIGN_TEXTS = {
  created: 'Phishing exercise campaign created successfully!',
  updated: 'updated successfully!',
  archived: 'archived!',
  deleted: 'Phishing Exercise campaign deleted!',
  nameRequired: 'Campaign Name is required',
  noSelectedUsers: 'No selected users. Select users you want to assign phishing exercise to.',
  fillRequired: 'Please fill out all required fields',
  selectTemplates: (n: number) => `Please select ${n} templates`,
  templatesRequired: (n: number) => `(${n} templates required)`,
  limit: (n: number) =>
    `You can select ${n} templates! If you want to select another template please unselect one of the previously selected.`,
  gotIt: 'Got it',
  readyToGo: 'Ready to go?',
  reportPostponed: 'Report unavailable for postponed Phishing Exercise campaign.',
  archiveTitle: (name: string) => `Archive "${name}"?`,
  archiveWarning: 'The campaign will be archived and you will not be able to resume it!',
  deleteTitle: (name: string) => `Delete "${name}"?`,
  deleteWarning: 'The campaign will be deleted completely and you will not be able to access the reports!',
  emptyActiveTitle: 'You have no active campaigns!',
  emptyActiveText:
    'Choose from the template pack above or create your own to launch a Phishing Exercise campaign.',
  emptyArchivedTitle: 'You have no archived campaigns!',
  emptyArchivedText: 'Every time you archive a phishing exercise campaign it will appear on this page.',
  landingHeading: 'Kickstart Your Campaign: Pick Your Template Pack.',
  notLaunchedTitle: "The campaign wasn't launched",
  notLaunchedText: 'The campaign was archived before it started',
  deliveryCompleted: 'Delivery completed!',
  outdated:
    'This campaign was created in an old version of the phishing exercise, which is no longer supported.',
  oldVersionBadge: 'Old version',
  seeFullStats: 'SEE FULL STATS',
  seeFullStatsTooltip: 'For full and precise data upgrade to boost',
  settingsConfirm: 'Some phishing exercise settings can not be a reversal after saving',
  daysRequired: 'Days to complete is required',
  daysInvalid: `Days to complete must be a whole number from 1 to ${MAX_DAYS_TO_COMPLETE}`,
  pastDate: 'The start date cannot be in the past',
  templatesGone: 'Some selected templates are no longer available. Select templates again.',
  defaultSubject: SPEC_DEFAULT_TEXTS.phishingSubject,
  defaultMessage:
    'You have a new phishing exercise. Look at each message closely and choose what you would do.',
} as const

export interface CampaignForm {
  name: string
  usersType: UsersType
  departmentIds: string[]
  groupIds: string[]
  userIds: string[]
  isNotificationEnabled: boolean
  subject: string
  message: string
  daysPreset: number
  customDays: string
  /** A plain date (YYYY-MM-DD); empty means now. */
  startDate: string
}

/** 002 §5 "Sharing": dates read like "Mar 05, 2025". */
export const formatPlainDate = (date: string) =>
  formatDate(`${Temporal.PlainDate.from(date).toString()}T12:00:00Z`, 'en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  })

/** 002 §5: the default name is "Phishing Exercise Campaign" plus the start date. */
export const defaultCampaignName = (startDate: string) =>
  `Phishing Exercise Campaign ${formatPlainDate(startDate)}`

/**
 * The learner count that needs no gateway: chosen users are counted as chosen, and no department or group
 * chosen is nobody. Null: ask the gateway.
 */
export function learnersKnownWithoutAsking(usersType: UsersType, ids: readonly string[]): number | null {
  if (usersType === 'USERS_SELECTED') return ids.length
  if (usersType !== 'USERS_ALL' && ids.length === 0) return 0
  return null
}

/** 002 §4: the settings step may be left forward when every field holds and someone would receive it. */
export const campaignSettingsReady = (form: CampaignForm, today: string, learnerCount: number | null) =>
  holds(campaignRules(today), form) && (learnerCount ?? 0) > 0

/** What of the wizard's state decides whether leaving would lose work. */
export interface CampaignWork {
  selected: readonly unknown[]
  packId: string | null
}

/**
 * 002 §2.6: work a reload or closing the tab would lose: templates or a pack chosen, or a step past the first,
 * until the campaign is launched. `value` is the wizard's state value.
 */
export function campaignWorkUnsaved(work: { value: unknown; selectedCount: number; packId: string | null }) {
  const step = typeof work.value === 'string' ? work.value : Object.keys(work.value as object)[0]
  if (step === 'launched') return false
  return work.selectedCount > 0 || work.packId !== null || step !== 'templates'
}

export function freshCampaignForm(today: string): CampaignForm {
  return {
    name: defaultCampaignName(today),
    usersType: 'USERS_ALL',
    departmentIds: [],
    groupIds: [],
    userIds: [],
    isNotificationEnabled: true,
    subject: CAMPAIGN_TEXTS.defaultSubject,
    message: CAMPAIGN_TEXTS.defaultMessage,
    daysPreset: DEFAULT_DAYS_PRESET,
    customDays: '',
    startDate: '',
  }
}

/** The days to complete the form stands for, or the reason it stands for none. */
export function daysToComplete(form: Pick<CampaignForm, 'daysPreset' | 'customDays'>): number | string {
  const preset = DAYS_PRESETS[form.daysPreset]
  if (preset) return preset
  const text = form.customDays.trim()
  if (text === '') return CAMPAIGN_TEXTS.daysRequired
  if (!/^\d+$/.test(text)) return CAMPAIGN_TEXTS.daysInvalid
  const days = Number(text)
  return days >= 1 && days <= MAX_DAYS_TO_COMPLETE ? days : CAMPAIGN_TEXTS.daysInvalid
}

/** The learners the form targets, as a list for the chosen type (empty for all users). */
export const targetIds = (form: CampaignForm): string[] =>
  form.usersType === 'USERS_SELECTED'
    ? form.userIds
    : form.usersType === 'USERS_FROM_DEPARTMENTS'
      ? form.departmentIds
      : form.usersType === 'USERS_FROM_GROUPS'
        ? form.groupIds
        : []

export interface CampaignFormErrors {
  name?: string
  days?: string
  startDate?: string
  learners?: string
  subject?: string
  message?: string
}

const atMost = (max: number): TextRule => [(trimmed) => trimmed.length <= max, `At most ${max} characters`]

/** A start day as typed: empty (now), or a date not before today. */
function startProblem(startDate: string, today: string): string | null {
  if (startDate === '') return null
  const parsed = plainDateOf(startDate)
  if (!parsed) return 'Enter a date like 2026-11-23'
  return Temporal.PlainDate.compare(parsed, Temporal.PlainDate.from(today)) < 0
    ? CAMPAIGN_TEXTS.pastDate
    : null
}

/**
 * 002 §4 the campaign's settings at `today`: a name; the days; a start not in the past; the chosen departments,
 * groups or learners; and, when learners are told, the notification's subject and message.
 */
export const campaignRules = (today: string) =>
  refine(
    type({
      name: text(filled(CAMPAIGN_TEXTS.nameRequired), atMost(CAMPAIGN_NAME_MAX)),
      usersType: string(),
      departmentIds: array(string()),
      groupIds: array(string()),
      userIds: array(string()),
      isNotificationEnabled: boolean(),
      subject: string(),
      message: string(),
      daysPreset: number(),
      customDays: string(),
      startDate: string(),
    }),
    'campaign',
    (form) => {
      const at = (field: keyof CampaignFormErrors, message: string | null | false) =>
        message ? [{ path: [field], message }] : []
      const days = daysToComplete(form)
      // Untrimmed for the sizes: what is sent is the text as typed.
      const told = (value: string, required: string, max: number) =>
        value.trim() === '' ? required : value.length > max ? `At most ${max} characters` : null
      return [
        ...at('days', typeof days === 'string' && days),
        ...at('startDate', startProblem(form.startDate, today)),
        ...at(
          'learners',
          form.usersType !== 'USERS_ALL' &&
            targetIds(form as CampaignForm).length === 0 &&
            CAMPAIGN_TEXTS.noSelectedUsers,
        ),
        ...at(
          'subject',
          form.isNotificationEnabled && told(form.subject, 'Subject is required', NOTIFICATION_SUBJECT_MAX),
        ),
        ...at(
          'message',
          form.isNotificationEnabled && told(form.message, 'Message is required', NOTIFICATION_MESSAGE_MAX),
        ),
      ]
    },
  )

/** Each setting's first message at `today`. */
export const campaignFormErrors = (form: CampaignForm, today: string): CampaignFormErrors =>
  fieldProblems(campaignRules(today), form) as CampaignFormErrors

/** The wizard's step-1 rule (002 §4): Next needs a pack or the required number of templates. */
export const templatesChosen = (selected: number, packId: string | null, required: number) =>
  packId !== null || selected >= Math.min(required, MAX_CAMPAIGN_TEMPLATES)

export interface CampaignTemplateRef {
  orderNumber: number
  templateId: string
}

/** 002 §3 "Create payload", plus the admin's time zone for learners whose own zone is unknown. */
export interface CreateCampaignPayload {
  name: string
  startedAt: string | null
  daysToComplete: number
  notification: { isEnabled: boolean; message: string; subject: string }
  selectedDepartmentsIds: string[]
  selectedGroupsIds: string[]
  selectedUsersIds: string[]
  usersType: UsersType
  packId: string | null
  templates: CampaignTemplateRef[]
  timeZone: string
}

export function createPayload(
  form: CampaignForm,
  templateIds: string[],
  packId: string | null,
  timeZone: string,
): CreateCampaignPayload {
  const days = daysToComplete(form)
  return {
    name: form.name.trim(),
    startedAt: form.startDate === '' ? null : form.startDate,
    daysToComplete: typeof days === 'number' ? days : 0,
    notification: {
      isEnabled: form.isNotificationEnabled,
      message: form.message,
      subject: form.subject,
    },
    selectedDepartmentsIds: form.usersType === 'USERS_FROM_DEPARTMENTS' ? form.departmentIds : [],
    selectedGroupsIds: form.usersType === 'USERS_FROM_GROUPS' ? form.groupIds : [],
    selectedUsersIds: form.usersType === 'USERS_SELECTED' ? form.userIds : [],
    usersType: form.usersType,
    packId,
    templates: packId ? [] : templateIds.map((templateId, index) => ({ orderNumber: index + 1, templateId })),
    timeZone,
  }
}

// Zones already accepted: building a DateTimeFormat costs about a millisecond, and the campaign forms check the
// zone on every change. Only accepted ones are kept, so the set is bounded by the zones that exist.
const acceptedZones = new Set<string>()

export const isTimeZone = (zone: unknown): zone is string => {
  if (typeof zone !== 'string' || zone === '') return false
  if (acceptedZones.has(zone)) return true
  try {
    Temporal.Now.instant().toZonedDateTimeISO(zone)
    // Temporal also takes a date-time string's offset as a zone ("…T00:00Z"); Intl, which formats the local
    // times, takes zone names and offsets only: both must accept it.
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    if (/\d{4}-\d{2}-\d{2}/.test(zone)) return false
    acceptedZones.add(zone)
    return true
  } catch {
    return false
  }
}

/**
 * When one learner receives the exercise (002 §5): now when the start date is empty or already the
 * learner's today; otherwise 09:00 on that date in the learner's zone (the admin's when the learner's is unknown).
 */
export function deliveryFor(startDate: string | null, zone: string, now: Date): Date {
  if (!startDate) return now
  const today = Temporal.PlainDate.from(todayIn(zone, now))
  const date = Temporal.PlainDate.from(startDate)
  if (Temporal.PlainDate.compare(date, today) <= 0) return now
  const at = date.toZonedDateTime({ timeZone: zone, plainTime: { hour: FUTURE_START_HOUR } })
  return new Date(at.epochMilliseconds)
}

export const dueFor = (deliverAt: Date, days: number) => new Date(deliverAt.getTime() + days * 86_400_000)

export type LearnerStatus = 'COMPLETED' | 'NOT_STARTED' | 'OVERDUE' | 'IN_PROGRESS'
export const LEARNER_STATUSES: LearnerStatus[] = ['COMPLETED', 'IN_PROGRESS', 'NOT_STARTED', 'OVERDUE']
export const LEARNER_STATUS_LABELS: Record<LearnerStatus, string> = {
  COMPLETED: 'Completed',
  IN_PROGRESS: 'In Progress',
  NOT_STARTED: 'Not Started',
  OVERDUE: 'Overdue',
}

/** A learner's score over the answers they gave: a correct one counts fully, a partial one half. */
export const learnerScore = (correct: number, partial: number, answered: number) =>
  answered === 0 ? 0 : Math.round(((correct + partial / 2) / answered) * 100)

export interface CampaignCounts {
  total: number
  completed: number
  inProgress: number
  notStarted: number
  overdue: number
}

/** Ours (issue 24): what each of the card's figures counts; the spec's labels stay as they are. */
export const CAMPAIGN_FIGURE_HELP: readonly [string, string][] = [
  [
    'Sent',
    'Example messages put in front of learners: each learner reached times the templates of the round.',
  ],
  ['Phished Reported', 'Answers that spotted the phish and would report it.'],
  ['Phished Unreported', 'Answers that took a phish for a real message: the ones to train on.'],
  ['Opened Reported', 'Answers that checked first, by calling the sender or opening the official app.'],
]

export interface CampaignStatistic {
  sent: number
  phishedReported: number
  phishedUnreported: number
  openedReported: number
}

export type CampaignPhase = 'POSTPONED' | 'ONGOING' | 'ENDED' | 'SUSPENDED'

/** One campaign as the list shows it (002 §3 "Phishing exercise campaign"). */
export interface CampaignCard {
  id: string
  name: string
  status: 'queued' | 'ongoing' | 'ended' | 'SUSPENDED'
  startedAt: string
  archivedAt: string | null
  score: number | null
  usersType: UsersType
  daysToComplete: number
  templates: number
  pack: { name: string; thumbnail: string | null } | null
  assignments: CampaignCounts
  currentRound: { usersCount: number; templatesCount: number; statistic: CampaignStatistic }
  isNotificationEnabled: boolean
  notificationSubject: string
  notificationMessage: string
  selectedDepartments: string[]
  selectedGroups: string[]
  learners: string[]
  /** Created by an earlier version of the exercise, which sent messages instead of asking in the app. */
  isOldVersion: boolean
}

export interface CampaignPage {
  items: CampaignCard[]
  pageInfo: { totalCount: number }
}

export type CampaignListTab = 'active' | 'archived'
export const CAMPAIGN_PAGE_SIZES = [5, 10, 25] as const
export const DEFAULT_CAMPAIGN_PAGE_SIZE = 10

/** A postponed campaign (starts later) has no report yet (002 §2.8). */
export const isPostponed = (card: Pick<CampaignCard, 'status'>) => card.status === 'queued'
/** 002 §4: archived before it started. */
export const wasNeverLaunched = (card: Pick<CampaignCard, 'archivedAt' | 'startedAt'>) =>
  card.archivedAt !== null && new Date(card.archivedAt) < new Date(card.startedAt)

/** "Starts in 2d 3h" style countdown for a postponed campaign; null once the start has passed. */
export function countdown(startedAt: string, now: Date): string | null {
  const ms = new Date(startedAt).getTime() - now.getTime()
  if (ms <= 0) return null
  const minutes = Math.ceil(ms / 60_000)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  return days > 0 ? `${days}d ${hours}h` : hours > 0 ? `${hours}h ${rest}m` : `${rest}m`
}

/** The launch preview (★): when each learner receives the exercise and when it falls due. */
export interface LaunchPlanRow {
  id: string
  fullName: string
  email: string
  timeZone: string
  zoneKnown: boolean
  deliverAt: string
  dueAt: string
}

export interface LaunchPlan {
  total: number
  rows: LaunchPlanRow[]
  /** Distinct delivery instants, so the summary can say "in 3 time zones". */
  zones: number
}

/**
 * The gateway's reading of a create payload (it refuses what the UI prevents): a known time zone, the settings'
 * rules at the day it is in that zone, and a pack or the required number of distinct templates, not both.
 */
export const payloadRules = (now: Date) =>
  refine(
    type({
      name: string(),
      startedAt: nullable(string()),
      daysToComplete: number(),
      notification: type({ isEnabled: boolean(), message: string(), subject: string() }),
      selectedDepartmentsIds: array(string()),
      selectedGroupsIds: array(string()),
      selectedUsersIds: array(string()),
      usersType: string(),
      packId: nullable(string()),
      templates: array(type({ templateId: string() })),
      timeZone: refine(string(), 'zone', (zone) => isTimeZone(zone) || 'Unknown time zone.'),
    }),
    'payload',
    (payload) => {
      const zone = isTimeZone(payload.timeZone) ? payload.timeZone : 'UTC'
      const form = {
        name: payload.name,
        usersType: payload.usersType,
        departmentIds: payload.selectedDepartmentsIds,
        groupIds: payload.selectedGroupsIds,
        userIds: payload.selectedUsersIds,
        isNotificationEnabled: payload.notification.isEnabled,
        subject: payload.notification.subject,
        message: payload.notification.message,
        daysPreset: CUSTOM_DAYS_PRESET,
        customDays: Number.isSafeInteger(payload.daysToComplete) ? String(payload.daysToComplete) : 'x',
        startDate: payload.startedAt ?? '',
      }
      const ids = payload.templates.map((t) => t.templateId)
      const templates = (message: string | false) => (message ? [{ path: ['templates'], message }] : [])
      return [
        ...problemList(campaignRules(todayIn(zone, now)), form).map(({ field, message }) => ({
          path: [field],
          message,
        })),
        ...(payload.packId === null
          ? [
              ...templates(
                ids.length < CAMPAIGN_TEMPLATES_REQUIRED &&
                  CAMPAIGN_TEXTS.selectTemplates(CAMPAIGN_TEMPLATES_REQUIRED),
              ),
              ...templates(
                ids.length > MAX_CAMPAIGN_TEMPLATES && CAMPAIGN_TEXTS.limit(MAX_CAMPAIGN_TEMPLATES),
              ),
              ...templates(new Set(ids).size !== ids.length && 'A template is listed twice.'),
            ]
          : templates(ids.length > 0 && 'Send a pack or templates, not both.')),
      ]
    },
  )

/** Every problem of a create payload at `now`, as the gateway's 422 lists them. */
export const payloadProblems = (payload: CreateCampaignPayload, now: Date) =>
  problemList(payloadRules(now), payload)

/** The Campaign Settings dialog's form (002 §2.7, §4): the wizard's form for an existing campaign. */
/** What the settings form reads from a campaign card. */
export type CampaignSettingsSource = Pick<
  CampaignCard,
  | 'name'
  | 'usersType'
  | 'selectedDepartments'
  | 'selectedGroups'
  | 'learners'
  | 'isNotificationEnabled'
  | 'notificationSubject'
  | 'notificationMessage'
  | 'daysToComplete'
>

export function settingsFormOf(card: CampaignSettingsSource, today: string): CampaignForm {
  const preset = DAYS_PRESETS.findIndex((days) => days === card.daysToComplete)
  return {
    ...freshCampaignForm(today),
    name: card.name,
    usersType: card.usersType,
    departmentIds: card.selectedDepartments,
    groupIds: card.selectedGroups,
    userIds: card.learners,
    isNotificationEnabled: card.isNotificationEnabled,
    subject: card.notificationSubject,
    message: card.notificationMessage,
    daysPreset: preset >= 0 ? preset : CUSTOM_DAYS_PRESET,
    customDays: preset >= 0 ? '' : String(card.daysToComplete),
  }
}

export interface CampaignUpdatePayload {
  name: string
  daysToComplete: number
  notification: { isEnabled: boolean; message: string; subject: string }
  selectedDepartmentsIds: string[]
  selectedGroupsIds: string[]
  selectedUsersIds: string[]
}

export function updatePayload(form: CampaignForm): CampaignUpdatePayload {
  const days = daysToComplete(form)
  return {
    name: form.name.trim(),
    daysToComplete: typeof days === 'number' ? days : 0,
    notification: {
      isEnabled: form.isNotificationEnabled,
      message: form.isNotificationEnabled ? form.message.trim() : '',
      subject: form.isNotificationEnabled ? form.subject.trim() : '',
    },
    selectedDepartmentsIds: form.departmentIds,
    selectedGroupsIds: form.groupIds,
    selectedUsersIds: form.userIds,
  }
}

/** Saved departments, groups or users that a change would drop (002 §4: they cannot be removed once saved). */
export const removedTargets = (saved: string[], next: string[]) => saved.filter((id) => !next.includes(id))

/** Whether the dialog's form says something new: Save is disabled otherwise (002 §4). */
export const settingsChanged = (card: CampaignCard, form: CampaignForm, today: string) =>
  JSON.stringify(updatePayload(form)) !== JSON.stringify(updatePayload(settingsFormOf(card, today)))

/** From this many packs the landing shows a few and a Show More / Show Less toggle. */
export const PACKS_COLLAPSED_AT = 5

/** The launch plan's note on a learner without a known time zone: scheduled in the admin's. */
export const ZONE_UNKNOWN = 'Their time zone is not known, so yours is used.'
