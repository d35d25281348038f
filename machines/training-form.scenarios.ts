import { defineFlow } from './flow'
import { failure, offline } from './samples/failures'
import { directory, runningCampaign, trainingNow, trainingToday } from './samples/training.samples'
import type { Scenarios } from './scenarios'
import { problemsOf, trainingFormMachine } from './training-form.machine'

const course = { id: 'crs_annual', name: 'Annual Security Awareness Training', totalChapters: 12 }

export const trainingFormScenarios: Scenarios<typeof trainingFormMachine> = {
  inputs: [
    { course, campaign: null, today: trainingToday, now: trainingNow },
    { course, campaign: runningCampaign, today: trainingToday, now: trainingNow },
  ],
  events: {
    'form.change': [
      { type: 'form.change', patch: { name: '' } },
      { type: 'form.change', patch: { name: 'Q1 training' } },
      { type: 'form.change', patch: { daysPreset: 2, customDays: '1.5' } },
      { type: 'form.change', patch: { daysPreset: 2, customDays: '21' } },
      { type: 'form.change', patch: { assignmentType: 'DEPARTMENTS', departmentIds: [] } },
      { type: 'form.change', patch: { assignmentType: 'DEPARTMENTS', departmentIds: ['dep_it'] } },
      { type: 'form.change', patch: { startDate: '2026-11-20' } },
      { type: 'form.change', patch: { notificationsEnabled: false } },
    ],
    'form.submit': [{ type: 'form.submit' }],
    'form.cancel': [{ type: 'form.cancel' }],
    'form.retry': [{ type: 'form.retry' }],
  },
  outcomes: {
    loadDirectory: { done: [directory], error: [offline] },
    save: {
      done: [undefined],
      error: [failure(422, 'invalid_request', 'The start date cannot be in the past.')],
    },
  },
  abstractContext: (context) => ({
    audience: context.form.assignmentType,
    custom: context.form.daysPreset === 2,
    notify: context.form.notificationsEnabled,
    problems: Object.keys(problemsOf(context)).sort(),
    attempted: context.attempted,
    failure: context.failure !== null,
    loaded: context.departments.length,
  }),
  maxStates: 60000,
}

export const trainingFormFlow = defineFlow({
  id: 'trainingForm',
  file: 'training-form',
  title: 'Assign a course',
  description:
    'A course’s settings: name, start date (not in the past), days to complete (14, 30 or custom: a positive whole number), who it reaches (all users, departments or groups: at least one), the learners’ notification (subject and message required when on). Save starts it ("Training started successfully!") or, for a campaign already running, updates it ("Training updated successfully!") keeping who it reaches and, once started, its start date; each field says its message after Save was tried; a refusal keeps the form.',
  routes: ['/courses/:courseId/settings'],
  machine: trainingFormMachine,
  scenarios: trainingFormScenarios,
})
