import { defineFlow } from '../flow'
import { trainingNow, trainingToday } from '../samples/training.samples'
import type { Scenarios } from '../scenarios'
import { courseScreenMachine, type CourseScreenInput } from './course-screen.machine'

const base: CourseScreenInput = {
  course: { courseId: 'crs_phishing', today: trainingToday, now: trainingNow },
  tab: 'preview',
  companyId: 'cmp_partner',
  shares: true,
  scormAccess: true,
}

export const courseScreenScenarios: Scenarios<typeof courseScreenMachine> = {
  // A partner's course opened on its preview, one opened on its customers' status, and a company that does not
  // share (its customers tabs are not offered, whatever the address says).
  inputs: [base, { ...base, tab: 'customers-status' }, { ...base, shares: false, tab: 'customers-settings' }],
  events: {
    'address.changed': [
      { type: 'address.changed', tab: 'statistics' },
      { type: 'address.changed', tab: 'customers-status' },
      { type: 'address.changed', tab: 'customers-settings' },
    ],
    'customers.shared': [{ type: 'customers.shared' }],
  },
  // The customers' status and the share form run until their tab is left; they never end by themselves.
  outcomes: { customers: {}, shareForm: {} },
  abstractContext: (context) => ({ tab: context.tab, shares: context.shares }),
  maxStates: 500,
}

export const courseScreenFlow = defineFlow({
  id: 'courseScreen',
  file: 'learning/course-screen',
  title: 'Course (page)',
  description:
    "The page that starts a course with its campaigns, the not-started reminder, the training form's learner search, the training after failure and the SCORM download; on a partner's customers tabs also the customers' status or the share form, as the address's tab says. A sent share form shows the status tab.",
  routes: [
    '/courses/:courseId/preview',
    '/courses/:courseId/statistics',
    '/courses/:courseId/settings',
    '/courses/:courseId/customers-status',
    '/courses/:courseId/customers-settings',
    '/gaming/preview',
    '/fake-or-real/preview',
  ],
  machine: courseScreenMachine,
  scenarios: courseScreenScenarios,
})
