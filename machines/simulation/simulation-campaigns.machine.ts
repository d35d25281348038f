import { assign, fromPromise, setup } from 'xstate'
import { CAMPAIGN_TEXTS } from '../../src/domain/exercise-campaign'
import { canOpenSimulation, type SimulationCard } from '../../src/domain/simulation/answers'
import { SIMULATION_TOASTS } from '../../src/domain/simulation/campaign'
import { failureMessage } from '../event-params'
import { pagedListStates } from '../paged-list'

// The phishing simulation lists (002 §2.9, §7): Active and Archived tabs paged by the query string; each card
// opens its report (Open is disabled when the campaign is not active or has not started), an active one is
// completed into the archive ('Archive "{name}"?', one way: "Phishing campaign archived!") and an archived one
// deleted ('Delete "{name}"?': "Phishing campaign deleted!"). Opened again, the last page for the position
// shows while it loads afresh.

export type SimulationTab = 'active' | 'archived'

export interface SimulationPosition {
  tab: SimulationTab
  pageNumber: number
  pageSize: number
}

export interface SimulationListPage {
  items: SimulationCard[]
  totalCount: number
  activeCount: number
  archivedCount: number
}

export interface SimulationCampaignsContext {
  position: SimulationPosition
  items: SimulationCard[]
  total: number
  counts: { active: number; archived: number } | null
  target: SimulationCard | null
  failure: string | null
  /** A partner shares its active campaigns with its customers (002 §2.9 share route). */
  canShare: boolean
}

export interface SimulationCampaignsInput {
  position: SimulationPosition
  cachedPage?: SimulationListPage | null
  canShare?: boolean
}

export type SimulationCampaignsEvent =
  | { type: 'list.show'; position: SimulationPosition }
  | { type: 'list.retry' }
  | { type: 'report.open'; campaign: SimulationCard }
  | { type: 'share.open'; campaign: SimulationCard }
  | { type: 'complete.request'; campaign: SimulationCard }
  | { type: 'delete.request'; campaign: SimulationCard }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }

const list = pagedListStates<SimulationListPage>()({
  load: 'loadPage',
  retry: 'list.retry',
  input: ({ context }: { context: SimulationCampaignsContext }) => context.position,
})

const onScreen = (context: SimulationCampaignsContext, campaign: SimulationCard) =>
  context.items.some((item) => item.id === campaign.id)

