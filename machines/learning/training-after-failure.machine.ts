import { assign, fromPromise, setup } from 'xstate'
import {
  AFTER_FAILURE_TEXTS,
  afterFailureFieldProblems,
  draftOf,
  settingOf,
  type AfterFailureDraft,
  type AfterFailureSetting,
} from '../../src/domain/training-after-failure'
import { failureMessage } from '../event-params'

// Training after failure, from a course's settings tab (issue 27, ours): on, this course goes once to whoever
// is phished in a simulation or answers a phishing exercise wrong (at least one of the two), due a number of
// days after the failure; a company has one such course, so turning it on here replaces another. Save says
// "Training after failure saved." (or that it is off); a refusal keeps the form.

export interface AfterFailureInput {
  courseId: string
}

export interface AfterFailureContext extends AfterFailureInput {
  setting: AfterFailureSetting | null
  draft: AfterFailureDraft
  attempted: boolean
  failure: string | null
}

export type AfterFailureEvent =
  | { type: 'afterFailure.change'; patch: Partial<AfterFailureDraft> }
  | { type: 'afterFailure.save' }
  | { type: 'afterFailure.retry' }

type SavedSetting = ReturnType<typeof settingOf>

export const problemsOf = (context: Pick<AfterFailureContext, 'draft'>) =>
  afterFailureFieldProblems(context.draft)

const EMPTY_DRAFT: AfterFailureDraft = { enabled: false, onSimulation: true, onExercise: true, days: '7' }

export const trainingAfterFailureMachine = setup({
  types: {
    context: {} as AfterFailureContext,
    events: {} as AfterFailureEvent,
    input: {} as AfterFailureInput,
  },
  actors: {
    loadSetting: fromPromise<AfterFailureSetting>(async () => {
      throw new Error('loadSetting not provided')
    }),
    saveSetting: fromPromise<void, SavedSetting>(async () => undefined),
  },
  guards: {
    isValid: ({ context }) => Object.keys(problemsOf(context)).length === 0,
  },
  actions: {
    setSetting: assign({
      setting: (_, setting: AfterFailureSetting) => setting,
      draft: ({ context }, setting: AfterFailureSetting) => draftOf(setting, context.courseId),
      failure: null,
    }),
    change: assign({
      draft: ({ context }, patch: Partial<AfterFailureDraft>) => ({ ...context.draft, ...patch }),
      failure: null,
    }),
    markAttempted: assign({ attempted: true }),
    /** What was saved becomes the setting the page knows (its course name is this page's when on). */
    keepSaved: assign({
      setting: ({ context }) => {
        const saved = settingOf(context.draft, context.courseId, context.setting!)
        const sameCourse = saved.courseId === context.setting?.courseId
        return { ...saved, courseName: sameCourse ? (context.setting?.courseName ?? null) : null }
      },
      attempted: false,
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success'; title: string }) => {},
  },
}).createMachine({
  id: 'trainingAfterFailure',
  context: ({ input }) => ({
    ...input,
    setting: null,
    draft: EMPTY_DRAFT,
    attempted: false,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSetting',
        src: 'loadSetting',
        onDone: { target: 'ready', actions: { type: 'setSetting', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'afterFailure.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'afterFailure.change': { actions: { type: 'change', params: ({ event }) => event.patch } },
            'afterFailure.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'markAttempted' }],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveSetting',
            src: 'saveSetting',
            input: ({ context }) => settingOf(context.draft, context.courseId, context.setting!),
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context }) => ({
                    type: 'success' as const,
                    title: context.draft.enabled ? AFTER_FAILURE_TEXTS.saved : AFTER_FAILURE_TEXTS.off,
                  }),
                },
                'keepSaved',
              ],
            },
            onError: { target: 'idle', actions: { type: 'setFailure', params: failureMessage } },
          },
        },
      },
    },
  },
})
