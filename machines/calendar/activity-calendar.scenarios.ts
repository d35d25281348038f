import { activityCalendarMachine, courseProblems } from './activity-calendar.machine'
import { defineFlow } from '../flow'
import { companyPlanner, partnerPlanner, plannerItems } from '../samples/activity-calendar.samples'
import { libraryCourses } from '../samples/courses.samples'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const monthlyOff = {
  enabled: false,
  assignmentType: 'ALL_USERS' as const,
  departmentIds: [],
  groupIds: [],
  daysToComplete: 14,
}

export const activityCalendarScenarios: Scenarios<typeof activityCalendarMachine> = {
  events: {
    'planner.retry': [{ type: 'planner.retry' }],
    'range.previous': [{ type: 'range.previous' }],
    'range.next': [{ type: 'range.next' }],
    'activity.add': [
      { type: 'activity.add' },
      { type: 'activity.add', category: 'training', month: '2026-12' },
      { type: 'activity.add', category: 'training', month: '2026-01' },
    ],
    'activity.change': [
      { type: 'activity.change', patch: { category: 'training' } },
      { type: 'activity.change', patch: { category: 'monthlyVideo' } },
      { type: 'activity.change', patch: { category: 'phishing' } },
    ],
    'activity.continue': [{ type: 'activity.continue' }],
    'course.change': [
      { type: 'course.change', patch: { courseId: 'crs_phishing' } },
      { type: 'course.change', patch: { startDate: '2026-12-09' } },
      { type: 'course.change', patch: { startDate: '2026-11-01' } },
    ],
    'course.submit': [{ type: 'course.submit' }],
    'monthly.enable': [{ type: 'monthly.enable' }],
    'month.open': [
      { type: 'month.open', category: 'gaming', month: '2026-06' },
      { type: 'month.open', category: 'phishing', month: '2026-04' },
      { type: 'month.open', category: 'secureCode', month: '2027-01' },
    ],
    'item.open': [
      { type: 'item.open', itemId: 'tnm_next' },
      { type: 'item.open', itemId: 'ex_0' },
      { type: 'item.open', itemId: 'ex_queued' },
    ],
    'dialog.close': [{ type: 'dialog.close' }],
  },
  inputs: [partnerPlanner, companyPlanner],
  outcomes: {
    loadCalendar: { done: [plannerItems], error: [offline] },
    loadCourses: { done: [libraryCourses], error: [offline] },
    saveCourse: {
      done: [undefined],
      error: [failure(422, 'invalid_request', 'No users match this selection.')],
    },
    loadMonthly: {
      done: [monthlyOff, { ...monthlyOff, enabled: true }],
      error: [offline],
    },
    enableMonthly: { done: [undefined], error: [offline] },
    tournamentReport: { done: [undefined] },
  },
  abstractContext: (context, snapshot) => ({
    partner: context.partner,
    // Where the range stands matters to the range buttons, which only the page without a dialog offers.
    offset: snapshot.matches({ ready: { dialog: 'none' } }) ? context.offset : null,
    failure: context.failure !== null,
    category: snapshot.matches({ ready: { dialog: 'addActivity' } }) ? context.activity.category : null,
    attempted: context.attempted,
    course: snapshot.matches({ ready: { dialog: 'addCourse' } })
      ? Object.keys(courseProblems(context)).sort()
      : null,
    monthly: context.monthly?.enabled ?? null,
    actionFailure: context.actionFailure !== null,
  }),
  enabledEventsOnly:
    'Each dialog takes only its own input, and the page behind an open dialog none; refusals are the guards’ unit tests.',
  maxStates: 60000,
}

export const activityCalendarFlow = defineFlow({
  id: 'activityCalendar',
  file: 'calendar/activity-calendar',
  title: 'Activity calendar (year planner)',
  description:
    'Rows per category over twelve months from the seven calendar calls; previous / next slide a year with a 1 s animation, refused at the bounds (a year back, a year ahead) and while sliding; gaming, monthly video, phishing and training rows lock for non-partners and the tournament row behind its flag; a crowded month reads "9+" and opens its items; an item opens its page (a queued gaming item does not), a tournament its report; Add activity goes on to Add course (a training campaign for all users, then "Course created") or Add monthly video (switches the automatic monthly video on, then Success) when their flags are on, and to the category\'s own page otherwise.',
  routes: ['/home', '/activity-calendar'],
  machine: activityCalendarMachine,
  scenarios: activityCalendarScenarios,
})
