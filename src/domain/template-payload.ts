import { PHONE_PATTERN } from './sign-up'
import { restoreLinks } from './template-html'
import {
  ANSWER_LABELS,
  backstoryFieldProblems,
  emptyBackstory,
  freshDraft,
  headerFieldProblems,
  nameError,
  senderFieldProblems,
  smsBodyError,
  type Answer,
  type AnswerStatus,
  type LayoutType,
  type SmsSender,
  type TemplateDraft,
} from './template'
import {
  anchorIdOf,
  bodyCalloutErrors,
  HEADER_ANCHOR,
  headerCalloutError,
  markable,
  markCallouts,
  MAX_BODY_CALLOUTS,
  stripCallouts,
  visibleText,
  ACROSS_FORMATTING,
} from './template-callouts'

// The template save payload (002 §3 "Template save payload", §7): the draft as the multipart form the gateway
// takes (answers[i].*, callouts[i].*), the gateway's reading of that form with the builder's own rules, and
// the stored template read back into a draft (callout spans stripped, anchor texts recovered).

export interface StoredCallout {
  description: string
  orderNumber: number
  anchor: string
  anchorText: string
  place: 'HEADER' | 'BODY'
}

export interface StoredTemplate {
  id: string
  name: string
  layoutType: LayoutType
  subject: string | null
  fromName: string | null
  fromEmail: string | null
  fromPhone: string | null
  html: string
  designData: string | null
  legend: string
  answers: { label: string; description: string; status: string }[]
  callouts: StoredCallout[]
  thumbnailUrl: string | null
}

/** Lengths the form and the gateway both hold to; the body's own limit is its size in bytes. */
export const TEMPLATE_LIMITS = {
  name: 120,
  subject: 200,
  displayName: 64,
  legend: 2000,
  description: 1000,
  htmlBytes: 5 * 1024 * 1024,
  designDataBytes: 10 * 1024 * 1024,
} as const

/** The sender an SMS carries: a phone number when it reads as one, else a contact name. */
export const smsSenderOf = (fromPhone: string | null): SmsSender =>
  fromPhone !== null && PHONE_PATTERN.test(fromPhone)
    ? { contactType: 'phoneNumber', phoneNumber: fromPhone, contactName: '' }
    : { contactType: 'userName', phoneNumber: '', contactName: fromPhone ?? '' }

/** The callouts of a draft as stored: the header callout (order 0) when on, then the body callouts. */
export function storedCallouts(draft: TemplateDraft): StoredCallout[] {
  const header: StoredCallout[] = draft.callouts.headerOn
    ? [
        {
          description: draft.callouts.headerText.trim(),
          orderNumber: 0,
          anchor: HEADER_ANCHOR,
          anchorText: '',
          place: 'HEADER',
        },
      ]
    : []
  const body: StoredCallout[] = draft.callouts.bodyOn
    ? draft.callouts.body.map((callout) => ({
        description: callout.description.trim(),
        orderNumber: callout.orderNumber,
        anchor: anchorIdOf(callout.orderNumber),
        anchorText: callout.anchorText,
        place: 'BODY',
      }))
    : []
  return [...header, ...body]
}

/**
 * The multipart entries of a save (002 §3): `html` is the body already sanitised and marked with the callout
 * spans by the caller; `thumbnail` is the new file, else the kept address, else empty.
 */
export function templateFormEntries(
  draft: TemplateDraft,
  companyId: string,
  html: string,
): [string, string | File][] {
  const email = draft.layout === 'EMAIL'
  const sender =
    draft.sender.contactType === 'phoneNumber' ? draft.sender.phoneNumber : draft.sender.contactName
  const entries: [string, string | File][] = [
    ['companyId', companyId],
    ['name', draft.name.trim()],
    ['layoutType', draft.layout],
    ['subject', email ? draft.header.subject.trim() : ''],
    ['fromName', email ? draft.header.displayName.trim() : ''],
    ['fromEmail', email ? draft.header.senderEmail.trim() : ''],
    ['fromPhone', email ? '' : sender.trim()],
    ['html', html],
    ['designData', email ? (draft.body.designData ?? '') : ''],
    ['legend', draft.backstory.legend.trim()],
  ]
  draft.backstory.answers.forEach((answer, index) => {
    entries.push([`answers[${index}].label`, answer.label])
    entries.push([`answers[${index}].status`, answer.status ?? ''])
    entries.push([`answers[${index}].description`, answer.description.trim()])
  })
  storedCallouts(draft).forEach((callout, index) => {
    for (const [key, value] of Object.entries(callout))
      entries.push([`callouts[${index}].${key}`, String(value)])
  })
  entries.push(['thumbnail', draft.thumbnailFile ?? draft.thumbnailUrl ?? ''])
  if (draft.id !== null) {
    entries.push(['templateId', draft.id])
    entries.push(['isDeleteThumbnail', String(draft.thumbnailFile === null && draft.thumbnailUrl === null)])
  }
  return entries
}

