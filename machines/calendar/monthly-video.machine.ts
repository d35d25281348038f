import { assign, fromPromise, setup } from 'xstate'
import {
  MONTHLY_VIDEO_TEXTS,
  draftOfSettings,
  monthlyFieldProblems,
  settingsOfDraft,
  type MonthlyVideoDraft,
  type MonthlyVideoOverview,
  type MonthlyVideoSettings,
} from '../../src/domain/monthly-video'
import type { DirectoryOption } from '../exercise/campaign-wizard.machine'
import { failureMessage } from '../event-params'

// The monthly video calendar (/calendar/preview | history | settings; 002 §2.10): this month's video (assign it
// now when it has not been given: "This month’s video was assigned."), the months given so far and how far
// each got, and the automatic assignment's settings — on or off, all users, departments or groups (at least
// one), days to complete — saved with "Monthly video settings saved."; a refusal keeps the form.

export interface MonthlyVideoData {
  overview: MonthlyVideoOverview
  departments: DirectoryOption[]
  groups: DirectoryOption[]
}

export interface MonthlyVideoContext {
  data: MonthlyVideoData | null
  draft: MonthlyVideoDraft | null
  attempted: boolean
  failure: string | null
  actionFailure: string | null
}

export type MonthlyVideoEvent =
  | { type: 'monthly.retry' }
  | { type: 'settings.change'; patch: Partial<MonthlyVideoDraft> }
  | { type: 'settings.save' }
  | { type: 'video.assign' }

export const problemsOf = (context: Pick<MonthlyVideoContext, 'draft'>) =>
  context.draft ? monthlyFieldProblems(context.draft) : {}

export const monthlyVideoMachine = setup({
  types: { context: {} as MonthlyVideoContext, events: {} as MonthlyVideoEvent },
  actors: {
    loadMonthly: fromPromise<MonthlyVideoData>(async () => {
      throw new Error('loadMonthly not provided')
    }),
    saveSettings: fromPromise<void, MonthlyVideoSettings>(async () => undefined),
    assignNow: fromPromise<void>(async () => undefined),
  },
  guards: {
    isValid: ({ context }) => Object.keys(problemsOf(context)).length === 0,
    // This month has a video and it has not been given yet.
    canAssign: ({ context }) =>
      Boolean(context.data?.overview.current) && !context.data?.overview.currentEntry,
  },
  actions: {
    setData: assign({
      data: (_, data: MonthlyVideoData) => data,
      draft: (_, data: MonthlyVideoData) => draftOfSettings(data.overview.settings),
      attempted: false,
      failure: null,
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setActionFailure: assign({ actionFailure: (_, message: string) => message }),
    change: assign({
      draft: ({ context }, patch: Partial<MonthlyVideoDraft>) =>
        context.draft ? { ...context.draft, ...patch } : context.draft,
      actionFailure: null,
    }),
    markAttempted: assign({ attempted: true }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success'; title: string }) => {},
  },
}).createMachine({
  id: 'monthlyVideo',
  context: { data: null, draft: null, attempted: false, failure: null, actionFailure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMonthly',
        src: 'loadMonthly',
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'monthly.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'settings.change': { actions: { type: 'change', params: ({ event }) => event.patch } },
            'settings.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'markAttempted' }],
            'video.assign': { guard: 'canAssign', target: 'assigning' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveSettings',
            src: 'saveSettings',
            input: ({ context }) => settingsOfDraft(context.draft!),
            onDone: {
              target: '#monthlyVideo.loading',
              actions: { type: 'notify', params: { type: 'success', title: MONTHLY_VIDEO_TEXTS.saved } },
            },
            onError: { target: 'idle', actions: { type: 'setActionFailure', params: failureMessage } },
          },
        },
        assigning: {
          tags: ['busy'],
          invoke: {
            id: 'assignNow',
            src: 'assignNow',
            onDone: {
              target: '#monthlyVideo.loading',
              actions: { type: 'notify', params: { type: 'success', title: MONTHLY_VIDEO_TEXTS.assigned } },
            },
            onError: { target: 'idle', actions: { type: 'setActionFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
