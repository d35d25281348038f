import { assign, fromPromise, setup } from 'xstate'
import {
  COURSE_SHARE_TEXTS,
  courseShareFailure,
  freshShareForm,
  isShareFormValid,
  shareBatchOf,
  type BatchResult,
  type ChosenCustomer,
  type InheritSetting,
  type ShareBatch,
  type ShareForm,
} from '../../src/domain/course-sharing'
import { courseAddCustomersMachine } from './course-add-customers.machine'

// The course sharing form (001 §3 "Course sharing", §5 rules, §8 toasts): inherit settings Copy and start or
// Copy, the customers (added through the add-customers dialog, removed one by one), and for a start the
// learners' notification, days to complete (14, 30 or custom) and a start date not in the past. Submit with a
// problem shows every message ("Please add customers", …) and stays; a valid one shares (Copy: "Customers have
// been granted access to the course!") or starts deliveries ("Deliveries have been started successfully!").
// A refusal keeps everything typed and says why. It is the settings tab, and the status tab's Start dialog.

export interface CourseShareFormInput {
  companyId: string
  courseId: string
  today: string
  /** The moment a start today stands for (ISO). */
  now: string
  /** Customers chosen before the form opened (the status tab's ticked ones). */
  customers: ChosenCustomer[]
  inherit: InheritSetting
}

export interface CourseShareFormContext extends CourseShareFormInput {
  form: ShareForm
  showProblems: boolean
  failure: string | null
  shared: boolean
}

type EditablePatch = Partial<Omit<ShareForm, 'customers'>>

export type CourseShareFormEvent =
  | { type: 'form.change'; patch: EditablePatch }
  | { type: 'customers.add' }
  | { type: 'customer.remove'; companyId: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }

export interface SubmitShareInput {
  companyId: string
  courseId: string
  action: 'share' | 'start'
  batch: ShareBatch
}

/** 001 §8: Copy grants access; a start starts deliveries. */
export const doneMessage = (form: ShareForm) =>
  form.inherit === 'copy' ? COURSE_SHARE_TEXTS.granted : COURSE_SHARE_TEXTS.started

const merge = (have: ChosenCustomer[], added: ChosenCustomer[]) => [
  ...have,
  ...added.filter((customer) => !have.some((other) => other.companyId === customer.companyId)),
]

export const courseShareFormMachine = setup({
  types: {
    context: {} as CourseShareFormContext,
    events: {} as CourseShareFormEvent,
    input: {} as CourseShareFormInput,
    output: {} as { shared: boolean; message: string },
  },
  actors: {
    submitShare: fromPromise<BatchResult, SubmitShareInput>(async () => ({ count: 0, message: '' })),
    addCustomers: courseAddCustomersMachine,
  },
  guards: {
    isValid: ({ context }) => isShareFormValid(context.form, context.today),
    isChosen: ({ context }, companyId: string) =>
      context.form.customers.some((customer) => customer.companyId === companyId),
  },
  actions: {
    change: assign({ form: ({ context }, patch: EditablePatch) => ({ ...context.form, ...patch }) }),
    addChosen: assign({
      form: ({ context }, added: ChosenCustomer[]) => ({
        ...context.form,
        customers: merge(context.form.customers, added),
      }),
    }),
    removeChosen: assign({
      form: ({ context }, companyId: string) => ({
        ...context.form,
        customers: context.form.customers.filter((customer) => customer.companyId !== companyId),
      }),
    }),
    showProblems: assign({ showProblems: true }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    markShared: assign({ shared: true }),
    /** Provided by the app on the settings tab (in the Start dialog, the status tab says it): a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
    /** Provided by the app: the status tab, where the customers now are. */
    showStatus: () => {},
  },
}).createMachine({
  id: 'courseShareForm',
  context: ({ input }) => ({
    ...input,
    form: { ...freshShareForm(input.today, input.customers), inherit: input.inherit },
    showProblems: false,
    failure: null,
    shared: false,
  }),
  output: ({ context }) => ({ shared: context.shared, message: doneMessage(context.form) }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.change': { actions: { type: 'change', params: ({ event }) => event.patch } },
        'customers.add': 'adding',
        'customer.remove': {
          guard: { type: 'isChosen', params: ({ event }) => event.companyId },
          actions: { type: 'removeChosen', params: ({ event }) => event.companyId },
        },
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: ['showProblems', 'clearFailure'] },
          { actions: 'showProblems' },
        ],
        'form.cancel': 'cancelled',
      },
    },
    adding: {
      invoke: {
        id: 'addCustomers',
        src: 'addCustomers',
        input: ({ context }) => ({
          companyId: context.companyId,
          courseId: context.courseId,
          actionType: context.form.inherit,
          chosen: context.form.customers.map((customer) => customer.companyId),
        }),
        onDone: {
          target: 'editing',
          actions: { type: 'addChosen', params: ({ event }) => event.output.customers },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitShare',
        src: 'submitShare',
        input: ({ context }) => ({
          companyId: context.companyId,
          courseId: context.courseId,
          action: context.form.inherit === 'copy' ? ('share' as const) : ('start' as const),
          batch: shareBatchOf(context.form, context.today, context.now),
        }),
        onDone: {
          target: 'done',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                type: 'success' as const,
                title:
                  context.form.inherit === 'copy' ? COURSE_SHARE_TEXTS.granted : COURSE_SHARE_TEXTS.started,
              }),
            },
            'markShared',
            'showStatus',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'setFailure', params: ({ event }) => courseShareFailure(event.error) },
        },
      },
    },
    done: { type: 'final' },
    cancelled: { type: 'final' },
  },
})