export interface FieldProblem {
  field: string
  message: string
}

/** What the gateway stores from a save form (the id and thumbnail are its own to decide). */
export type ParsedTemplate = Omit<StoredTemplate, 'id' | 'thumbnailUrl'>

const STATUSES: readonly string[] = ['CORRECT', 'PARTIAL', 'WRONG']
const bytes = (text: string) => new TextEncoder().encode(text).length

/** Rows of `prefix[i].key` fields, in index order; a gap or an index past `max` is a problem. */
function indexed(form: Record<string, unknown>, prefix: string, max: number): Record<string, string>[] {
  const rows: Record<string, string>[] = []
  const pattern = new RegExp(`^${prefix}\\[(\\d{1,3})\\]\\.(\\w+)$`)
  for (const [key, value] of Object.entries(form)) {
    const match = pattern.exec(key)
    if (!match || typeof value !== 'string') continue
    const index = Number(match[1])
    if (index >= max) throw new RangeError(prefix)
    ;(rows[index] ??= {})[match[2]!] = value
  }
  // Array.from visits holes, which `some` would skip: answers[0] and answers[2] without answers[1] is a gap.
  if (Array.from(rows).some((row) => row === undefined)) throw new RangeError(prefix)
  return rows
}

/**
 * The gateway's reading of a save form with the builder's rules (the gateway refuses what the builder would
 * have prevented). `html` must already be sanitised by the caller: the callout spans are checked in it.
 */
export function parseTemplateForm(
  form: Record<string, unknown>,
  sanitize: (html: string) => string,
): { template: ParsedTemplate; problems: FieldProblem[] } {
  const text = (key: string) => (typeof form[key] === 'string' ? (form[key] as string) : '')
  const problems: FieldProblem[] = []
  const problem = (field: string, message: string | null) => {
    if (message) problems.push({ field, message })
  }
  const layoutType = text('layoutType') === 'SMS' ? 'SMS' : 'EMAIL'
  if (text('layoutType') !== layoutType) problem('layoutType', 'Choose EMAIL or SMS.')
  const name = text('name').trim()
  problem('name', nameError(name))
  if (name.length > TEMPLATE_LIMITS.name) problem('name', `At most ${TEMPLATE_LIMITS.name} characters.`)

  const header = {
    subject: text('subject'),
    displayName: text('fromName'),
    senderEmail: text('fromEmail'),
  }
  if (layoutType === 'EMAIL') {
    const errors = headerFieldProblems(header)
    problem('subject', errors.subject ?? null)
    problem('fromName', errors.displayName ?? null)
    problem('fromEmail', errors.senderEmail ?? null)
    if (header.subject.trim().length > TEMPLATE_LIMITS.subject)
      problem('subject', `At most ${TEMPLATE_LIMITS.subject} characters.`)
  } else {
    const errors = senderFieldProblems(smsSenderOf(text('fromPhone').trim() || null))
    problem('fromPhone', errors.phoneNumber ?? errors.contactName ?? null)
  }

  const rawHtml = text('html')
  if (bytes(rawHtml) > TEMPLATE_LIMITS.htmlBytes) problem('html', 'The body is larger than 5 MB.')
  const html = problems.some((p) => p.field === 'html') ? '' : sanitize(rawHtml)
  if (layoutType === 'SMS') problem('html', smsBodyError(html))
  else if (visibleText(html) === '' && !/<img\b/i.test(html)) problem('html', 'The email body is empty.')
  const designData = layoutType === 'EMAIL' ? text('designData') || null : null
  if (designData !== null) {
    if (bytes(designData) > TEMPLATE_LIMITS.designDataBytes) problem('designData', 'The design is too large.')
    else
      try {
        JSON.parse(designData)
      } catch {
        problem('designData', 'The design data is not valid JSON.')
      }
  }

  let answers: Answer[] = emptyBackstory().answers
  let callouts: StoredCallout[] = []
  try {
    const rows = indexed(form, 'answers', ANSWER_LABELS.length)
    answers = ANSWER_LABELS.map((label, index) => ({
      label,
      status: STATUSES.includes(rows[index]?.status ?? '') ? (rows[index]!.status as AnswerStatus) : null,
      description: (rows[index]?.description ?? '').trim(),
    }))
    if (rows.length !== ANSWER_LABELS.length || rows.some((row, index) => row.label !== ANSWER_LABELS[index]))
      problem(
        'answers',
        'Exactly four answers, in the order Call & Verify, Check Official App, Report Phishing, Looks Legit.',
      )
  } catch {
    problem('answers', 'Exactly four answers are expected.')
  }
  const legend = text('legend').trim()
  const backstory = backstoryFieldProblems({ legend, answers })
  problem('legend', backstory.legend ?? null)
  if (legend.length > TEMPLATE_LIMITS.legend)
    problem('legend', `At most ${TEMPLATE_LIMITS.legend} characters.`)
  answers.forEach((answer, index) => {
    const errors = backstory.answers[index] ?? {}
    problem(`answers[${index}].status`, errors.status ?? null)
    problem(`answers[${index}].description`, errors.description ?? null)
    if (answer.description.length > TEMPLATE_LIMITS.description)
      problem(`answers[${index}].description`, `At most ${TEMPLATE_LIMITS.description} characters.`)
  })

  try {
    const rows = indexed(form, 'callouts', MAX_BODY_CALLOUTS + 1)
    callouts = rows.map((row) => ({
      description: (row.description ?? '').trim(),
      orderNumber: Number(row.orderNumber),
      anchor: row.anchor ?? '',
      anchorText: row.anchorText ?? '',
      place: row.place === 'HEADER' ? 'HEADER' : 'BODY',
    }))
  } catch {
    problem('callouts', `At most one header callout and ${MAX_BODY_CALLOUTS} body callouts.`)
  }
  const headerCallouts = callouts.filter((callout) => callout.place === 'HEADER')
  const bodyCallouts = callouts.filter((callout) => callout.place === 'BODY')
  if (
    headerCallouts.length > 1 ||
    headerCallouts.some((callout) => callout.orderNumber !== 0 || callout.anchor !== HEADER_ANCHOR) ||
    bodyCallouts.some(
      (callout, index) => callout.orderNumber !== index + 1 || callout.anchor !== anchorIdOf(index + 1),
    )
  )
    problem('callouts', 'The header callout is number 0 and body callouts are numbered from 1.')
  headerCallouts.forEach((callout) =>
    problem('callouts[0].description', headerCalloutError(true, callout.description)),
  )
  // The gateway marks the anchors itself on the sanitised body, whatever spans the form carried.
  const unmarked = stripCallouts(html).html
  const body = bodyCallouts.map(({ orderNumber, anchorText, description }) => ({
    orderNumber,
    anchorText,
    description,
  }))
  bodyCalloutErrors(body, visibleText(unmarked)).forEach((errors, index) => {
    const at = headerCallouts.length + index
    problem(`callouts[${at}].anchorText`, errors.anchorText)
    problem(`callouts[${at}].description`, errors.description)
  })
  if (problems.length === 0)
    markable(unmarked, body).forEach((marked, index) => {
      if (!marked) problem(`callouts[${headerCallouts.length + index}].anchorText`, ACROSS_FORMATTING)
    })

  return {
    template: {
      name,
      layoutType,
      subject: layoutType === 'EMAIL' ? header.subject.trim() : null,
      fromName: layoutType === 'EMAIL' ? header.displayName.trim() : null,
      fromEmail: layoutType === 'EMAIL' ? header.senderEmail.trim() : null,
      fromPhone: layoutType === 'SMS' ? text('fromPhone').trim() : null,
      html: markCallouts(unmarked, body),
      designData,
      legend,
      answers: answers.map((answer) => ({ ...answer, status: answer.status ?? '' })),
      callouts,
    },
    problems,
  }
}

