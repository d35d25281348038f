import { boolean, object, record, string, type, type Infer } from 'superstruct'
import { fieldProblems, filled, text } from './field-problems'
import { LANDING_TEXTS } from './simulation/landing'
import { SPEC_DEFAULT_TEXTS } from './default-texts'

// The texts a company may reword (000 §7 invite texts; 001 §3 "Notification text set", §9 default texts): the
// admin and learner invitations, and per language the notification texts of assignments, phishing, the admin
// invite, Fake Or Real, reminders and the simulation's landing page. Unset means the default; a language
// without default wording of its own uses the English one, and the editor says so.

export const TEXT_SETS = ['inviteAdmin', 'inviteLearner', 'notification'] as const
export type TextSetKind = (typeof TEXT_SETS)[number]

export interface TextField {
  id: string
  label: string
  multiline: boolean
  max: number
}
const subject = (id: string, label: string): TextField => ({ id, label, multiline: false, max: 200 })
const message = (id: string, label: string): TextField => ({ id, label, multiline: true, max: 5000 })

export const TEXT_SET_FIELDS: Record<TextSetKind, readonly TextField[]> = {
  inviteAdmin: [subject('subject', 'Subject'), message('message', 'Message')],
  inviteLearner: [subject('subject', 'Subject'), message('message', 'Message')],
  notification: [
    subject('trainingSubject', 'Training subject'),
    message('trainingMessage', 'Assignment message'),
    subject('phishingSubject', 'Phishing subject'),
    message('phishingMessage', 'Phishing message'),
    subject('adminInviteSubject', 'Admin invite subject'),
    message('adminInviteMessage', 'Admin invite message'),
    subject('fakeOrRealSubject', 'Fake Or Real subject'),
    message('fakeOrRealMessage', 'Fake Or Real message'),
    subject('reminderSubject', 'Reminder subject'),
    message('reminderMessage', 'Reminder message'),
    subject('landingTitle', 'Landing page title'),
    message('landingParagraph', 'Landing page paragraph'),
    message('landingMiddleText', 'Landing page middle text'),
  ],
}

export const TEXT_SET_TITLES: Record<TextSetKind, string> = {
  inviteAdmin: 'Admin invitation',
  inviteLearner: 'Learner invitation',
  notification: 'Notification texts',
}

/** 001 §9: the languages with notification texts; the last four use the English ones. */
export const NOTIFICATION_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'German' },
  { code: 'es', label: 'Spanish (Latin America)' },
  { code: 'es-es', label: 'Spanish (Spain)' },
  { code: 'fr', label: 'French' },
  { code: 'he', label: 'Hebrew' },
  { code: 'it', label: 'Italian' },
  { code: 'nl', label: 'Dutch' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'pt-br', label: 'Brazilian Portuguese' },
  { code: 'zh', label: 'Chinese' },
  { code: 'da', label: 'Danish' },
  { code: 'ar', label: 'Arabic' },
  { code: 'el', label: 'Greek' },
  { code: 'ja', label: 'Japanese' },
  { code: 'ru', label: 'Russian' },
] as const
export const NOTIFICATION_LANGUAGE_CODES: readonly string[] = NOTIFICATION_LANGUAGES.map((l) => l.code)
/** The texts are sent as they are saved for a set without languages (the invitations). */
export const ANY_LANGUAGE = 'any'

/**
 * English defaults: the six of 001 §9 word for word; the others (not worded in the spec) are ours. The
 * default wording of the other languages is not in the spec either: they start from these.
 */
export const DEFAULT_TEXTS: Record<TextSetKind, Record<string, string>> = {
  inviteAdmin: {
    subject: SPEC_DEFAULT_TEXTS.adminInviteSubject,
    message:
      'You have been invited to manage security-awareness training for {companyName} as an admin. Sign in to set up your team.',
  },
  inviteLearner: {
    subject: 'You have been invited to security-awareness training',
    message:
      '{companyName} has enrolled you in security-awareness training. Sign in to start your first lesson.',
  },
  notification: {
    trainingSubject: SPEC_DEFAULT_TEXTS.trainingSubject,
    trainingMessage: SPEC_DEFAULT_TEXTS.assignmentMessage,
    phishingSubject: SPEC_DEFAULT_TEXTS.phishingSubject,
    phishingMessage: 'You’ve been assigned phishing exercises. Please complete them as soon as possible!',
    adminInviteSubject: SPEC_DEFAULT_TEXTS.adminInviteSubject,
    adminInviteMessage: 'You have been invited to manage security-awareness training as an admin.',
    fakeOrRealSubject: 'Can you tell Fake from Real?',
    fakeOrRealMessage:
      'You’ve been assigned a Fake Or Real video exercise. Please complete it as soon as possible!',
    reminderSubject: SPEC_DEFAULT_TEXTS.reminderSubject,
    reminderMessage: 'You still have training to finish. Please complete it as soon as possible!',
    landingTitle: LANDING_TEXTS.title,
    landingParagraph: LANDING_TEXTS.lead,
    landingMiddleText: LANDING_TEXTS.signs,
  },
}

export const TEXT_SET_TEXTS = {
  saved: 'Texts saved.',
  reset: 'Successfully reset',
  resetConfirm: 'Reset these texts to the default wording? Your own wording is lost.',
  required: 'Field is required',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  englishFallback: (language: string) =>
    `${language} has no default wording yet: the English texts are shown and sent until you write your own.`,
  unknownLanguage: 'This language has no notification texts.',
} as const

export const TextSetAnswer = object({
  kind: string(),
  lang: string(),
  values: record(string(), string()),
  /** No wording of the company's own: the defaults are shown. */
  isDefault: boolean(),
  /** The defaults shown are the English ones (the language has no default wording of its own). */
  englishFallback: boolean(),
})
export type TextSetAnswer = Infer<typeof TextSetAnswer>

/** A kind's texts: each field required and at most its length (trimmed). */
export const textSetRules = (kind: TextSetKind) =>
  type(
    Object.fromEntries(
      TEXT_SET_FIELDS[kind].map((field) => [
        field.id,
        text(filled(TEXT_SET_TEXTS.required), [
          (value) => value.length <= field.max,
          TEXT_SET_TEXTS.tooLong(field.max),
        ]),
      ]),
    ),
  )

/** The values with every field of the kind present (one never typed is empty). */
const complete = (kind: TextSetKind, values: Record<string, string>) => ({
  ...Object.fromEntries(TEXT_SET_FIELDS[kind].map((field) => [field.id, ''])),
  ...values,
})

/** Each field's problem; checked by the form and again by the gateway. */
export const textSetFieldProblems = (kind: TextSetKind, values: Record<string, string>) =>
  fieldProblems(textSetRules(kind), complete(kind, values)) as Record<string, string>

export const languageLabelOf = (code: string) =>
  NOTIFICATION_LANGUAGES.find((language) => language.code === code)?.label ?? code
