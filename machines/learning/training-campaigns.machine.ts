import { assign, fromPromise, setup } from 'xstate'
import type { TrainingCampaignRow } from '../../src/domain/training-campaign'
import {
  isRunning,
  visibleCampaigns,
  type CampaignStatusFilter,
} from '../../src/domain/training-campaigns-list'
import { failureMessage } from '../event-params'
import { pagedListStates } from '../paged-list'

// /learning/campaigns (ours, issue 61 item 12): the company's training campaigns on one page, searched and filtered
// by status in the browser (the spec's admin-panel list holds them all), each managed on its course's Settings tab
// or ended here after a confirmation; the list loads again once one ends.

export interface TrainingCampaignsContext {
  campaigns: TrainingCampaignRow[] | null
  failure: string | null
  search: string
  status: CampaignStatusFilter
  /** The campaign whose ending is being asked. */
  ending: TrainingCampaignRow | null
  endFailure: string | null
}

export type TrainingCampaignsEvent =
  | { type: 'campaigns.retry' }
  | { type: 'campaigns.search'; text: string }
  | { type: 'campaigns.status'; status: CampaignStatusFilter }
  | { type: 'campaign.end'; campaignId: string }
  | { type: 'end.confirm' }
  | { type: 'end.cancel' }

export const trainingCampaignsMachine = setup({
  types: { context: {} as TrainingCampaignsContext, events: {} as TrainingCampaignsEvent },
  actors: {
    loadCampaigns: fromPromise<TrainingCampaignRow[]>(async () => []),
    endCampaign: fromPromise<void, { campaignId: string }>(async () => undefined),
  },
  guards: {
    /** A running campaign among those the filters show. */
    endable: ({ context }, campaignId: string) =>
      visibleCampaigns(context.campaigns ?? [], context.search, context.status).some(
        (row) => row.id === campaignId && isRunning(row),
      ),
  },
  actions: {
    setPage: assign({ campaigns: (_, rows: TrainingCampaignRow[]) => rows, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setSearch: assign({ search: (_, text: string) => text }),
    setStatus: assign({ status: (_, status: CampaignStatusFilter) => status }),
    askEnd: assign({
      ending: ({ context }, campaignId: string) =>
        context.campaigns?.find((row) => row.id === campaignId) ?? null,
      endFailure: null,
    }),
    closeEnd: assign({ ending: null, endFailure: null }),
    setEndFailure: assign({ endFailure: (_, message: string) => message }),
    /** Provided by the app: a toast. */
    notifyEnded: () => {},
  },
}).createMachine({
  id: 'trainingCampaigns',
  context: { campaigns: null, failure: null, search: '', status: 'all', ending: null, endFailure: null },
  initial: 'loading',
  // The filters are the browser's own: typing and choosing apply at once, whatever the list is doing.
  on: {
    'campaigns.search': { actions: { type: 'setSearch', params: ({ event }) => event.text } },
    'campaigns.status': { actions: { type: 'setStatus', params: ({ event }) => event.status } },
  },
  states: {
    ...pagedListStates<TrainingCampaignRow[]>()({
      load: 'loadCampaigns',
      retry: 'campaigns.retry',
      input: () => undefined,
    }),
    ready: {
      on: {
        'campaign.end': {
          guard: { type: 'endable', params: ({ event }) => event.campaignId },
          target: 'confirmingEnd',
          actions: { type: 'askEnd', params: ({ event }) => event.campaignId },
        },
      },
    },
    // The confirmation covers the page: the filters behind it take nothing.
    confirmingEnd: {
      on: {
        'campaigns.search': {},
        'campaigns.status': {},
        'end.cancel': { target: 'ready', actions: 'closeEnd' },
        'end.confirm': 'ending',
      },
    },
    ending: {
      tags: ['busy'],
      on: { 'campaigns.search': {}, 'campaigns.status': {} },
      invoke: {
        id: 'endCampaign',
        src: 'endCampaign',
        input: ({ context }) => ({ campaignId: context.ending!.id }),
        onDone: { target: 'loading', actions: ['closeEnd', 'notifyEnded'] },
        onError: { target: 'confirmingEnd', actions: { type: 'setEndFailure', params: failureMessage } },
      },
    },
  },
})
