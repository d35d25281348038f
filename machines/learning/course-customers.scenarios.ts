import type { CourseCustomer, CourseCustomers } from '../../src/domain/course-sharing'
import { courseCustomersMachine } from './course-customers.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const sampleCourseCustomer = (id: string, patch: Partial<CourseCustomer> = {}): CourseCustomer => ({
  companyId: id,
  companyName: `Customer ${id}`,
  progress: 0,
  startDate: null,
  receivedDate: '2026-11-01T09:00:00.000Z',
  stage: 'copied',
  copiedVersion: 2,
  updateAvailable: false,
  ...patch,
})

const many = Array.from({ length: 26 }, (_, index) =>
  sampleCourseCustomer(`cmp_m${String(index).padStart(2, '0')}`, { companyName: `Member ${index}` }),
)

export const COURSE_CUSTOMERS: Record<'mixed' | 'special' | 'many' | 'none', CourseCustomers> = {
  // A copy a version behind, and a customer whose delivery has started.
  mixed: {
    companies: [
      sampleCourseCustomer('cmp_a', { companyName: 'Contoso', copiedVersion: 1, updateAvailable: true }),
      sampleCourseCustomer('cmp_b', {
        companyName: 'Litware',
        stage: 'started',
        startDate: '2026-11-14T09:00:00.000Z',
        progress: 40,
      }),
    ],
    courseVersion: 2,
    isSpecial: false,
  },
  special: {
    companies: [
      sampleCourseCustomer('cmp_a', { companyName: 'Contoso', stage: 'shared', copiedVersion: null }),
    ],
    courseVersion: 1,
    isSpecial: true,
  },
  many: { companies: many, courseVersion: 1, isSpecial: false },
  none: { companies: [], courseVersion: 1, isSpecial: false },
}

export const COURSE_CUSTOMERS_INPUT = {
  companyId: 'cmp_partner',
  courseId: 'crs_partner',
  today: '2026-11-26',
  now: '2026-11-26T10:00:00.000Z',
}

export const courseCustomersScenarios: Scenarios<typeof courseCustomersMachine> = {
  inputs: [COURSE_CUSTOMERS_INPUT],
  events: {
    'customers.retry': [{ type: 'customers.retry' }],
    'customers.page': [
      { type: 'customers.page', pageNumber: 1 },
      { type: 'customers.page', pageNumber: 0 },
    ],
    'action.request': [
      { type: 'action.request', action: 'end' },
      { type: 'action.request', action: 'remove' },
      { type: 'action.request', action: 'update' },
    ],
    'start.open': [{ type: 'start.open' }],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'confirm.no': [{ type: 'confirm.no' }],
    'selection.changed': [
      { type: 'selection.changed', selected: ['cmp_a'], allSelected: false },
      { type: 'selection.changed', selected: ['cmp_a', 'cmp_b'], allSelected: false },
      { type: 'selection.changed', selected: [], allSelected: false },
    ],
  },
  outcomes: {
    loadCustomers: {
      done: [COURSE_CUSTOMERS.mixed, COURSE_CUSTOMERS.special, COURSE_CUSTOMERS.many, COURSE_CUSTOMERS.none],
      error: [offline],
    },
    runBatch: {
      done: [{ count: 1, message: 'Training was removed for companies successfully!' }],
      error: [
        failure(409, 'delivery_running', 'End the training of these customers before removing the course.'),
      ],
    },
    startForm: {
      done: [
        { shared: true, message: 'Deliveries have been started successfully!' },
        { shared: false, message: '' },
      ],
    },
  },
  enabledEventsOnly:
    'Each action shows only while the ticked customers allow it, and the table is behind the confirmation and the Start dialog while they are open: the refusals are the guards.',
  abstractContext: (context) => ({
    rows: context.data === null ? null : context.data.companies.length,
    special: context.data?.isSpecial ?? false,
    pageNumber: context.pageNumber,
    selected: context.selection.allSelected ? 'all' : context.selection.selected.join(','),
    confirm: context.confirm ? `${context.confirm.action}:${context.confirm.failure !== null}` : null,
    starting: context.starting.length,
  }),
  maxStates: 20000,
}

export const courseCustomersFlow = defineFlow({
  id: 'courseCustomers',
  file: 'learning/course-customers',
  title: 'Course customers status',
  description:
    "A partner's course and the customers that have it: stage (Shared, Copied, Scheduled, Started, Ended), the version each holds with \"Update available\" when behind, progress, start and received dates, 25 a page. Ticked customers with a start date offer End (sent only for them) and hide Start and Remove; otherwise Start (the sharing form as a dialog) and Remove (never for the special course). Update brings behind copies to the partner's version, learners' progress kept. Each action confirms first and ends with the spec's toast.",
  routes: ['/courses/:courseId/customers-status'],
  machine: courseCustomersMachine,
  scenarios: courseCustomersScenarios,
})
