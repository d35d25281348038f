import { assign, sendParent, sendTo, setup } from 'xstate'
import type { CampaignCard } from '../../src/domain/exercise-campaign'
import type { Pack } from '../../src/domain/template-library'
import { campaignSettingsMachine } from './campaign-settings.machine'
import {
  exerciseCampaignsMachine,
  type CampaignListPage,
  type ListPosition,
} from './exercise-campaigns.machine'
import { userSearchMachine } from './user-search.machine'

// The page /phishing-exercise (002 §2.5, §2.7) as one machine: it starts the campaign list, the campaign settings
// dialog and its learner search, and owns what joins them and the address. The address's tab and paging reach
// the list as `list.show`; a tab or page the admin picks becomes an address. With campaigns the list lives under
// its tabs and with none at all on the base address, so the page moves itself (replacing the address) once the
// list's counts say which. A card's settings open with the page's clock; a saved campaign makes the list read its
// page again.

export interface ExerciseLandingInput {
  position: ListPosition
  /** The address is the base /phishing-exercise (no tab). */
  onBase: boolean
  /** Today in the admin's zone (YYYY-MM-DD), from the clock the page was opened with. */
  today: string
  cachedPage: CampaignListPage | null
  cachedPacks: Pack[] | null
}

/** Whether the company has campaigns at all, as far as the list knows. */
export type CampaignsKnown = 'unknown' | 'none' | 'some'

export interface ExerciseLandingContext extends ExerciseLandingInput {
  campaigns: CampaignsKnown
}

/** What the list's snapshot says to the page (`xstate.snapshot.list`, sent by XState on every change). */
export interface ListSnapshotEvent {
  type: 'xstate.snapshot.list'
  snapshot: { context: { counts: { active: number; archived: number } | null } }
}

export type ExerciseLandingEvent =
  | ListSnapshotEvent
  /** The address changed (the browser's back and forward, a link, the page's own move). */
  | { type: 'address.changed'; position: ListPosition; onBase: boolean }
  /** A tab, page or page size the admin picked. */
  | { type: 'position.choose'; position: ListPosition }
  | { type: 'settings.open'; campaign: CampaignCard }
  /** From the settings dialog: a campaign was saved. */
  | { type: 'settings.saved' }

/** The list's counts as the page reads them; unknown for a snapshot without them (a stand-in child). */
export const campaignsIn = (event: ListSnapshotEvent): CampaignsKnown => {
  const counts = event.snapshot.context?.counts
  if (!counts) return 'unknown'
  return counts.active + counts.archived === 0 ? 'none' : 'some'
}

/** The list's counts say something new (a list reading its next page keeps the counts it had). */
const known = (event: ListSnapshotEvent, before: CampaignsKnown) => {
  const now = campaignsIn(event)
  return now !== 'unknown' && now !== before
}

/** 002 §2.5: with campaigns the list is under its tabs; with none at all, on the base address. */
const misplaced = (onBase: boolean, campaigns: CampaignsKnown) =>
  (onBase && campaigns === 'some') || (!onBase && campaigns === 'none')

type Address = { position: ListPosition; onBase: boolean }
const samePosition = (a: ListPosition, b: ListPosition) =>
  a.tab === b.tab && a.pageNumber === b.pageNumber && a.pageSize === b.pageSize

/** The settings dialog as a child of this page: each save is reported here. */
export const reportingSettings = (settings: typeof campaignSettingsMachine) =>
  settings.provide({ actions: { reportSaved: sendParent({ type: 'settings.saved' as const }) } })

