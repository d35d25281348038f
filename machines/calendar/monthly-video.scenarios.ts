import { defineFlow } from '../flow'
import { monthlyVideoMachine, problemsOf } from './monthly-video.machine'
import { failure, offline } from '../samples/failures'
import { assignedMonthlyVideoData, monthlyVideoData } from '../samples/monthly-video.samples'
import type { Scenarios } from '../scenarios'

export const monthlyVideoScenarios: Scenarios<typeof monthlyVideoMachine> = {
  events: {
    'monthly.retry': [{ type: 'monthly.retry' }],
    'settings.change': [
      { type: 'settings.change', patch: { enabled: true } },
      { type: 'settings.change', patch: { days: '0' } },
      { type: 'settings.change', patch: { days: '21' } },
      { type: 'settings.change', patch: { assignmentType: 'DEPARTMENTS', departmentIds: [] } },
      { type: 'settings.change', patch: { assignmentType: 'DEPARTMENTS', departmentIds: ['dep_it'] } },
    ],
    'settings.save': [{ type: 'settings.save' }],
    'video.assign': [{ type: 'video.assign' }],
  },
  outcomes: {
    loadMonthly: { done: [monthlyVideoData, assignedMonthlyVideoData], error: [offline] },
    saveSettings: {
      done: [undefined],
      error: [failure(404, 'not_found', 'Some of the chosen departments or groups are not in this company.')],
    },
    assignNow: {
      done: [undefined],
      error: [failure(409, 'already_assigned', 'This month’s video is already assigned.')],
    },
  },
  abstractContext: (context) => ({
    assigned: context.data === null ? null : context.data.overview.currentEntry !== null,
    valid: Object.keys(problemsOf(context)).length === 0,
    enabled: context.draft?.enabled ?? null,
    attempted: context.attempted,
    failure: context.failure !== null,
    actionFailure: context.actionFailure !== null,
  }),
  maxStates: 60000,
}

export const monthlyVideoFlow = defineFlow({
  id: 'monthlyVideo',
  file: 'calendar/monthly-video',
  title: 'Monthly video calendar',
  description:
    'This month’s video (Assign now while it has not been given: "This month’s video was assigned."), the months given with how far each got, and the automatic assignment: on or off, all users, departments or groups (at least one), days to complete (a positive whole number); Save says "Monthly video settings saved."; a refusal keeps the form.',
  routes: ['/calendar/preview', '/calendar/history', '/calendar/settings'],
  machine: monthlyVideoMachine,
  scenarios: monthlyVideoScenarios,
})
