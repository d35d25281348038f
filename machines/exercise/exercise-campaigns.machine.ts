import { assign, fromPromise, setup } from 'xstate'
import {
  CAMPAIGN_TEXTS,
  COUNTDOWN_REFRESH_MS,
  isPostponed,
  type CampaignCard,
  type CampaignListTab,
  PACKS_COLLAPSED_AT,
} from '../../src/domain/exercise-campaign'
import type { Pack } from '../../src/domain/template-library'
import { failureMessage } from '../event-params'
import { pagedListStates } from '../paged-list'

// The phishing exercise landing (002 §2.5, §2.7, §4 "Campaign card"): the pack grid (collapsed at five or
// more, Show More / Show Less), the Active and Archived tabs paged by the query string, and each card's menu —
// Report (a postponed campaign has none yet: a toast says so), Archive ('Archive "{name}"?', one way) and,
// in the archive only, Delete ('Delete "{name}"?'). A postponed card's countdown refreshes every minute and
// the list reloads once a start time passes, so the card turns into a running one. Opened again, the last
// answers for the position and the packs (`cachedPage`, `cachedPacks`) show while they load afresh.

export interface ListPosition {
  tab: CampaignListTab
  pageNumber: number
  pageSize: number
}

export interface CampaignListPage {
  items: CampaignCard[]
  totalCount: number
  /** Both tabs' totals: with no campaigns at all the page shows no tabs. */
  activeCount: number
  archivedCount: number
}

export interface ExerciseCampaignsContext {
  position: ListPosition
  items: CampaignCard[]
  total: number
  counts: { active: number; archived: number } | null
  packs: Pack[] | null
  packsExpanded: boolean
  target: CampaignCard | null
  failure: string | null
  /** The clock the countdown chips read, moved every minute. */
  now: number
}

export interface ExerciseCampaignsInput {
  position: ListPosition
  now?: number
  /** The last answers for this position and the packs, drawn while they load afresh; null the first time. */
  cachedPage?: CampaignListPage | null
  cachedPacks?: Pack[] | null
}

export type ExerciseCampaignsEvent =
  | { type: 'list.show'; position: ListPosition }
  | { type: 'list.retry' }
  | { type: 'packs.toggle' }
  | { type: 'report.open'; campaign: CampaignCard }
  | { type: 'archive.request'; campaign: CampaignCard }
  | { type: 'delete.request'; campaign: CampaignCard }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }

const list = pagedListStates<CampaignListPage>()({
  load: 'loadPage',
  retry: 'list.retry',
  input: ({ context }: { context: ExerciseCampaignsContext }) => context.position,
})

