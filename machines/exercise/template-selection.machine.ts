import { assign, setup } from 'xstate'
import { MAX_CAMPAIGN_TEMPLATES } from '../../src/domain/exercise-campaign'
import type { TemplateCardItem } from '../../src/domain/template-library'

// The campaign wizard's custom template selection (002 §2.6 step 1, §5 "Campaign"): a card toggles in and
// out; at ten an eleventh opens the limit dialog ("You can select 10 templates! …", Got it) and changes
// nothing; a template created from the wizard joins when there is room. Every change is reported to the
// wizard, which owns the step's rules.

export interface TemplateSelectionContext {
  selected: TemplateCardItem[]
}

export type TemplateSelectionEvent =
  | { type: 'template.toggle'; template: TemplateCardItem }
  | { type: 'template.created'; template: TemplateCardItem }
  | { type: 'selection.set'; templates: TemplateCardItem[] }
  | { type: 'limit.close' }

export const templateSelectionMachine = setup({
  types: { context: {} as TemplateSelectionContext, events: {} as TemplateSelectionEvent },
  guards: {
    isSelected: ({ context }, template: TemplateCardItem) =>
      context.selected.some((t) => t.id === template.id),
    hasRoom: ({ context }) => context.selected.length < MAX_CAMPAIGN_TEMPLATES,
  },
  actions: {
    remove: assign({
      selected: ({ context }, template: TemplateCardItem) =>
        context.selected.filter((t) => t.id !== template.id),
    }),
    add: assign({ selected: ({ context }, template: TemplateCardItem) => [...context.selected, template] }),
    replace: assign({
      selected: (_, templates: TemplateCardItem[]) => templates.slice(0, MAX_CAMPAIGN_TEMPLATES),
    }),
    /** Provided by the wizard: tells it what is selected now. */
    report: (_, _selected: TemplateCardItem[]) => {},
  },
}).createMachine({
  id: 'templateSelection',
  context: { selected: [] },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'template.toggle': [
          {
            guard: { type: 'isSelected', params: ({ event }) => event.template },
            actions: [
              { type: 'remove', params: ({ event }) => event.template },
              { type: 'report', params: ({ context }) => context.selected },
            ],
          },
          {
            guard: 'hasRoom',
            actions: [
              { type: 'add', params: ({ event }) => event.template },
              { type: 'report', params: ({ context }) => context.selected },
            ],
          },
          { target: 'limitReached' },
        ],
        'template.created': {
          guard: 'hasRoom',
          actions: [
            { type: 'add', params: ({ event }) => event.template },
            { type: 'report', params: ({ context }) => context.selected },
          ],
        },
        'selection.set': {
          actions: [
            { type: 'replace', params: ({ event }) => event.templates },
            { type: 'report', params: ({ context }) => context.selected },
          ],
        },
      },
    },
    limitReached: {
      // Modal: the grid behind it does not change.
      on: { 'limit.close': 'choosing' },
    },
  },
})
