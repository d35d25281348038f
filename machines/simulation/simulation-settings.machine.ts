import { holds } from '../../src/domain/field-problems'
import { assign, fromPromise, setup } from 'xstate'
import type { ApiFailure } from '../../src/domain/api-failure'
import {
  normalisedSettings,
  sameSettings,
  SETTINGS_TEXTS,
  PhishingSettingsForm,
  type PhishingSettings,
  type SettingsField,
} from '../../src/domain/simulation/settings'
import { errorOf, failureMessage } from '../event-params'

// /phishing-simulation/settings, tabs Report button and Configuration (002 §2.9, §7): the company's phishing
// settings load, are edited as a draft (what a reported mail does in Google Workspace and Microsoft 365, where
// reports of real phishing go, the X-Test-Phish header), and are saved with "Successfully updated!". Save is
// offered only for a valid draft that differs from what is stored; Discard brings the stored values back. A
// refused save keeps the draft and shows the gateway's reasons at their fields.

export interface SimulationSettingsContext {
  saved: PhishingSettings | null
  draft: PhishingSettings | null
  failure: string | null
  /** The gateway's reasons for a refused save, by field. */
  fieldErrors: Partial<Record<SettingsField, string>>
}

export type SimulationSettingsEvent =
  | { type: 'settings.edit'; patch: Partial<PhishingSettings> }
  | { type: 'settings.save' }
  | { type: 'settings.discard' }
  | { type: 'settings.retry' }

const fieldErrorsOf = (error: unknown): Partial<Record<SettingsField, string>> =>
  Object.fromEntries(
    ((error as Partial<ApiFailure> | undefined)?.fields ?? []).map((f) => [f.field, f.message]),
  )

export const simulationSettingsMachine = setup({
  types: { context: {} as SimulationSettingsContext, events: {} as SimulationSettingsEvent },
  actors: {
    loadSettings: fromPromise<PhishingSettings>(async () => {
      throw new Error('loadSettings is provided by the app')
    }),
    saveSettings: fromPromise<PhishingSettings, PhishingSettings>(async ({ input }) => input),
  },
  guards: {
    canSave: ({ context }) =>
      context.draft !== null &&
      context.saved !== null &&
      !sameSettings(context.draft, context.saved) &&
      holds(PhishingSettingsForm, context.draft),
    isChanged: ({ context }) =>
      context.draft !== null && context.saved !== null && !sameSettings(context.draft, context.saved),
  },
  actions: {
    setSaved: assign({
      saved: (_, settings: PhishingSettings) => settings,
      draft: (_, settings: PhishingSettings) => settings,
      failure: null,
      fieldErrors: {},
    }),
    edit: assign({
      draft: ({ context }, patch: Partial<PhishingSettings>) =>
        context.draft ? { ...context.draft, ...patch } : context.draft,
      // A field edited again is judged by the form's rules, not by the last refusal.
      fieldErrors: ({ context }, patch: Partial<PhishingSettings>) =>
        Object.fromEntries(
          Object.entries(context.fieldErrors).filter(([field]) => !(field in patch)),
        ) as Partial<Record<SettingsField, string>>,
    }),
    discard: assign({ draft: ({ context }) => context.saved, fieldErrors: {}, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setRefusal: assign({
      failure: (_, error: unknown) => (error as Partial<ApiFailure> | undefined)?.message ?? null,
      fieldErrors: (_, error: unknown) => fieldErrorsOf(error),
    }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'simulationSettings',
  context: { saved: null, draft: null, failure: null, fieldErrors: {} },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: { type: 'setSaved', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'settings.retry': 'loading' } },
    ready: {
      on: {
        'settings.edit': { actions: { type: 'edit', params: ({ event }) => event.patch } },
        'settings.save': { guard: 'canSave', target: 'saving' },
        'settings.discard': { guard: 'isChanged', actions: 'discard' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => normalisedSettings(context.draft!),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setSaved', params: ({ event }) => event.output },
            { type: 'notify', params: { type: 'success', title: SETTINGS_TEXTS.updated } },
          ],
        },
        onError: { target: 'ready', actions: { type: 'setRefusal', params: errorOf } },
      },
    },
  },
})