export const exerciseCampaignsMachine = setup({
  types: {
    context: {} as ExerciseCampaignsContext,
    events: {} as ExerciseCampaignsEvent,
    input: {} as ExerciseCampaignsInput,
  },
  actors: {
    loadPage: fromPromise<CampaignListPage, ListPosition>(async () => ({
      items: [],
      totalCount: 0,
      activeCount: 0,
      archivedCount: 0,
    })),
    loadPacks: fromPromise<Pack[]>(async () => []),
    archiveCampaign: fromPromise<void, { campaignId: string }>(async () => undefined),
    deleteCampaign: fromPromise<void, { campaignId: string }>(async () => undefined),
  },
  guards: {
    postponed: (_, campaign: CampaignCard) => isPostponed(campaign),
    offScreen: ({ context }, campaign: CampaignCard) =>
      !context.items.some((item) => item.id === campaign.id),
    packsCollapsible: ({ context }) => (context.packs?.length ?? 0) >= PACKS_COLLAPSED_AT,
    // Only a card on screen has a menu to ask from.
    archivable: ({ context }, campaign: CampaignCard) =>
      campaign.archivedAt === null && context.items.some((item) => item.id === campaign.id),
    deletable: ({ context }, campaign: CampaignCard) =>
      campaign.archivedAt !== null && context.items.some((item) => item.id === campaign.id),
    // The address repeating the position already on its way (the route's first render) asks for nothing new.
    otherPosition: ({ context }, position: ListPosition) =>
      position.tab !== context.position.tab ||
      position.pageNumber !== context.position.pageNumber ||
      position.pageSize !== context.position.pageSize,
    startReached: ({ context }) =>
      context.items.some((card) => isPostponed(card) && new Date(card.startedAt).getTime() <= Date.now()),
  },
  actions: {
    setPacks: assign({ packs: (_, packs: Pack[]) => packs }),
    togglePacks: assign({ packsExpanded: ({ context }) => !context.packsExpanded }),
    setPage: assign({
      items: (_, page: CampaignListPage) => page.items,
      total: (_, page: CampaignListPage) => page.totalCount,
      counts: (_, page: CampaignListPage) => ({ active: page.activeCount, archived: page.archivedCount }),
      failure: null,
      now: () => Date.now(),
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setPosition: assign({ position: (_, position: ListPosition) => position }),
    /** The countdowns on postponed cards move on. */
    tick: assign({ now: () => Date.now() }),
    setTarget: assign({ target: (_, campaign: CampaignCard) => campaign, failure: null }),
    clearTarget: assign({ target: null }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { title: string; type: 'success' | 'info' }) => {},
    /** Provided by the app: the report's route. */
    openReport: (_, _campaignId: string) => {},
  },
}).createMachine({
  id: 'exerciseCampaigns',
  context: ({ input }) => ({
    position: input.position,
    items: input.cachedPage?.items ?? [],
    total: input.cachedPage?.totalCount ?? 0,
    counts: input.cachedPage
      ? { active: input.cachedPage.activeCount, archived: input.cachedPage.archivedCount }
      : null,
    packs: input.cachedPacks ?? null,
    packsExpanded: false,
    target: null,
    failure: null,
    now: input.now ?? Date.now(),
  }),
  invoke: {
    id: 'loadPacks',
    src: 'loadPacks',
    onDone: { actions: { type: 'setPacks', params: ({ event }) => event.output } },
    onError: { actions: { type: 'setPacks', params: [] } },
  },
  on: {
    'packs.toggle': { guard: 'packsCollapsible', actions: 'togglePacks' },
  },
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
      after: {
        [COUNTDOWN_REFRESH_MS]: [
          { guard: 'startReached', target: 'loading' },
          { target: 'ready', reenter: true, actions: 'tick' },
        ],
      },
      on: {
        'list.show': {
          target: 'loading',
          actions: { type: 'setPosition', params: ({ event }) => event.position },
        },
        'report.open': [
          // Only a card on screen has a name to press.
          { guard: { type: 'offScreen', params: ({ event }) => event.campaign } },
          {
            guard: { type: 'postponed', params: ({ event }) => event.campaign },
            actions: { type: 'notify', params: { title: CAMPAIGN_TEXTS.reportPostponed, type: 'info' } },
          },
          { actions: { type: 'openReport', params: ({ event }) => event.campaign.id } },
        ],
        'archive.request': {
          guard: { type: 'archivable', params: ({ event }) => event.campaign },
          target: 'confirmingArchive',
          actions: { type: 'setTarget', params: ({ event }) => event.campaign },
        },
        'delete.request': {
          guard: { type: 'deletable', params: ({ event }) => event.campaign },
          target: 'confirmingDelete',
          actions: { type: 'setTarget', params: ({ event }) => event.campaign },
        },
      },
    },
    confirmingArchive: {
      // The confirmation is modal: the packs behind it do not toggle.
      on: {
        'packs.toggle': {},
        'confirm.no': { target: 'ready', actions: 'clearTarget' },
        'confirm.yes': 'archiving',
      },
    },
    archiving: {
      tags: ['busy'],
      on: { 'packs.toggle': {} },
      invoke: {
        id: 'archiveCampaign',
        src: 'archiveCampaign',
        input: ({ context }) => ({ campaignId: context.target!.id }),
        onDone: {
          target: 'loading',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                title: `${context.target!.name} ${CAMPAIGN_TEXTS.archived}`,
                type: 'success',
              }),
            },
            'clearTarget',
          ],
        },
        onError: { target: 'confirmingArchive', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    confirmingDelete: {
      // The confirmation is modal: the packs behind it do not toggle.
      on: {
        'packs.toggle': {},
        'confirm.no': { target: 'ready', actions: 'clearTarget' },
        'confirm.yes': 'deleting',
      },
    },
    deleting: {
      tags: ['busy'],
      on: { 'packs.toggle': {} },
      invoke: {
        id: 'deleteCampaign',
        src: 'deleteCampaign',
        input: ({ context }) => ({ campaignId: context.target!.id }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'notify', params: { title: CAMPAIGN_TEXTS.deleted, type: 'success' } },
            'clearTarget',
          ],
        },
        onError: { target: 'confirmingDelete', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
  },
})
