import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  COURSE_SHARE_PAGE_SIZE,
  COURSE_SHARE_TEXTS,
  courseShareFailure,
  customersFor,
  shareActions,
  type BatchResult,
  type ChosenCustomer,
  type CourseCustomers,
} from '../../src/domain/course-sharing'
import {
  isOfferedSelection,
  reportingSelection,
  selectionChanged,
  type CustomerSelection,
} from '../sharing/customer-selection.machine'
import { courseShareFormMachine } from './course-share-form.machine'
import { failureMessage } from '../event-params'

// The customers status tab of a partner's course (001 §2, §3 course customer, §4 selection rules, §8 toasts):
// every customer that has the course with its stage, version, progress, start and received dates, 25 a page;
// rows ticked through the shared customer selection (a page, or "Select all N customers"). With a ticked
// customer that has a start date, End shows (sent only for those with one) and Start and Remove hide; otherwise
// Start (the sharing form as a dialog, "Copy and start" with the ticked customers) and Remove (never for the
// special course). Ours: Update brings ticked copies that are behind to the partner's version.

export interface CourseCustomersInput {
  companyId: string
  courseId: string
  today: string
  now: string
}

export type BatchAction = 'end' | 'remove' | 'update'

export interface CourseCustomersContext extends CourseCustomersInput {
  data: CourseCustomers | null
  failure: string | null
  pageNumber: number
  selection: CustomerSelection
  confirm: { action: BatchAction; customers: ChosenCustomer[]; failure: string | null } | null
  /** Who the Start dialog begins with. */
  starting: ChosenCustomer[]
}

export type CourseCustomersEvent =
  | { type: 'customers.retry' }
  | { type: 'customers.page'; pageNumber: number }
  | { type: 'action.request'; action: BatchAction }
  | { type: 'start.open' }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }
  | ({ type: 'selection.changed' } & CustomerSelection)

export interface RunBatchInput {
  companyId: string
  courseId: string
  action: BatchAction
  customerIds: string[]
}

export const pageRows = (context: Pick<CourseCustomersContext, 'data' | 'pageNumber'>) =>
  (context.data?.companies ?? []).slice(
    context.pageNumber * COURSE_SHARE_PAGE_SIZE,
    (context.pageNumber + 1) * COURSE_SHARE_PAGE_SIZE,
  )

export const actionsOf = (context: Pick<CourseCustomersContext, 'data' | 'selection'>) =>
  shareActions(context.data?.companies ?? [], context.selection, context.data?.isSpecial ?? false)

const doneText = {
  end: COURSE_SHARE_TEXTS.ended,
  remove: COURSE_SHARE_TEXTS.removed,
  update: COURSE_SHARE_TEXTS.updated,
}

