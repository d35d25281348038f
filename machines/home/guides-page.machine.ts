import { assign, fromPromise, setup } from 'xstate'
import type { VideoItem } from '../../src/domain/videos'
import { failureMessage } from '../event-params'

// /guides-and-resources (002 §2.2): the platform's video guides (the library's Guides category), each played in
// a dialog, beside link cards the page shows or hides by 002 §2.1's rules (those are the view's facts).

export interface GuidesPageContext {
  guides: VideoItem[] | null
  playing: string | null
  failure: string | null
}

export type GuidesPageEvent =
  { type: 'guides.retry' } | { type: 'guide.play'; videoId: string } | { type: 'dialog.close' }

export const guidesPageMachine = setup({
  types: { context: {} as GuidesPageContext, events: {} as GuidesPageEvent },
  actors: {
    loadGuides: fromPromise<VideoItem[]>(async () => {
      throw new Error('loadGuides not provided')
    }),
  },
  guards: {
    isGuide: ({ context }, id: string) => context.guides?.some((guide) => guide.id === id) ?? false,
  },
  actions: {
    setGuides: assign({ guides: (_, guides: VideoItem[]) => guides, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    play: assign({ playing: (_, id: string | null) => id }),
  },
}).createMachine({
  id: 'guidesPage',
  context: { guides: null, playing: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadGuides',
        src: 'loadGuides',
        onDone: { target: 'ready', actions: { type: 'setGuides', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'guides.retry': 'loading' } },
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'guide.play': {
              guard: { type: 'isGuide', params: ({ event }) => event.videoId },
              target: 'playing',
              actions: { type: 'play', params: ({ event }) => event.videoId },
            },
          },
        },
        playing: { on: { 'dialog.close': { target: 'browsing', actions: { type: 'play', params: null } } } },
      },
    },
  },
})
