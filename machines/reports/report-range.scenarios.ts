import { checkCustomRange, presetRange } from '../../src/domain/report-range'
import { Temporal } from 'temporal-polyfill'
import { defineFlow } from '../flow'
import { reportRangeMachine } from './report-range.machine'
import type { Scenarios } from '../scenarios'

const today = '2026-11-26'
const start = presetRange('90d', Temporal.PlainDate.from(today))

export const reportRangeScenarios: Scenarios<typeof reportRangeMachine> = {
  inputs: [{ range: start, today }],
  events: {
    'range.preset': [
      { type: 'range.preset', preset: '30d' },
      { type: 'range.preset', preset: '1y' },
    ],
    'range.custom': [{ type: 'range.custom' }],
    // A good start, and one 367 days before today (too long a range until the end moves back).
    'range.editFrom': [
      { type: 'range.editFrom', value: '2026-03-01' },
      { type: 'range.editFrom', value: '2025-11-25' },
    ],
    // An end before the first start, and an emptied field. A day after today cannot be picked (the field's max);
    // the domain's unit test and the gateway refuse it.
    'range.editTo': [
      { type: 'range.editTo', value: '2026-02-01' },
      { type: 'range.editTo', value: '' },
    ],
    'range.apply': [{ type: 'range.apply' }],
    'range.cancel': [{ type: 'range.cancel' }],
  },
  outcomes: {},
  // The period's kind, and while editing: the start typed, what Apply would say of the two days, and the
  // message shown. The days themselves are the exact trace's, which the view is checked against.
  abstractContext: (context, snapshot) =>
    snapshot.matches('custom')
      ? {
          range: context.range.range,
          draftFrom: context.draftFrom,
          verdict: (() => {
            const check = checkCustomRange(context.draftFrom, context.draftTo, Temporal.PlainDate.from(today))
            return check.ok ? 'ok' : check.message
          })(),
          error: context.error?.message ?? null,
        }
      : { range: context.range.range },
  enabledEventsOnly:
    'The date fields, Apply and Cancel exist only while a custom range is open: a closed picker has no control to refuse them with.',
  maxStates: 5000,
}

export const reportRangeFlow = defineFlow({
  id: 'reportRange',
  file: 'reports/report-range',
  title: 'Report period',
  description:
    "A report's period: a preset (last 7, 30, 90 days, 6 months, a year) applies at once; Custom range opens two date fields and Apply checks them — both given, in order, not past today, at most 366 days — keeping what was typed and saying what is wrong; Cancel keeps the period.",
  routes: ['/reports-training', '/reports-gaming'],
  machine: reportRangeMachine,
  scenarios: reportRangeScenarios,
})
