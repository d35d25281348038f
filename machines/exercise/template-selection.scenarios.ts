import { defineFlow } from '../flow'
import type { TemplateCardItem } from '../../src/domain/template-library'
import type { Scenarios } from '../scenarios'
import { templateSelectionMachine } from './template-selection.machine'

export const sampleCard = (id: string): TemplateCardItem => ({
  id,
  name: `Template ${id}`,
  layoutType: 'EMAIL',
  difficulty: 'EASY',
  type: 'PLATFORM',
  thumbnailUrl: null,
  packId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  isEditable: false,
  isInUse: false,
})
// Eleven templates: ten fill the selection, the eleventh meets the limit dialog.
const cards = Array.from({ length: 11 }, (_, i) => sampleCard(`tpl_${i + 1}`))

export const templateSelectionScenarios: Scenarios<typeof templateSelectionMachine> = {
  events: {
    'template.toggle': cards.map((template) => ({ type: 'template.toggle', template })),
    'template.created': [{ type: 'template.created', template: sampleCard('tpl_new') }],
    'selection.set': [{ type: 'selection.set', templates: cards.slice(0, 3) }],
    'limit.close': [{ type: 'limit.close' }],
  },
  outcomes: {},
  enabledEventsOnly:
    'The limit dialog is modal: the eleven toggles refused behind it would each add a path showing nothing new.',
  // How many are chosen is what the rules read (up to the limit); which ones only names them.
  abstractContext: (context) => context.selected.length,
  maxStates: 20000,
}

export const templateSelectionFlow = defineFlow({
  id: 'templateSelection',
  file: 'exercise/template-selection',
  title: 'Campaign template selection',
  description:
    'The wizard\'s custom selection: a card toggles in and out; at ten an eleventh opens "You can select 10 templates! If you want to select another template please unselect one of the previously selected." (Got it) and changes nothing; a template created from the wizard joins when there is room; every change is reported to the wizard.',
  routes: ['/phishing-exercise/create'],
  machine: templateSelectionMachine,
  scenarios: templateSelectionScenarios,
})
