import { enums, object, refine, size, string, type, type Infer } from 'superstruct'
import { fieldProblems, filled, text, type TextRule } from '../field-problems'
import { isEmail } from '../login'
import {
  PROVIDERS,
  SIMULATION_CATEGORIES,
  SIMULATION_DIFFICULTIES,
  SIMULATION_MESSAGES,
  URL_TAG,
} from './campaign'

// A company's own simulation template (issue 25): made in the email designer the exercise builder uses, kept
// through the same sanitising policy, and refused without its %url_tag% link (000 §9). Shared by the editor's
// machine and the gateway.

export const TEMPLATE_NAME_MAX = 120
export const TEMPLATE_SUBJECT_MAX = 200
export const TEMPLATE_FROM_NAME_MAX = 100
export const TEMPLATE_HTML_MAX = 500_000

export const SIMULATION_TEMPLATE_TEXTS = {
  name: 'Please enter a template name.',
  subject: 'Please enter the subject line.',
  fromName: 'Please enter the sender name.',
  fromEmail: 'Please enter a valid sender address.',
  tooLong: (max: number) => `At most ${max} characters.`,
  body: 'Please design the email body.',
  noUrlTag: SIMULATION_MESSAGES.noUrlTag,
  htmlLarge: 'The email body is too large (at most 500 KB).',
  created: 'Template created successfully.',
} as const

export const SimulationTemplateBody = object({
  name: size(string(), 0, 1000),
  subject: size(string(), 0, 1000),
  fromName: size(string(), 0, 1000),
  fromEmail: size(string(), 0, 1000),
  difficulty: enums(SIMULATION_DIFFICULTIES),
  category: enums(SIMULATION_CATEGORIES),
  provider: enums(Object.values(PROVIDERS)),
  html: size(string(), 0, TEMPLATE_HTML_MAX * 2),
})
export type SimulationTemplateBody = Infer<typeof SimulationTemplateBody>

export type TemplateField = 'name' | 'subject' | 'fromName' | 'fromEmail' | 'html'

export const emptySimulationTemplate = (): SimulationTemplateBody => ({
  name: '',
  subject: '',
  fromName: '',
  fromEmail: '',
  difficulty: 'MEDIUM',
  category: 'CUSTOM',
  provider: PROVIDERS.Other,
  // A start the admin designs from: the link placeholder is already where a reader would click.
  html: `<p>Hello {{firstName}},</p><p>Please review the document shared with you.</p><p><a href="${URL_TAG}">Open the document</a></p>`,
})

const within = (max: number): TextRule => [(trimmed) => trimmed.length <= max, SIMULATION_TEMPLATE_TEXTS.tooLong(max)]

/** The editor's and the gateway's rules (html: the sanitised body), read by the editor's guard and messages. */
export const SimulationTemplateRules = type({
  name: text(filled(SIMULATION_TEMPLATE_TEXTS.name), within(TEMPLATE_NAME_MAX)),
  subject: text(filled(SIMULATION_TEMPLATE_TEXTS.subject), within(TEMPLATE_SUBJECT_MAX)),
  fromName: text(filled(SIMULATION_TEMPLATE_TEXTS.fromName), within(TEMPLATE_FROM_NAME_MAX)),
  fromEmail: text([isEmail, SIMULATION_TEMPLATE_TEXTS.fromEmail]),
  // Untrimmed on purpose for the size: what is stored is the body as sent.
  html: refine(string(), 'body', (html) => {
    if (html.trim() === '') return SIMULATION_TEMPLATE_TEXTS.body
    if (html.length > TEMPLATE_HTML_MAX) return SIMULATION_TEMPLATE_TEXTS.htmlLarge
    return html.includes(URL_TAG) || SIMULATION_TEMPLATE_TEXTS.noUrlTag
  }),
})

export const simulationTemplateProblems = (template: SimulationTemplateBody) =>
  fieldProblems(SimulationTemplateRules, template) as Partial<Record<TemplateField, string>>
