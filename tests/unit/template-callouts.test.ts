import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bodyCalloutErrors,
  CALLOUT_TEXTS as T,
  canAddBodyCallout,
  canRemoveBodyCallout,
  headerCalloutError,
  markable,
  markCallouts,
  occurrences,
  renumber,
  stripCallouts,
  visibleText,
} from '../../src/domain/template-callouts'

const BODY =
  '<p>Dear colleague,</p><p>Please review the <b>updated holiday policy</b> before Friday.</p><p>HR Team</p>'
const callout = (orderNumber: number, anchorText: string, description = 'Why this is a red flag') => ({
  orderNumber,
  anchorText,
  description,
})

describe('callout rules', () => {
  it('reads the body as a reader sees it', () => {
    expect(visibleText(BODY)).toBe(
      'Dear colleague, Please review the updated holiday policy before Friday. HR Team',
    )
    expect(visibleText('Tom &amp; Jerry&nbsp;&#33;<script>alert(1)</script>')).toBe('Tom & Jerry !')
  })
  it('gives the spec messages in the spec order', () => {
    const text = visibleText(BODY)
    expect(bodyCalloutErrors([callout(1, '', '')], text)).toEqual([
      { anchorText: T.anchorRequired, description: T.descriptionRequired },
    ])
    expect(bodyCalloutErrors([callout(1, 'payroll')], text)[0]!.anchorText).toBe(T.noMatches)
    expect(bodyCalloutErrors([callout(1, 'e')], text)[0]!.anchorText).toBe(T.notUnique)
    expect(
      bodyCalloutErrors([callout(1, 'holiday policy'), callout(2, 'updated holiday policy')], text),
    ).toEqual([
      { anchorText: T.includedIn(2), description: null },
      { anchorText: null, description: null },
    ])
    expect(bodyCalloutErrors([callout(1, 'updated  holiday\npolicy')], text)[0]!.anchorText).toBeNull()
    expect(bodyCalloutErrors([callout(1, 'review the'), callout(2, 'the updated')], text)).toEqual([
      { anchorText: T.overlaps(2), description: null },
      { anchorText: T.overlaps(1), description: null },
    ])
  })
  it('counts overlapping matches, so a repeated word is never unique', () => {
    expect(occurrences('aaa', 'aa')).toBe(2)
    const thousand = Array.from({ length: 1000 }, () => 'urgent').join(' ')
    expect(bodyCalloutErrors([callout(1, 'urgent')], thousand)[0]!.anchorText).toBe(T.notUnique)
  })
  it('requires the header text only while the header callout is on; caps and keeps body callouts', () => {
    expect(headerCalloutError(true, ' ')).toBe(T.descriptionRequired)
    expect(headerCalloutError(false, '')).toBeNull()
    expect([0, 1, 2, 3].map(canAddBodyCallout)).toEqual([true, true, true, false])
    expect([1, 2].map(canRemoveBodyCallout)).toEqual([false, true])
    expect(renumber([callout(2, 'a'), callout(3, 'b')]).map((c) => c.orderNumber)).toEqual([1, 2])
  })
  it('knows which valid anchors cross formatting and cannot be marked', () => {
    expect(markable(BODY, [callout(1, 'the updated'), callout(2, 'holiday policy')])).toEqual([false, true])
  })
  it('marks a callout with a span and reads it back on load', () => {
    const marked = markCallouts(BODY, [callout(1, 'holiday policy'), callout(2, 'Friday')])
    expect(marked).toContain('<span data-callout="callout-1" class="callout-highlight">holiday policy</span>')
    const { html, anchors } = stripCallouts(marked)
    expect(html).toBe(BODY)
    expect(anchors).toEqual({ 'callout-1': 'holiday policy', 'callout-2': 'Friday' })
  })
})

const word = fc.stringMatching(/^[a-z]{1,6}$/)

describe('callout rules over random bodies (fast-check)', () => {
  it('an anchor passes only when it occurs exactly once and sits in no other anchor', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 40 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (words, anchors) => {
          const text = words.join(' ')
          const callouts = anchors.map((anchor, index) => callout(index + 1, anchor))
          bodyCalloutErrors(callouts, text).forEach((errors, index) => {
            if (errors.anchorText !== null) return
            const anchor = anchors[index]!
            expect(occurrences(text, anchor)).toBe(1)
            anchors.forEach((other, j) => j !== index && expect(other.includes(anchor)).toBe(false))
          })
        },
      ),
      { numRuns: 2000 },
    )
  })
  it('marking then stripping gives the body back and recovers every marked anchor', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 40 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        (words, anchors) => {
          const html = `<p>${words.join(' ')}</p>`
          const callouts = anchors.map((anchor, index) => callout(index + 1, anchor))
          const valid = callouts.filter(
            (_, i) => bodyCalloutErrors(callouts, visibleText(html))[i]!.anchorText === null,
          )
          const { html: back, anchors: recovered } = stripCallouts(markCallouts(html, valid))
          expect(back).toBe(html)
          for (const c of valid) expect(recovered[`callout-${c.orderNumber}`]).toBe(c.anchorText)
        },
      ),
      { numRuns: 2000 },
    )
  })
})
