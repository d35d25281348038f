import { assign, fromPromise, setup } from 'xstate'
import {
  CUSTOM_TRAINING_TEXTS,
  type CustomTrainingRow,
  type NewTraining,
} from '../../src/domain/custom-training'
import { failureMessage, messageOf } from '../event-params'

// The company's custom trainings (/custom; /custom-training/new-training for partners — 000 §2, 001 §2, §4):
// the list with each training's state, a new training (name, language, description; from a video its name,
// language and the video come along) that opens in the editor, a copy of one ("Training was copied
// successfully!"), and disable / activate. A failed call says why and keeps what was typed.

export interface NewTrainingForm {
  name: string
  description: string
  language: string
  videoId: string | null
}

export interface CustomTrainingsContext {
  items: CustomTrainingRow[] | null
  failure: string | null
  form: NewTrainingForm
  formError: string | null
  editBase: string
  /** Opened from a video or on the partners' new-training page: the form comes first. */
  startWithForm: boolean
}

export type CustomTrainingsEvent =
  | { type: 'list.retry' }
  | { type: 'create.open' }
  | { type: 'create.change'; field: 'name' | 'description' | 'language'; value: string }
  | { type: 'create.submit' }
  | { type: 'create.cancel' }
  | { type: 'row.clone'; courseId: string }
  | { type: 'row.toggle'; courseId: string }

const EMPTY_FORM: NewTrainingForm = { name: '', description: '', language: 'en', videoId: null }

export const newTrainingOf = (form: NewTrainingForm): NewTraining => ({
  name: form.name.trim(),
  description: form.description,
  language: form.language,
  ...(form.videoId ? { videoId: form.videoId } : {}),
})

export const customTrainingsMachine = setup({
  types: {
    context: {} as CustomTrainingsContext,
    events: {} as CustomTrainingsEvent,
    input: {} as { prefill: NewTrainingForm | null; editBase: string },
  },
  actors: {
    loadTrainings: fromPromise<CustomTrainingRow[]>(async () => {
      throw new Error('loadTrainings not provided')
    }),
    createTraining: fromPromise<{ id: string }, NewTraining>(async () => {
      throw new Error('createTraining not provided')
    }),
    cloneTraining: fromPromise<{ id: string }, { courseId: string }>(async () => {
      throw new Error('cloneTraining not provided')
    }),
    setTrainingActive: fromPromise<{ active: boolean }, { courseId: string; active: boolean }>(async () => {
      throw new Error('setTrainingActive not provided')
    }),
  },
  guards: {
    opensForm: ({ context }) => context.startWithForm,
    isListed: ({ context }, courseId: string) => context.items?.some((item) => item.id === courseId) ?? false,
    hasName: ({ context }) => context.form.name.trim() !== '',
  },
  actions: {
    setItems: assign({ items: (_, items: CustomTrainingRow[]) => items, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    resetForm: assign({ form: EMPTY_FORM, formError: null }),
    change: assign({
      form: ({ context }, change: { field: 'name' | 'description' | 'language'; value: string }) => ({
        ...context.form,
        [change.field]: change.value.slice(0, change.field === 'description' ? 5000 : 200),
      }),
      formError: null,
    }),
    setFormError: assign({ formError: (_, message: string) => message }),
    /** Provided by the app: opens the new training in the editor. */
    openEditor: (_, _path: string) => {},
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'customTrainings',
  context: ({ input }) => ({
    items: null,
    failure: null,
    form: input.prefill ?? EMPTY_FORM,
    formError: null,
    editBase: input.editBase,
    startWithForm: input.prefill !== null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTrainings',
        src: 'loadTrainings',
        onDone: { target: 'ready', actions: { type: 'setItems', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      initial: 'deciding',
      states: {
        // A training started from a video, or the partners' new-training page, opens on the form.
        deciding: { always: [{ guard: 'opensForm', target: 'form' }, { target: 'idle' }] },
        idle: {
          on: {
            'create.open': { target: 'form', actions: 'resetForm' },
            'row.clone': {
              guard: { type: 'isListed', params: ({ event }) => event.courseId },
              target: 'cloning',
            },
            'row.toggle': {
              guard: { type: 'isListed', params: ({ event }) => event.courseId },
              target: 'toggling',
            },
          },
        },
        form: {
          initial: 'editing',
          on: { 'create.cancel': { target: 'idle', actions: 'resetForm' } },
          states: {
            editing: {
              on: {
                'create.change': { actions: { type: 'change', params: ({ event }) => event } },
                'create.submit': [
                  { guard: 'hasName', target: 'submitting' },
                  { actions: { type: 'setFormError', params: CUSTOM_TRAINING_TEXTS.nameRequired } },
                ],
              },
            },
            submitting: {
              invoke: {
                id: 'createTraining',
                src: 'createTraining',
                input: ({ context }) => newTrainingOf(context.form),
                onDone: {
                  target: '#customTrainings.opened',
                  actions: [
                    { type: 'notify', params: { type: 'success', title: CUSTOM_TRAINING_TEXTS.created } },
                    {
                      type: 'openEditor',
                      params: ({ context, event }) => `${context.editBase}/${event.output.id}`,
                    },
                  ],
                },
                onError: {
                  target: 'editing',
                  actions: { type: 'setFormError', params: ({ event }) => messageOf(event.error) },
                },
              },
            },
          },
        },
        cloning: {
          invoke: {
            id: 'cloneTraining',
            src: 'cloneTraining',
            input: ({ event }) => ({ courseId: (event as { courseId: string }).courseId }),
            onDone: {
              target: '#customTrainings.loading',
              actions: { type: 'notify', params: { type: 'success', title: CUSTOM_TRAINING_TEXTS.copied } },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ type: 'error' as const, title: messageOf(event.error) }),
              },
            },
          },
        },
        toggling: {
          invoke: {
            id: 'setTrainingActive',
            src: 'setTrainingActive',
            input: ({ context, event }) => {
              const courseId = (event as { courseId: string }).courseId
              return { courseId, active: !context.items?.find((item) => item.id === courseId)?.active }
            },
            onDone: {
              target: '#customTrainings.loading',
              actions: {
                type: 'notify',
                params: ({ event }) => ({
                  type: 'success' as const,
                  title: event.output.active
                    ? CUSTOM_TRAINING_TEXTS.activated
                    : CUSTOM_TRAINING_TEXTS.disabled,
                }),
              },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notify',
                params: ({ event }) => ({ type: 'error' as const, title: messageOf(event.error) }),
              },
            },
          },
        },
      },
    },
    /** The new training is open in the editor. */
    opened: { type: 'final' },
  },
})
