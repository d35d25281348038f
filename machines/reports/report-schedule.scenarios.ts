import { parseListQuery } from '../../src/domain/list-query'
import { TRAINING_REPORT_QUERY } from '../../src/domain/training-report'
import { SCHEDULE_TEXTS } from '../../src/domain/report-schedule'
import { defineFlow } from '../flow'
import { reportScheduleMachine } from './report-schedule.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const SCHEDULE_ADMINS = [
  { id: 'usr_self', fullName: 'Gloria Owner', email: 'owner@globex.example' },
  { id: 'usr_marco', fullName: 'Marco Factor', email: 'mfa@globex.example' },
]

/** The training report's first query, as its page starts Schedule with it. */
export const SCHEDULE_QUERY = parseListQuery('', TRAINING_REPORT_QUERY)

export const reportScheduleScenarios: Scenarios<typeof reportScheduleMachine> = {
  inputs: [{ selfId: 'usr_self', query: SCHEDULE_QUERY }],
  events: {
    'schedule.open': [{ type: 'schedule.open' }],
    'schedule.close': [{ type: 'schedule.close' }],
    'schedule.retry': [{ type: 'schedule.retry' }],
    'schedule.frequency': [{ type: 'schedule.frequency', frequency: 'weekly' }],
    // Untick oneself (none left: Schedule says why), tick a colleague.
    'schedule.toggle': [
      { type: 'schedule.toggle', id: 'usr_self' },
      { type: 'schedule.toggle', id: 'usr_marco' },
    ],
    'schedule.submit': [{ type: 'schedule.submit' }],
    // The page's report searched: Schedule saves the report with that query.
    'schedule.query': [{ type: 'schedule.query', query: { ...SCHEDULE_QUERY, search: 'remote' } }],
  },
  outcomes: {
    // The admins, and a company whose only admin is someone else (nobody ticked at first).
    loadRecipients: { done: [SCHEDULE_ADMINS, SCHEDULE_ADMINS.slice(1)], error: [offline] },
    saveSchedule: {
      done: [undefined],
      error: [failure(422, 'invalid', SCHEDULE_TEXTS.recipientOutside)],
    },
  },
  abstractContext: (context, snapshot) =>
    snapshot.matches('closed')
      ? {}
      : {
          admins: context.recipients.length,
          frequency: context.frequency,
          ticked: [...context.recipientIds].sort(),
          error: context.error,
          failure: context.failure !== null,
        },
  enabledEventsOnly:
    'The dialog offers its controls only while it is open and loaded: a closed dialog has no ticks to refuse.',
  maxStates: 5000,
}

export const reportScheduleFlow = defineFlow({
  id: 'reportSchedule',
  file: 'reports/report-schedule',
  title: 'Schedule a report',
  description:
    'Schedule this report: the company\'s admins load (the signed-in one ticked, Retry after a failure); weekly or monthly; Schedule needs at least one admin and at most 20, saves the report with the page\'s filters ("Report scheduled.") or keeps every choice and says why it failed.',
  routes: ['/reports-training', '/reports-gaming', '/reports/policiesProgress'],
  machine: reportScheduleMachine,
  scenarios: reportScheduleScenarios,
})
