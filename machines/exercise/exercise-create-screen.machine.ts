import { assign, fromCallback, sendParent, sendTo, setup } from 'xstate'
import { campaignWorkUnsaved, type CampaignWork } from '../../src/domain/exercise-campaign'
import { templateEditable, type TemplateCardItem } from '../../src/domain/template-library'
import { campaignWizardMachine } from './campaign-wizard.machine'
import { templateBuilderMachine } from '../templates/template-builder.machine'
import { templateLibraryMachine } from '../templates/template-library.machine'
import { templatePreviewMachine } from '../templates/template-preview.machine'
import { userSearchMachine } from './user-search.machine'

// The page /phishing-exercise/create (002 §2.6) as one machine: it starts the campaign wizard, the template
// library, the template builder, the preview and the learner search, and owns what joins them. The address's
// `packId` becomes the wizard's pack choice once the packs are known; a template saved in the builder refreshes
// the library and, when new, joins the wizard's selection; while the wizard holds unsaved work the browser asks
// before the tab is closed or reloaded. The children's own flows are their machines' graphs; this graph is the
// page's coordination.

export interface ExerciseCreateInput {
  timeZone: string
  /** Today in the admin's zone (YYYY-MM-DD), from the clock the page was opened with. */
  today: string
  /** The pack a landing card asked for (`?packId=`), if any. */
  packId: string | null
  /** Whether the admin may create and edit templates (002 §2.4). */
  canManage: boolean
}

export interface ExerciseCreateContext {
  timeZone: string
  today: string
  requestedPack: string | null
  canManage: boolean
}

/** What the wizard's snapshot says to the page (`xstate.snapshot.wizard`, sent by XState on every change). */
export interface WizardSnapshotEvent {
  type: 'xstate.snapshot.wizard'
  snapshot: { value: unknown; context: CampaignWork & { packs: unknown[] | null } }
}

export type ExerciseCreateEvent =
  | WizardSnapshotEvent
  | { type: 'template.create' }
  | { type: 'template.edit'; template: TemplateCardItem }
  | { type: 'template.preview'; templateId: string }
  /** From the builder: a template was saved; a new one comes with its card. */
  | { type: 'template.saved'; created: TemplateCardItem | null }

/** The wizard's work as the page reads it; null for a snapshot without the wizard's context (a stand-in child). */
const workOf = (event: WizardSnapshotEvent) => {
  const context = event.snapshot.context as WizardSnapshotEvent['snapshot']['context'] | undefined
  if (!context) return null
  return {
    value: event.snapshot.value,
    selectedCount: context.selected.length,
    packId: context.packId,
    packsKnown: context.packs !== null,
  }
}

/** The builder as a child of this page: every save is reported here. */
export const reportingSaves = (builder: typeof templateBuilderMachine) =>
  builder.provide({
    actions: {
      reportSaved: sendParent((_, created: TemplateCardItem | null) => ({
        type: 'template.saved' as const,
        created,
      })),
    },
  })

