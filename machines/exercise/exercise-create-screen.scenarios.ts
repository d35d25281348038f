import { defineFlow } from '../flow'
import type { Pack } from '../../src/domain/template-library'
import { exerciseCreateScreenMachine, type WizardSnapshotEvent } from './exercise-create-screen.machine'
import type { ScenarioEvent, Scenarios } from '../scenarios'
import { sampleCard } from './template-selection.scenarios'

export const starterPack: Pack = {
  id: 'pck_starter',
  name: 'Starter Pack',
  difficulty: 1,
  thumbnail: null,
  templatesTotalCount: 3,
  templatesEmailCount: 2,
  templatesSmsCount: 1,
}

const wizardAt = (
  value: unknown,
  context: WizardSnapshotEvent['snapshot']['context'],
): WizardSnapshotEvent & ScenarioEvent => ({ type: 'xstate.snapshot.wizard', snapshot: { value, context } })

/** The wizard's snapshots that matter to the page, as the wizard's own paths reach them. */
export const wizardSnapshots = {
  loading: wizardAt({ templates: 'browsing' }, { packs: null, selected: [], packId: null }),
  packsKnown: wizardAt({ templates: 'browsing' }, { packs: [starterPack], selected: [], packId: null }),
  packChosen: wizardAt(
    { templates: 'loadingPack' },
    { packs: [starterPack], selected: [], packId: starterPack.id },
  ),
  customNone: wizardAt({ templates: 'browsing' }, { packs: [starterPack], selected: [], packId: null }),
}

const editable = { ...sampleCard('tpl_custom'), type: 'CUSTOM' as const, isEditable: true }
const platform = sampleCard('tpl_platform')

export const exerciseCreateScreenScenarios: Scenarios<typeof exerciseCreateScreenMachine> = {
  // Opened from a landing pack card by an admin who manages templates; opened plainly by one who does not.
  inputs: [
    { timeZone: 'Europe/London', today: '2026-11-23', packId: starterPack.id, canManage: true },
    { timeZone: 'Europe/London', today: '2026-11-23', packId: null, canManage: false },
  ],
  events: {
    'xstate.snapshot.wizard': [
      wizardSnapshots.loading,
      wizardSnapshots.packsKnown,
      wizardSnapshots.packChosen,
      wizardSnapshots.customNone,
    ],
    'template.create': [{ type: 'template.create' }],
    'template.edit': [
      { type: 'template.edit', template: editable },
      { type: 'template.edit', template: platform },
    ],
    'template.preview': [{ type: 'template.preview', templateId: platform.id }],
    'template.saved': [
      { type: 'template.saved', created: sampleCard('tpl_new') },
      { type: 'template.saved', created: null },
    ],
  },
  // The leave prompt runs until its state is left; it never ends by itself.
  outcomes: { leaveGuard: {} },
  abstractContext: (context) => ({ request: context.requestedPack !== null, canManage: context.canManage }),
  maxStates: 2000,
}

export const exerciseCreateScreenFlow = defineFlow({
  id: 'exerciseCreateScreen',
  file: 'exercise/exercise-create-screen',
  title: 'New phishing exercise (page)',
  description:
    "The page that starts the campaign wizard, the template library, the builder, the preview and the learner search: a landing pack card's pack is chosen once the packs are known; Create and Edit open the builder for admins who manage templates; a template saved in the builder refreshes the library and, when new, joins the selection; while the wizard holds unsaved work the browser asks before the tab is left.",
  routes: ['/phishing-exercise/create'],
  machine: exerciseCreateScreenMachine,
  scenarios: exerciseCreateScreenScenarios,
})