export const simulationCampaignsMachine = setup({
  types: {
    context: {} as SimulationCampaignsContext,
    events: {} as SimulationCampaignsEvent,
    input: {} as SimulationCampaignsInput,
  },
  actors: {
    loadPage: fromPromise<SimulationListPage, SimulationPosition>(async () => ({
      items: [],
      totalCount: 0,
      activeCount: 0,
      archivedCount: 0,
    })),
    completeCampaign: fromPromise<void, { campaignId: string }>(async () => undefined),
    deleteCampaign: fromPromise<void, { campaignId: string }>(async () => undefined),
  },
  guards: {
    canOpen: ({ context }, campaign: SimulationCard) =>
      onScreen(context, campaign) && canOpenSimulation(campaign),
    shareable: ({ context }, campaign: SimulationCard) =>
      context.canShare && campaign.archivedAt === null && onScreen(context, campaign),
    completable: ({ context }, campaign: SimulationCard) =>
      campaign.archivedAt === null && onScreen(context, campaign),
    deletable: ({ context }, campaign: SimulationCard) =>
      campaign.archivedAt !== null && onScreen(context, campaign),
    otherPosition: ({ context }, position: SimulationPosition) =>
      position.tab !== context.position.tab ||
      position.pageNumber !== context.position.pageNumber ||
      position.pageSize !== context.position.pageSize,
  },
  actions: {
    setPage: assign({
      items: (_, page: SimulationListPage) => page.items,
      total: (_, page: SimulationListPage) => page.totalCount,
      counts: (_, page: SimulationListPage) => ({ active: page.activeCount, archived: page.archivedCount }),
      failure: null,
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setPosition: assign({ position: (_, position: SimulationPosition) => position }),
    setTarget: assign({ target: (_, campaign: SimulationCard) => campaign, failure: null }),
    clearTarget: assign({ target: null }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { title: string; type: 'success' | 'info' }) => {},
    /** Provided by the app: the report's route. */
    openReport: (_, _campaignId: string) => {},
    /** Provided by the app: the share route. */
    openShare: (_, _campaignId: string) => {},
  },
}).createMachine({
  id: 'simulationCampaigns',
  context: ({ input }) => ({
    position: input.position,
    items: input.cachedPage?.items ?? [],
    total: input.cachedPage?.totalCount ?? 0,
    counts: input.cachedPage
      ? { active: input.cachedPage.activeCount, archived: input.cachedPage.archivedCount }
      : null,
    target: null,
    failure: null,
    canShare: input.canShare === true,
  }),
  initial: 'loading',
  states: {
    ...list,
    loading: {
      ...list.loading,
      on: {
        'list.show': {
          guard: { type: 'otherPosition', params: ({ event }) => event.position },
          target: 'loading',
          reenter: true,
          actions: { type: 'setPosition', params: ({ event }) => event.position },
        },
      },
    },
    failed: {
      on: {
        ...list.failed.on,
        'list.show': {
          target: 'loading',
          actions: { type: 'setPosition', params: ({ event }) => event.position },
        },
      },
    },
    ready: {
      on: {
        'list.show': {
          target: 'loading',
          actions: { type: 'setPosition', params: ({ event }) => event.position },
        },
        'report.open': {
          guard: { type: 'canOpen', params: ({ event }) => event.campaign },
          actions: { type: 'openReport', params: ({ event }) => event.campaign.id },
        },
        'share.open': {
          guard: { type: 'shareable', params: ({ event }) => event.campaign },
          actions: { type: 'openShare', params: ({ event }) => event.campaign.id },
        },
        'complete.request': {
          guard: { type: 'completable', params: ({ event }) => event.campaign },
          target: 'confirmingComplete',
          actions: { type: 'setTarget', params: ({ event }) => event.campaign },
        },
        'delete.request': {
          guard: { type: 'deletable', params: ({ event }) => event.campaign },
          target: 'confirmingDelete',
          actions: { type: 'setTarget', params: ({ event }) => event.campaign },
        },
      },
    },
    confirmingComplete: {
      on: {
        'confirm.no': { target: 'ready', actions: 'clearTarget' },
        'confirm.yes': 'completing',
      },
    },
    completing: {
      tags: ['busy'],
      invoke: {
        id: 'completeCampaign',
        src: 'completeCampaign',
        input: ({ context }) => ({ campaignId: context.target!.id }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'notify', params: { title: SIMULATION_TOASTS.archived, type: 'success' } },
            'clearTarget',
          ],
        },
        onError: { target: 'confirmingComplete', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    confirmingDelete: {
      on: {
        'confirm.no': { target: 'ready', actions: 'clearTarget' },
        'confirm.yes': 'deleting',
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteCampaign',
        src: 'deleteCampaign',
        input: ({ context }) => ({ campaignId: context.target!.id }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'notify', params: { title: SIMULATION_TOASTS.deleted, type: 'success' } },
            'clearTarget',
          ],
        },
        onError: { target: 'confirmingDelete', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
  },
})

/** The confirmations' texts (002 §8 "Confirm dialogs"), shared with the exercise's. */
export const simulationConfirmation = (kind: 'complete' | 'delete', name: string) =>
  kind === 'complete'
    ? { title: `Archive "${name}"?`, warning: CAMPAIGN_TEXTS.archiveWarning, action: 'Complete' }
    : { title: `Delete "${name}"?`, warning: CAMPAIGN_TEXTS.deleteWarning, action: 'Delete' }