/** A stored template as a draft (002 §4): callout spans stripped from the html, anchor texts read back. */
export function draftFromTemplate(template: StoredTemplate): TemplateDraft {
  const { html, anchors } = stripCallouts(template.html)
  const header = template.callouts.find((callout) => callout.place === 'HEADER')
  const body = template.callouts
    .filter((callout) => callout.place === 'BODY')
    .sort((a, b) => a.orderNumber - b.orderNumber)
    .map((callout) => ({
      orderNumber: callout.orderNumber,
      anchorText: anchors[callout.anchor] ?? callout.anchorText,
      description: callout.description,
    }))
  const base = freshDraft(template.layoutType)
  return {
    ...base,
    id: template.id,
    name: template.name,
    header:
      template.layoutType === 'EMAIL'
        ? {
            subject: template.subject ?? '',
            displayName: template.fromName ?? '',
            senderEmail: template.fromEmail ?? '',
          }
        : base.header,
    sender: template.layoutType === 'SMS' ? smsSenderOf(template.fromPhone) : base.sender,
    body:
      template.layoutType === 'EMAIL'
        ? { html, designData: template.designData }
        : { html: restoreLinks(html), designData: null },
    backstory: {
      legend: template.legend,
      answers: ANSWER_LABELS.map((label) => {
        const stored = template.answers.find((answer) => answer.label === label)
        return {
          label,
          status: STATUSES.includes(stored?.status ?? '') ? (stored!.status as AnswerStatus) : null,
          description: stored?.description ?? '',
        }
      }),
    },
    callouts: {
      headerOn: header !== undefined,
      headerText: header?.description ?? '',
      bodyOn: body.length > 0,
      body,
    },
    thumbnailUrl: template.thumbnailUrl,
  }
}
