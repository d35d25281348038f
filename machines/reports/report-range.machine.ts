import { assign, setup } from 'xstate'
import { Temporal } from 'temporal-polyfill'
import {
  checkCustomRange,
  presetRange,
  type RangePreset,
  type ReportRange,
} from '../../src/domain/report-range'

// A report's period (issue 28; 000 §9): a preset (7, 30, 90 days, 6 months, 1 year) applies at once; Custom
// range opens two date fields, and Apply checks them (both given, in order, not past today, at most 366 days),
// keeping what was typed and saying what is wrong; Cancel leaves the period as it was. The page hears of a new
// period through `applyRange` and reloads its report.

export interface ReportRangeContext {
  range: ReportRange
  today: string
  draftFrom: string
  draftTo: string
  error: { field: 'from' | 'to' | 'range'; message: string } | null
}

export type ReportRangeEvent =
  | { type: 'range.preset'; preset: RangePreset }
  | { type: 'range.custom' }
  | { type: 'range.editFrom'; value: string }
  | { type: 'range.editTo'; value: string }
  | { type: 'range.apply' }
  | { type: 'range.cancel' }

const today = (context: ReportRangeContext) => Temporal.PlainDate.from(context.today)

export const reportRangeMachine = setup({
  types: {
    context: {} as ReportRangeContext,
    events: {} as ReportRangeEvent,
    input: {} as { range: ReportRange; today: string },
  },
  guards: {
    draftValid: ({ context }) => checkCustomRange(context.draftFrom, context.draftTo, today(context)).ok,
  },
  actions: {
    choosePreset: assign({
      range: ({ context }, preset: RangePreset) => presetRange(preset, today(context)),
      error: null,
    }),
    openDraft: assign({
      draftFrom: ({ context }) => context.range.from,
      draftTo: ({ context }) => context.range.to,
      error: null,
    }),
    editFrom: assign({ draftFrom: (_, value: string) => value.slice(0, 10), error: null }),
    editTo: assign({ draftTo: (_, value: string) => value.slice(0, 10), error: null }),
    takeDraft: assign({
      range: ({ context }) => ({ range: 'custom' as const, from: context.draftFrom, to: context.draftTo }),
      error: null,
    }),
    explain: assign({
      error: ({ context }) => {
        const check = checkCustomRange(context.draftFrom, context.draftTo, today(context))
        return check.ok ? null : { field: check.field, message: check.message }
      },
    }),
    /** Provided by the page: its report reloads for the new period. */
    applyRange: (_, _range: ReportRange) => {},
  },
}).createMachine({
  id: 'reportRange',
  context: ({ input }) => ({
    range: input.range,
    today: input.today,
    draftFrom: '',
    draftTo: '',
    error: null,
  }),
  initial: 'chosen',
  states: {
    chosen: {
      on: {
        'range.preset': {
          actions: [
            { type: 'choosePreset', params: ({ event }) => event.preset },
            { type: 'applyRange', params: ({ context }) => context.range },
          ],
        },
        'range.custom': { target: 'custom', actions: 'openDraft' },
      },
    },
    custom: {
      on: {
        'range.editFrom': { actions: { type: 'editFrom', params: ({ event }) => event.value } },
        'range.editTo': { actions: { type: 'editTo', params: ({ event }) => event.value } },
        'range.apply': [
          {
            guard: 'draftValid',
            target: 'chosen',
            actions: ['takeDraft', { type: 'applyRange', params: ({ context }) => context.range }],
          },
          { actions: 'explain' },
        ],
        'range.cancel': 'chosen',
        'range.preset': {
          target: 'chosen',
          actions: [
            { type: 'choosePreset', params: ({ event }) => event.preset },
            { type: 'applyRange', params: ({ context }) => context.range },
          ],
        },
      },
    },
  },
})
