import { shareFieldProblems } from '../../src/domain/course-sharing'
import { courseShareFormMachine } from './course-share-form.machine'
import { defineFlow } from '../flow'
import { failure } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const COURSE_SHARE_FORM_INPUT = {
  companyId: 'cmp_partner',
  courseId: 'crs_partner',
  today: '2026-11-26',
  now: '2026-11-26T10:00:00.000Z',
  customers: [],
  inherit: 'copy_and_start' as const,
}

export const courseShareFormScenarios: Scenarios<typeof courseShareFormMachine> = {
  inputs: [COURSE_SHARE_FORM_INPUT],
  events: {
    'form.change': [
      { type: 'form.change', patch: { inherit: 'copy' } },
      { type: 'form.change', patch: { inherit: 'copy_and_start' } },
      { type: 'form.change', patch: { daysPreset: 2, customDays: '0' } },
      { type: 'form.change', patch: { daysPreset: 2, customDays: '21' } },
      { type: 'form.change', patch: { startDate: '2026-11-20' } },
      { type: 'form.change', patch: { startDate: '2026-12-01' } },
    ],
    'customers.add': [{ type: 'customers.add' }],
    'customer.remove': [
      { type: 'customer.remove', companyId: 'cmp_a' },
      { type: 'customer.remove', companyId: 'cmp_none' },
    ],
    'form.submit': [{ type: 'form.submit' }],
    'form.cancel': [{ type: 'form.cancel' }],
  },
  outcomes: {
    addCustomers: {
      done: [{ customers: [{ companyId: 'cmp_a', companyName: 'Contoso' }] }, { customers: [] }],
    },
    submitShare: {
      done: [{ count: 1, message: 'Deliveries have been started successfully!' }],
      error: [failure(404, 'not_found', 'Customer not found')],
    },
  },
  abstractContext: (context) => ({
    inherit: context.form.inherit,
    customers: context.form.customers.length,
    problems: Object.keys(shareFieldProblems(context.form, context.today)).sort().join(','),
    showProblems: context.showProblems,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const courseShareFormFlow = defineFlow({
  id: 'courseShareForm',
  file: 'learning/course-share-form',
  title: 'Share a course with customers',
  description:
    'The course sharing form: Copy and start or Copy, the customers added through the add-customers dialog (and removed one by one), and for a start the learners\' notification, days to complete (14, 30 or custom) and a start date not in the past. Submitting with a problem shows every message ("Please add customers", "The start date cannot be in the past.", …); Copy ends with "Customers have been granted access to the course!", a start with "Deliveries have been started successfully!", then the status tab. A refusal keeps everything typed and says why.',
  routes: ['/courses/:courseId/customers-settings', '/courses/:courseId/customers-status'],
  machine: courseShareFormMachine,
  scenarios: courseShareFormScenarios,
})