export const exerciseCreateScreenMachine = setup({
  types: {
    context: {} as ExerciseCreateContext,
    events: {} as ExerciseCreateEvent,
    input: {} as ExerciseCreateInput,
  },
  actors: {
    wizard: campaignWizardMachine,
    library: templateLibraryMachine,
    builder: reportingSaves(templateBuilderMachine),
    preview: templatePreviewMachine,
    userSearch: userSearchMachine,
    /** Provided by the app: the browser's "leave site?" prompt while it runs. */
    leaveGuard: fromCallback(() => {}),
  },
  guards: {
    canManage: ({ context }) => context.canManage,
    editable: ({ context }, template: TemplateCardItem) => templateEditable(context.canManage, template),
    hasRequest: ({ context }) => context.requestedPack !== null,
    packChosen: (_, event: WizardSnapshotEvent) => (workOf(event)?.packId ?? null) !== null,
    noPackChosen: (_, event: WizardSnapshotEvent) => {
      const work = workOf(event)
      return work !== null && work.packId === null
    },
    packsKnown: (_, event: WizardSnapshotEvent) => workOf(event)?.packsKnown === true,
    unsaved: (_, event: WizardSnapshotEvent) => {
      const work = workOf(event)
      return work !== null && campaignWorkUnsaved(work)
    },
    nothingUnsaved: (_, event: WizardSnapshotEvent) => {
      const work = workOf(event)
      return work !== null && !campaignWorkUnsaved(work)
    },
    isNew: (_, created: TemplateCardItem | null) => created !== null,
  },
  actions: {
    choosePack: sendTo('wizard', ({ context }) => ({
      type: 'pack.select' as const,
      packId: context.requestedPack!,
    })),
    forgetRequest: assign({ requestedPack: null }),
    openNew: sendTo('builder', { type: 'builder.create' as const }),
    openStored: sendTo('builder', (_, template: TemplateCardItem) => ({
      type: 'builder.open' as const,
      layout: template.layoutType,
      templateId: template.id,
    })),
    openPreview: sendTo('preview', (_, templateId: string) => ({
      type: 'preview.open' as const,
      templateId,
    })),
    refreshLibrary: sendTo('library', { type: 'library.refresh' as const }),
    // 002 §2.6: a template made from the wizard is selected straight away.
    selectCreated: sendTo('wizard', (_, template: TemplateCardItem) => ({
      type: 'template.created' as const,
      template,
    })),
  },
}).createMachine({
  id: 'exerciseCreateScreen',
  context: ({ input }) => ({
    timeZone: input.timeZone,
    today: input.today,
    requestedPack: input.packId,
    canManage: input.canManage,
  }),
  invoke: [
    {
      id: 'wizard',
      src: 'wizard',
      input: ({ context }) => ({ timeZone: context.timeZone, today: context.today }),
      // Asks XState to send the wizard's every snapshot here; the regions below read them.
      onSnapshot: {},
    },
    { id: 'library', src: 'library' },
    { id: 'builder', src: 'builder' },
    { id: 'preview', src: 'preview' },
    { id: 'userSearch', src: 'userSearch' },
  ],
  type: 'parallel',
  states: {
    // The address's pack, chosen once the wizard knows the packs.
    address: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'hasRequest', target: 'waitingForPacks' }, { target: 'applied' }] },
        waitingForPacks: {
          on: {
            'xstate.snapshot.wizard': {
              guard: { type: 'packsKnown', params: ({ event }) => event },
              target: 'applied',
              actions: ['choosePack', 'forgetRequest'],
            },
          },
        },
        applied: {},
      },
    },
    // The custom grid (Create New, each card's Preview and Edit) or a chosen pack's read-only panel.
    grid: {
      initial: 'shown',
      states: {
        shown: {
          on: {
            'template.create': { guard: 'canManage', actions: 'openNew' },
            'template.edit': {
              guard: { type: 'editable', params: ({ event }) => event.template },
              actions: { type: 'openStored', params: ({ event }) => event.template },
            },
            'template.preview': { actions: { type: 'openPreview', params: ({ event }) => event.templateId } },
            // The builder opens only from the grid, so its saves arrive here.
            'template.saved': [
              {
                guard: { type: 'isNew', params: ({ event }) => event.created },
                actions: ['refreshLibrary', { type: 'selectCreated', params: ({ event }) => event.created! }],
              },
              { actions: 'refreshLibrary' },
            ],
            'xstate.snapshot.wizard': {
              guard: { type: 'packChosen', params: ({ event }) => event },
              target: 'hidden',
            },
          },
        },
        hidden: {
          on: {
            'xstate.snapshot.wizard': {
              guard: { type: 'noPackChosen', params: ({ event }) => event },
              target: 'shown',
            },
          },
        },
      },
    },
    // 002 §2.6: leaving with unsaved work asks first.
    leaving: {
      initial: 'free',
      states: {
        free: {
          on: {
            'xstate.snapshot.wizard': {
              guard: { type: 'unsaved', params: ({ event }) => event },
              target: 'guarded',
            },
          },
        },
        guarded: {
          invoke: { id: 'leaveGuard', src: 'leaveGuard' },
          on: {
            'xstate.snapshot.wizard': {
              guard: { type: 'nothingUnsaved', params: ({ event }) => event },
              target: 'free',
            },
          },
        },
      },
    },
  },
})
