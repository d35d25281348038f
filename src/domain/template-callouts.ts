import { array, number, refine, string, type } from 'superstruct'
import { filled, itemProblems, text } from './field-problems'

// Template callouts (002 §3 "Callout", §5 "Callouts", §9): the header callout (order 0) and up to three body
// callouts whose anchor text must appear in the body exactly once and not inside another callout's anchor.
// Stored html carries each body anchor as a highlighted span; loading strips the spans and reads the anchor
// text back from them.

export const MAX_BODY_CALLOUTS = 3
export const CALLOUT_CHECK_DEBOUNCE_MS = 500
export const HEADER_ANCHOR = 'header'

export const CALLOUT_TEXTS = {
  descriptionRequired: 'Please add Callout Text.',
  anchorRequired: 'Type Anchor Text you want to highlight.',
  noMatches: 'No matches found.',
  notUnique: 'Anchor Text has to be a unique value.',
  includedIn: (n: number) => `This anchor text is included in the anchor text #${n}`,
  /** Ours: the spec does not name two matches that share words without one containing the other. */
  overlaps: (n: number) => `This anchor text overlaps the anchor text #${n}`,
} as const

export interface BodyCallout {
  /** 1 and upward, in the order shown. */
  orderNumber: number
  anchorText: string
  description: string
}

export interface CalloutErrors {
  anchorText: string | null
  description: string | null
}

/** Occurrences of needle in text, overlapping ones included ("aa" occurs twice in "aaa"). */
export function occurrences(text: string, needle: string): number {
  if (needle === '') return 0
  let count = 0
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) count += 1
  return count
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text a reader sees in a body: tags dropped, the common entities decoded, whitespace collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6])\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

const BodyCalloutRule = type({
  orderNumber: number(),
  anchorText: string(),
  description: text(filled(CALLOUT_TEXTS.descriptionRequired)),
})

/** An anchor's message, checked in the spec's order against the body's visible text and the other anchors. */
function anchorProblem(callout: BodyCallout, callouts: readonly BodyCallout[], text: string): string | null {
  const anchor = normalise(callout.anchorText)
  if (anchor === '') return CALLOUT_TEXTS.anchorRequired
  const found = occurrences(text, anchor)
  if (found === 0) return CALLOUT_TEXTS.noMatches
  if (found > 1) return CALLOUT_TEXTS.notUnique
  const container = callouts.find(
    (other) =>
      other !== callout && normalise(other.anchorText) !== '' && normalise(other.anchorText).includes(anchor),
  )
  if (container) return CALLOUT_TEXTS.includedIn(container.orderNumber)
  // Two highlights cannot share text: the second could not be marked, and would be lost on reload.
  const start = text.indexOf(anchor)
  const overlapping = callouts.find((other) => {
    const otherAnchor = normalise(other.anchorText)
    if (other === callout || otherAnchor === '' || occurrences(text, otherAnchor) !== 1) return false
    // Containment is the other rule's, reported on the contained anchor.
    if (otherAnchor.includes(anchor) || anchor.includes(otherAnchor)) return false
    const otherStart = text.indexOf(otherAnchor)
    return start < otherStart + otherAnchor.length && otherStart < start + anchor.length
  })
  return overlapping ? CALLOUT_TEXTS.overlaps(overlapping.orderNumber) : null
}

/** 002 §5: the body callouts' rules against a body's visible text; an anchor is judged beside the others. */
export const bodyCalloutRules = (bodyText: string) => {
  const text = normalise(bodyText)
  return refine(array(BodyCalloutRule), 'anchors', (callouts) =>
    callouts.flatMap((callout, index) => {
      const message = anchorProblem(callout, callouts, text)
      return message === null ? [] : [{ path: [index, 'anchorText'], message }]
    }),
  )
}

/** Each body callout's messages, by index, as the builder shows them. */
export const bodyCalloutErrors = (callouts: readonly BodyCallout[], bodyText: string): CalloutErrors[] => {
  const problems = itemProblems(bodyCalloutRules(bodyText), callouts)
  return callouts.map((_, index) => ({
    anchorText: problems[index]?.anchorText ?? null,
    description: problems[index]?.description ?? null,
  }))
}

