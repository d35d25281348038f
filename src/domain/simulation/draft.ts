import { formatPlainDate } from '../exercise-campaign'
import {
  type Audience,
  DEFAULT_END_HOUR,
  DEFAULT_START_HOUR,
  type Recurrence,
  SIMULATION_TEMPLATES_MAX,
  type SimulationKind,
  type SimulationPayload,
  URL_TAG,
} from './campaign'

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
