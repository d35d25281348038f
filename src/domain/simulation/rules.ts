import { Temporal } from 'temporal-polyfill'
import { array, nullable, number, refine, string, type } from 'superstruct'
import { filled, problemList, text } from '../field-problems'
import { isTimeZone } from '../exercise-campaign'
import { plainDateOf, todayIn } from '../today'
import {
  type FieldProblem,
  MAX_START_DAYS,
  SEND_DAY_OPTIONS,
  SIMULATION_MESSAGES,
  SIMULATION_NAME_MAX,
  SIMULATION_TEMPLATES_MAX,
  type SimulationPayload,
} from './campaign'
import { type SimulationDraft } from './draft'

// The campaign's rules (002 §4): what the create flow checks before Launch, step by step, and the gateway again on
// arrival.

/** What the gateway checks on arrival, at the moment `now`. */
export const simulationProblems = (payload: SimulationPayload, now: Date): FieldProblem[] =>
  simulationProblemsOn(payload, isTimeZone(payload.timeZone) ? todayIn(payload.timeZone, now) : null)

const isHour = (hour: number) => Number.isInteger(hour) && hour >= 0 && hour <= 23

/**
 * What the create flow checks before Launch, and the gateway again on arrival: `todayText` is the date in the
 * payload's zone (null when the zone is unknown), so a machine takes its clock as input.
 */
export const simulationRules = (todayText: string | null) =>
  refine(
    type({
      name: text(filled(SIMULATION_MESSAGES.name), [
        (trimmed) => trimmed.length <= SIMULATION_NAME_MAX,
        SIMULATION_MESSAGES.nameLong,
      ]),
      templateIds: refine(array(string()), 'templates', (ids) =>
        ids.length === 0
          ? SIMULATION_MESSAGES.templates
          : ids.length <= SIMULATION_TEMPLATES_MAX || SIMULATION_MESSAGES.templatesMax,
      ),
      kind: string(),
      recurrence: string(),
      sendDays: refine(
        number(),
        'sendDays',
        (days) => (SEND_DAY_OPTIONS as readonly number[]).includes(days) || SIMULATION_MESSAGES.sendDays,
      ),
      startHour: number(),
      endHour: number(),
      audience: string(),
      departmentIds: array(string()),
      groupIds: array(string()),
      userIds: array(string()),
      emails: array(string()),
      timeZone: refine(string(), 'zone', (zone) => isTimeZone(zone) || SIMULATION_MESSAGES.timeZone),
      startDate: nullable(string()),
    }),
    'simulation',
    (payload) => {
      const at = (field: string, message: string | null | false) =>
        message ? [{ path: [field], message }] : []
      const selection = selectionOf(
        payload as Pick<SimulationPayload, 'audience' | 'departmentIds' | 'groupIds' | 'userIds' | 'emails'>,
      )
      const hoursOk =
        isHour(payload.startHour) && isHour(payload.endHour) && payload.endHour > payload.startHour
      return [
        ...at(
          'recurrence',
          (payload.kind === 'ONE_TIME') !== (payload.recurrence === 'once') && SIMULATION_MESSAGES.recurrence,
        ),
        ...at('endHour', !hoursOk && SIMULATION_MESSAGES.hours),
        ...at(
          selection?.field ?? '',
          selection !== null && selection.ids.length === 0 && SIMULATION_MESSAGES.emptySelection,
        ),
        ...at('startDate', startProblem(payload.startDate, isTimeZone(payload.timeZone) ? todayText : null)),
      ]
    },
  )

/** A start day: none (now), or a date from today to MAX_START_DAYS ahead (unchecked against today when unknown). */
function startProblem(startDate: string | null, todayText: string | null): string | null {
  if (startDate === null) return null
  const date = plainDateOf(startDate)
  const today = todayText ? Temporal.PlainDate.from(todayText) : null
  if (!date || (today && Temporal.PlainDate.compare(date, today) < 0)) return SIMULATION_MESSAGES.startPast
  if (today && Temporal.PlainDate.compare(date, today.add({ days: MAX_START_DAYS })) > 0)
    return SIMULATION_MESSAGES.startFar
  return null
}

/** Every problem of a payload, with its field, at the day `todayText` in its zone. */
export const simulationProblemsOn = (payload: SimulationPayload, todayText: string | null): FieldProblem[] =>
  problemList(simulationRules(todayText), payload)

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
