import {
  DEFAULT_TEXTS,
  TEXT_SET_TEXTS,
  textSetFieldProblems,
  type TextSetAnswer,
} from '../../src/domain/text-sets'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { textSetMachine } from './text-set.machine'

const answer = (overrides: Partial<TextSetAnswer>): TextSetAnswer => ({
  kind: 'notification',
  lang: 'en',
  values: DEFAULT_TEXTS.notification,
  isDefault: true,
  englishFallback: false,
  ...overrides,
})
export const TEXT_SET_SAMPLES = {
  englishDefault: answer({}),
  englishOwn: answer({
    values: { ...DEFAULT_TEXTS.notification, trainingSubject: 'Training due' },
    isDefault: false,
  }),
  germanFallback: answer({ lang: 'de', englishFallback: true }),
  inviteDefault: answer({ kind: 'inviteAdmin', lang: 'any', values: DEFAULT_TEXTS.inviteAdmin }),
  inviteOwn: answer({
    kind: 'inviteAdmin',
    lang: 'any',
    values: { ...DEFAULT_TEXTS.inviteAdmin, subject: 'Join the Admin Panel' },
    isDefault: false,
  }),
}

export const textSetScenarios: Scenarios<typeof textSetMachine> = {
  inputs: [
    { kind: 'notification', lang: 'en' },
    { kind: 'inviteAdmin', lang: 'any' },
  ],
  events: {
    'field.change': [
      { type: 'field.change', field: 'trainingSubject', value: 'Training due' },
      { type: 'field.change', field: 'trainingSubject', value: '' },
      { type: 'field.change', field: 'subject', value: 'Join the Admin Panel' },
      { type: 'field.change', field: 'subject', value: '' },
    ],
    'lang.change': [
      { type: 'lang.change', lang: 'de' },
      { type: 'lang.change', lang: 'en' },
    ],
    'texts.save': [{ type: 'texts.save' }],
    'texts.cancel': [{ type: 'texts.cancel' }],
    'reset.request': [{ type: 'reset.request' }],
    'reset.confirm': [{ type: 'reset.confirm' }],
    'reset.cancel': [{ type: 'reset.cancel' }],
    retry: [{ type: 'retry' }],
  },
  outcomes: {
    loadTexts: {
      done: [
        TEXT_SET_SAMPLES.englishDefault,
        TEXT_SET_SAMPLES.englishOwn,
        TEXT_SET_SAMPLES.germanFallback,
        TEXT_SET_SAMPLES.inviteDefault,
        TEXT_SET_SAMPLES.inviteOwn,
      ],
      error: [offline],
    },
    saveTexts: {
      done: [TEXT_SET_SAMPLES.englishOwn, TEXT_SET_SAMPLES.inviteOwn],
      error: [failure(422, 'invalid_request', 'Training subject: Field is required')],
    },
    resetTexts: { done: [TEXT_SET_SAMPLES.englishDefault, TEXT_SET_SAMPLES.inviteDefault], error: [offline] },
  },
  enabledEventsOnly:
    'A field exists only in its own set, the language menu only for the notification texts, Reset only for a set with the company’s own wording; Save is pressable with a problem (it shows it).',
  abstractContext: (context) => ({
    kind: context.kind,
    lang: context.lang,
    answer: context.answer
      ? `${context.answer.kind}:${context.answer.lang}:${context.answer.isDefault}:${context.answer.englishFallback}`
      : null,
    valid: Object.keys(textSetFieldProblems(context.kind, context.draft)).length === 0,
    tried: context.tried,
    failure: context.failure !== null,
  }),
  maxStates: 12000,
}

export const textSetFlow = defineFlow({
  id: 'textSet',
  file: 'settings/text-set',
  title: 'Invitation and notification texts',
  description: `Settings → Email reminders: the admin and learner invitations and the notification texts per language (training, phishing, admin invite, Fake Or Real, reminder, landing page), every field required; a language without default wording shows the English texts and says so; Reset returns to the defaults ("${TEXT_SET_TEXTS.reset}").`,
  routes: ['/settings/email-reminders'],
  machine: textSetMachine,
  scenarios: textSetScenarios,
})