/** The header callout's text is required only while the header callout is on. */
export const headerCalloutError = (on: boolean, description: string) =>
  on && description.trim() === '' ? CALLOUT_TEXTS.descriptionRequired : null

export const canAddBodyCallout = (count: number) => count < MAX_BODY_CALLOUTS
/** The only body callout cannot be removed (turning body callouts off clears them instead). */
export const canRemoveBodyCallout = (count: number) => count > 1

/** Renumbers body callouts 1..n after an add or a removal, keeping their order. */
export const renumber = (callouts: readonly BodyCallout[]): BodyCallout[] =>
  callouts.map((callout, index) => ({ ...callout, orderNumber: index + 1 }))

export const anchorIdOf = (orderNumber: number) => `callout-${orderNumber}`
const SPAN = /<span data-callout="(callout-\d+)" class="callout-highlight">([\s\S]*?)<\/span>/g

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Marks each valid body callout's single occurrence with a highlighted span. Only matches inside one text run
 * (between tags) are marked: the rules above are checked on the visible text, so a match across tags is
 * reported valid but shown unmarked rather than breaking the markup.
 */
export function markCallouts(html: string, callouts: readonly BodyCallout[]): string {
  let marked = html
  for (const callout of callouts) {
    const anchor = escapeHtml(callout.anchorText)
    if (anchor === '') continue
    const runs = marked.split(/(<[^>]*>)/)
    let done = false
    marked = runs
      .map((run) => {
        if (done || run.startsWith('<')) return run
        const at = run.indexOf(anchor)
        if (at === -1) return run
        done = true
        return `${run.slice(0, at)}<span data-callout="${anchorIdOf(callout.orderNumber)}" class="callout-highlight">${anchor}</span>${run.slice(at + anchor.length)}`
      })
      .join('')
  }
  return marked
}

/** Loading (002 §4): the stored html without its callout spans, and each anchor's text read back from them. */
export function stripCallouts(html: string): { html: string; anchors: Record<string, string> } {
  const anchors: Record<string, string> = {}
  const stripped = html.replace(SPAN, (_, id: string, inner: string) => {
    anchors[id] = visibleText(inner)
    return inner
  })
  return { html: stripped, anchors }
}

/** Ours: an anchor the rules accept but that crosses formatting cannot be marked, so the builder refuses it. */
export const ACROSS_FORMATTING =
  'Choose anchor text inside one piece of formatting (not across bold, links or line breaks).'

/** Which callouts markCallouts can actually mark in this html. */
export function markable(html: string, callouts: readonly BodyCallout[]): boolean[] {
  const marked = markCallouts(html, callouts)
  return callouts.map((callout) => marked.includes(`data-callout="${anchorIdOf(callout.orderNumber)}"`))
}

/** 002 §4 "Callout toggles": turning body callouts on adds one empty callout; turning them off clears all. */
export const toggledBodyCallouts = (on: boolean): BodyCallout[] =>
  on ? [{ orderNumber: 1, anchorText: '', description: '' }] : []

export const withCalloutAdded = (callouts: readonly BodyCallout[]): BodyCallout[] =>
  canAddBodyCallout(callouts.length)
    ? renumber([...callouts, { orderNumber: 0, anchorText: '', description: '' }])
    : [...callouts]

export const withCalloutRemoved = (callouts: readonly BodyCallout[], index: number): BodyCallout[] =>
  canRemoveBodyCallout(callouts.length) ? renumber(callouts.filter((_, at) => at !== index)) : [...callouts]

export const withCalloutEdited = (
  callouts: readonly BodyCallout[],
  index: number,
  patch: Partial<Pick<BodyCallout, 'anchorText' | 'description'>>,
): BodyCallout[] => callouts.map((callout, at) => (at === index ? { ...callout, ...patch } : callout))