export const exerciseLandingScreenMachine = setup({
  types: {
    context: {} as ExerciseLandingContext,
    events: {} as ExerciseLandingEvent,
    input: {} as ExerciseLandingInput,
  },
  actors: {
    list: exerciseCampaignsMachine,
    settings: reportingSettings(campaignSettingsMachine),
    userSearch: userSearchMachine,
  },
  guards: {
    /** The list's counts are new and say the page is on the wrong address. */
    listMovesPage: ({ context }, event: ListSnapshotEvent) =>
      known(event, context.campaigns) && misplaced(context.onBase, campaignsIn(event)),
    addressMisplaced: ({ context }, address: Address) => misplaced(address.onBase, context.campaigns),
    /** The list shows another tab or page: only then is it told (its own reload would ask the gateway again). */
    positionMoved: ({ context }, address: Address) => !samePosition(address.position, context.position),
    misplacedAndMoved: ({ context }, address: Address) =>
      misplaced(address.onBase, context.campaigns) && !samePosition(address.position, context.position),
    listChanged: ({ context }, event: ListSnapshotEvent) => known(event, context.campaigns),
  },
  actions: {
    takeCampaigns: assign({ campaigns: (_, event: ListSnapshotEvent) => campaignsIn(event) }),
    takeAddress: assign((_, address: { position: ListPosition; onBase: boolean }) => address),
    showPosition: sendTo('list', ({ context }) => ({
      type: 'list.show' as const,
      position: context.position,
    })),
    /** The page moves itself to where its list belongs, replacing the address. */
    place: assign({ onBase: ({ context }) => context.campaigns === 'none' }),
    openSettings: sendTo('settings', ({ context }, campaign: CampaignCard) => ({
      type: 'settings.open' as const,
      campaign,
      today: context.today,
    })),
    /** Provided by the app: the address of a list position (pushed) or the page's own move (replaced). */
    goTo: (_, _move: { position: ListPosition | null; replace: boolean }) => {},
  },
}).createMachine({
  id: 'exerciseLandingScreen',
  context: ({ input }) => ({ ...input, campaigns: 'unknown' }),
  invoke: [
    {
      id: 'list',
      src: 'list',
      input: ({ context }) => ({
        position: context.position,
        cachedPage: context.cachedPage,
        cachedPacks: context.cachedPacks,
      }),
      // Asks XState to send the list's every snapshot here.
      onSnapshot: {},
    },
    { id: 'settings', src: 'settings' },
    { id: 'userSearch', src: 'userSearch' },
  ],
  initial: 'open',
  states: {
    open: {
      on: {
        'xstate.snapshot.list': [
          {
            guard: { type: 'listMovesPage', params: ({ event }) => event },
            actions: [
              { type: 'takeCampaigns', params: ({ event }) => event },
              'place',
              {
                type: 'goTo',
                params: ({ context }) => ({
                  position: context.onBase ? null : context.position,
                  replace: true,
                }),
              },
            ],
          },
          {
            guard: { type: 'listChanged', params: ({ event }) => event },
            actions: { type: 'takeCampaigns', params: ({ event }) => event },
          },
          // Every other change of the list (a card, a countdown) is the list's own.
          {},
        ],
        // The page's own move comes back as an address too: the list is told only of another tab or page.
        'address.changed': [
          {
            guard: { type: 'misplacedAndMoved', params: ({ event }) => event },
            actions: [
              { type: 'takeAddress', params: ({ event }) => event },
              'showPosition',
              'place',
              {
                type: 'goTo',
                params: ({ context }) => ({
                  position: context.onBase ? null : context.position,
                  replace: true,
                }),
              },
            ],
          },
          {
            guard: { type: 'addressMisplaced', params: ({ event }) => event },
            actions: [
              { type: 'takeAddress', params: ({ event }) => event },
              'place',
              {
                type: 'goTo',
                params: ({ context }) => ({
                  position: context.onBase ? null : context.position,
                  replace: true,
                }),
              },
            ],
          },
          {
            guard: { type: 'positionMoved', params: ({ event }) => event },
            actions: [{ type: 'takeAddress', params: ({ event }) => event }, 'showPosition'],
          },
          { actions: { type: 'takeAddress', params: ({ event }) => event } },
        ],
        'position.choose': {
          actions: { type: 'goTo', params: ({ event }) => ({ position: event.position, replace: false }) },
        },
        'settings.open': { actions: { type: 'openSettings', params: ({ event }) => event.campaign } },
        'settings.saved': { actions: 'showPosition' },
      },
    },
  },
})