export const courseCustomersMachine = setup({
  types: {
    context: {} as CourseCustomersContext,
    events: {} as CourseCustomersEvent,
    input: {} as CourseCustomersInput,
  },
  actors: {
    loadCustomers: fromPromise<CourseCustomers, { companyId: string; courseId: string }>(async () => ({
      companies: [],
      courseVersion: 1,
      isSpecial: false,
    })),
    runBatch: fromPromise<BatchResult, RunBatchInput>(async () => ({ count: 0, message: '' })),
    selection: reportingSelection,
    shareForm: courseShareFormMachine,
  },
  guards: {
    isOffered: ({ context }, selection: CustomerSelection) =>
      isOfferedSelection(
        pageRows(context).map((row) => row.companyId),
        selection,
      ),
    isOtherPage: ({ context }, pageNumber: number) =>
      Number.isSafeInteger(pageNumber) &&
      pageNumber >= 0 &&
      pageNumber !== context.pageNumber &&
      pageNumber * COURSE_SHARE_PAGE_SIZE < (context.data?.companies.length ?? 0),
    canAct: ({ context }, action: BatchAction) => actionsOf(context)[action],
    canStart: ({ context }) => actionsOf(context).start,
    hasShared: (_, shared: boolean) => shared,
  },
  actions: {
    setData: assign({
      data: (_, data: CourseCustomers) => data,
      failure: null,
      pageNumber: ({ context }, data: CourseCustomers) =>
        context.pageNumber * COURSE_SHARE_PAGE_SIZE < data.companies.length ? context.pageNumber : 0,
      selection: { selected: [], allSelected: false },
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setPageNumber: assign({
      pageNumber: (_, pageNumber: number) => pageNumber,
      selection: { selected: [], allSelected: false },
    }),
    setSelection: assign({ selection: (_, selection: CustomerSelection) => selection }),
    setConfirm: assign({
      confirm: ({ context }, action: BatchAction) => ({
        action,
        customers: customersFor(action, context.data?.companies ?? [], context.selection),
        failure: null,
      }),
    }),
    setConfirmFailure: assign({
      confirm: ({ context }, message: string) =>
        context.confirm ? { ...context.confirm, failure: message } : null,
    }),
    clearConfirm: assign({ confirm: null }),
    setStarting: assign({
      starting: ({ context }) => customersFor('start', context.data?.companies ?? [], context.selection),
    }),
    /** The selection is offered the rows on screen, and told how many there are in all. */
    offerRows: sendTo('selection', ({ context }) => ({
      type: 'selection.page' as const,
      ids: pageRows(context).map((row) => row.companyId),
      total: context.data?.companies.length ?? 0,
    })),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'courseCustomers',
  context: ({ input }) => ({
    ...input,
    data: null,
    failure: null,
    pageNumber: 0,
    selection: { selected: [], allSelected: false },
    confirm: null,
    starting: [],
  }),
  invoke: { id: 'selection', src: 'selection' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCustomers',
        src: 'loadCustomers',
        input: ({ context }) => ({ companyId: context.companyId, courseId: context.courseId }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'setData', params: ({ event }) => event.output }, 'offerRows'],
        },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'customers.retry': 'loading' } },
    ready: {
      on: {
        'selection.changed': selectionChanged,
        'customers.page': {
          guard: { type: 'isOtherPage', params: ({ event }) => event.pageNumber },
          actions: [{ type: 'setPageNumber', params: ({ event }) => event.pageNumber }, 'offerRows'],
        },
        'action.request': {
          guard: { type: 'canAct', params: ({ event }) => event.action },
          target: 'confirming',
          actions: { type: 'setConfirm', params: ({ event }) => event.action },
        },
        'start.open': { guard: 'canStart', target: 'starting', actions: 'setStarting' },
      },
    },
    confirming: {
      on: {
        'confirm.no': { target: 'ready', actions: 'clearConfirm' },
        'confirm.yes': 'running',
      },
    },
    running: {
      tags: ['busy'],
      invoke: {
        id: 'runBatch',
        src: 'runBatch',
        input: ({ context }) => ({
          companyId: context.companyId,
          courseId: context.courseId,
          action: context.confirm!.action,
          customerIds: context.confirm!.customers.map((customer) => customer.companyId),
        }),
        onDone: {
          target: 'loading',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                type: 'success' as const,
                title: doneText[context.confirm!.action],
              }),
            },
            'clearConfirm',
          ],
        },
        // The dialog stays with the reason; the ticks stay for another try.
        onError: {
          target: 'confirming',
          actions: { type: 'setConfirmFailure', params: ({ event }) => courseShareFailure(event.error) },
        },
      },
    },
    starting: {
      invoke: {
        id: 'startForm',
        src: 'shareForm',
        input: ({ context }) => ({
          companyId: context.companyId,
          courseId: context.courseId,
          today: context.today,
          now: context.now,
          customers: context.starting,
          inherit: 'copy_and_start' as const,
        }),
        onDone: [
          {
            guard: { type: 'hasShared', params: ({ event }) => event.output.shared },
            target: 'loading',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ type: 'success' as const, title: event.output.message }),
            },
          },
          { target: 'ready' },
        ],
      },
    },
  },
})
