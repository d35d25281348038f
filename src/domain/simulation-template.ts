import { enums, object, size, string, type Infer } from 'superstruct'
import { isEmail } from './login'
import {
  PROVIDERS,
  SIMULATION_CATEGORIES,
  SIMULATION_DIFFICULTIES,
  SIMULATION_MESSAGES,
  URL_TAG,
} from './phishing-simulation'

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

/** The editor's and the gateway's rules, by field (html: the sanitised body). */
export function simulationTemplateProblems(
  template: SimulationTemplateBody,
): Partial<Record<TemplateField, string>> {
  const problems: Partial<Record<TemplateField, string>> = {}
  const required = (field: 'name' | 'subject' | 'fromName', max: number, message: string) => {
    const value = template[field].trim()
    if (value === '') problems[field] = message
    else if (value.length > max) problems[field] = SIMULATION_TEMPLATE_TEXTS.tooLong(max)
  }
  required('name', TEMPLATE_NAME_MAX, SIMULATION_TEMPLATE_TEXTS.name)
  required('subject', TEMPLATE_SUBJECT_MAX, SIMULATION_TEMPLATE_TEXTS.subject)
  required('fromName', TEMPLATE_FROM_NAME_MAX, SIMULATION_TEMPLATE_TEXTS.fromName)
  if (!isEmail(template.fromEmail.trim())) problems.fromEmail = SIMULATION_TEMPLATE_TEXTS.fromEmail
  if (template.html.trim() === '') problems.html = SIMULATION_TEMPLATE_TEXTS.body
  else if (template.html.length > TEMPLATE_HTML_MAX) problems.html = SIMULATION_TEMPLATE_TEXTS.htmlLarge
  else if (!template.html.includes(URL_TAG)) problems.html = SIMULATION_TEMPLATE_TEXTS.noUrlTag
  return problems
}
