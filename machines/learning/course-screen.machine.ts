import { assign, sendParent, setup } from 'xstate'
import { reminderDialogMachine } from '../users/reminder-dialog.machine'
import { userSearchMachine } from '../exercise/user-search.machine'
import { courseCustomersMachine } from './course-customers.machine'
import { coursePageMachine, type CoursePageInput } from './course-page.machine'
import { courseShareFormMachine } from './course-share-form.machine'
import { scormExportMachine } from './scorm-export.machine'
import { trainingAfterFailureMachine } from './training-after-failure.machine'

// A course's pages (000 §4: /courses/{id}/preview|statistics|settings, and /gaming, /fake-or-real; 001 §2: a
// partner's customers tabs) as one machine. It starts the course with its campaigns, the not-started reminder,
// the training form's learner search, the training after failure and the SCORM download; on a partner's
// customers tabs also the customers' status or the share form, one at a time as the address's tab says. The
// share form, once sent, shows the status tab: it asks the page, which moves the address.

export type CourseTab = 'preview' | 'statistics' | 'settings' | 'customers-status' | 'customers-settings'

export interface CourseScreenInput {
  course: CoursePageInput
  tab: CourseTab
  companyId: string
  /** A partner shares the library's courses with its customers (a game is not shared). */
  shares: boolean
  /** The company may download SCORM packages. */
  scormAccess: boolean
}

export type CourseScreenEvent =
  /** The address's tab changed (a tab link, the browser's back and forward, the page's own move). */
  | { type: 'address.changed'; tab: CourseTab }
  /** From the share form: it was sent, the status tab shows how it went. */
  | { type: 'customers.shared' }

/** The share form as a child of this page: once sent, it asks for the status tab. */
export const reportingShares = (form: typeof courseShareFormMachine) =>
  form.provide({ actions: { showStatus: sendParent({ type: 'customers.shared' as const }) } })

export const courseScreenMachine = setup({
  types: {
    context: {} as CourseScreenInput,
    events: {} as CourseScreenEvent,
    input: {} as CourseScreenInput,
  },
  actors: {
    page: coursePageMachine,
    reminder: reminderDialogMachine,
    userSearch: userSearchMachine,
    afterFailure: trainingAfterFailureMachine,
    scorm: scormExportMachine,
    customers: courseCustomersMachine,
    shareForm: reportingShares(courseShareFormMachine),
  },
  guards: {
    onStatus: ({ context }) => context.shares && context.tab === 'customers-status',
    onShareForm: ({ context }) => context.shares && context.tab === 'customers-settings',
    tabChanged: ({ context }, address: { tab: CourseTab }) => address.tab !== context.tab,
  },
  actions: {
    takeTab: assign({ tab: (_, address: { tab: CourseTab }) => address.tab }),
    /** Provided by the app: the address of one of the course's tabs. */
    goTo: (_, _tab: CourseTab) => {},
  },
}).createMachine({
  id: 'courseScreen',
  context: ({ input }) => input,
  invoke: [
    { id: 'page', src: 'page', input: ({ context }) => context.course },
    { id: 'reminder', src: 'reminder' },
    { id: 'userSearch', src: 'userSearch' },
    {
      id: 'afterFailure',
      src: 'afterFailure',
      input: ({ context }) => ({ courseId: context.course.courseId }),
    },
    {
      id: 'scorm',
      src: 'scorm',
      input: ({ context }) => ({ courseId: context.course.courseId, hasAccess: context.scormAccess }),
    },
  ],
  on: {
    'address.changed': {
      guard: { type: 'tabChanged', params: ({ event }) => event },
      target: '.deciding',
      actions: { type: 'takeTab', params: ({ event }) => event },
    },
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'onStatus', target: 'customersStatus' },
        { guard: 'onShareForm', target: 'customersSettings' },
        { target: 'courseTab' },
      ],
    },
    /** Preview, statistics and settings: the course's own children are enough. */
    courseTab: {},
    customersStatus: {
      invoke: {
        id: 'customers',
        src: 'customers',
        input: ({ context }) => ({ companyId: context.companyId, ...context.course }),
      },
    },
    customersSettings: {
      on: { 'customers.shared': { actions: { type: 'goTo', params: 'customers-status' } } },
      invoke: {
        id: 'shareForm',
        src: 'shareForm',
        input: ({ context }) => ({
          companyId: context.companyId,
          ...context.course,
          customers: [],
          inherit: 'copy_and_start' as const,
        }),
      },
    },
  },
})
