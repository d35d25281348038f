import { assign, fromPromise, setup } from 'xstate'
import {
  canPin,
  VIDEO_TEXTS,
  type VideoCategory,
  type VideoCourse,
  type VideoItem,
  type VideoQuery,
} from '../../src/domain/videos'
import { failureMessage, messageOf } from '../event-params'

// The video library (/learning/videos; 001 §2 "Video library and video dialog", §4 pinned video, §5, §9):
// the gateway filters by category, language and search (the query kept in the address); a video opens in a
// dialog with its player, a share link when public, the courses that play it and a pin or unpin bar. A pin
// or unpin is confirmed first; pinning is refused while five are pinned (the bar says why).

export interface VideoLibraryContext {
  query: VideoQuery
  videos: VideoItem[] | null
  failure: string | null
  selectedId: string | null
  courses: VideoCourse[] | null
  coursesFailure: string | null
}

export type VideoLibraryEvent =
  | { type: 'library.category'; category: VideoCategory }
  | { type: 'library.language'; language: string }
  | { type: 'library.search'; search: string }
  | { type: 'library.retry' }
  | { type: 'video.open'; videoId: string }
  | { type: 'video.close' }
  | { type: 'courses.retry' }
  | { type: 'pin.ask' }
  | { type: 'pin.confirm' }
  | { type: 'pin.cancel' }

export function nextVideoQuery(query: VideoQuery, event: VideoLibraryEvent): VideoQuery {
  switch (event.type) {
    case 'library.category':
      return { ...query, categoryName: event.category }
    case 'library.language':
      return { ...query, languageCode: event.language }
    case 'library.search':
      return { ...query, search: event.search.slice(0, 255) }
    default:
      return query
  }
}

export const selectedVideo = (context: VideoLibraryContext) =>
  context.videos?.find((video) => video.id === context.selectedId) ?? null
export const pinnedCount = (context: VideoLibraryContext) =>
  context.videos?.filter((video) => video.isPinned).length ?? 0

const change = {
  target: '#videoLibrary.loading' as const,
  // A new query while loading starts the load again (the older answer is dropped with its invoke).
  reenter: true,
  actions: [
    {
      type: 'setQuery' as const,
      params: ({ context, event }: { context: VideoLibraryContext; event: VideoLibraryEvent }) =>
        nextVideoQuery(context.query, event),
    },
    {
      type: 'writeQuery' as const,
      params: ({ context, event }: { context: VideoLibraryContext; event: VideoLibraryEvent }) =>
        nextVideoQuery(context.query, event),
    },
  ],
}

const queryChanges = { 'library.category': change, 'library.language': change, 'library.search': change }

export const videoLibraryMachine = setup({
  types: {
    context: {} as VideoLibraryContext,
    events: {} as VideoLibraryEvent,
    input: {} as { query: VideoQuery },
  },
  actors: {
    loadVideos: fromPromise<VideoItem[], VideoQuery>(async () => {
      throw new Error('loadVideos not provided')
    }),
    loadVideoCourses: fromPromise<VideoCourse[], { videoId: string }>(async () => {
      throw new Error('loadVideoCourses not provided')
    }),
    setPinned: fromPromise<void, { videoId: string; pinned: boolean }>(async () => {
      throw new Error('setPinned not provided')
    }),
  },
  guards: {
    isListed: ({ context }, videoId: string) =>
      context.videos?.some((video) => video.id === videoId) ?? false,
    /** Unpinning always; pinning while fewer than five are pinned (the control is disabled otherwise). */
    mayToggle: ({ context }) => {
      const video = selectedVideo(context)
      return video !== null && (video.isPinned || canPin(pinnedCount(context)))
    },
  },
  actions: {
    setQuery: assign({ query: (_, query: VideoQuery) => query }),
    setVideos: assign({ videos: (_, videos: VideoItem[]) => videos, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    select: assign({ selectedId: (_, videoId: string) => videoId, courses: null, coursesFailure: null }),
    unselect: assign({ selectedId: null, courses: null, coursesFailure: null }),
    setCourses: assign({ courses: (_, courses: VideoCourse[]) => courses, coursesFailure: null }),
    setCoursesFailure: assign({ coursesFailure: (_, message: string) => message }),
    togglePinned: assign({
      videos: ({ context }) =>
        context.videos?.map((video) =>
          video.id === context.selectedId ? { ...video, isPinned: !video.isPinned } : video,
        ) ?? null,
    }),
    /** Provided by the app: writes the query to the address. */
    writeQuery: (_, _query: VideoQuery) => {},
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'videoLibrary',
  context: ({ input }) => ({
    query: input.query,
    videos: null,
    failure: null,
    selectedId: null,
    courses: null,
    coursesFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'unselect',
      on: queryChanges,
      invoke: {
        id: 'loadVideos',
        src: 'loadVideos',
        input: ({ context }) => context.query,
        onDone: { target: 'ready', actions: { type: 'setVideos', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'library.retry': 'loading', ...queryChanges } },
    ready: {
      initial: 'browsing',
      states: {
        // The filters sit behind the dialog while a video is open.
        browsing: {
          on: {
            ...queryChanges,
            'video.open': {
              guard: { type: 'isListed', params: ({ event }) => event.videoId },
              target: 'viewing',
              actions: { type: 'select', params: ({ event }) => event.videoId },
            },
          },
        },
        viewing: {
          type: 'parallel',
          on: { 'video.close': { target: 'browsing', actions: 'unselect' } },
          states: {
            courses: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadVideoCourses',
                    src: 'loadVideoCourses',
                    input: ({ context }) => ({ videoId: context.selectedId ?? '' }),
                    onDone: {
                      target: 'loaded',
                      actions: { type: 'setCourses', params: ({ event }) => event.output },
                    },
                    onError: {
                      target: 'failed',
                      actions: { type: 'setCoursesFailure', params: failureMessage },
                    },
                  },
                },
                failed: { on: { 'courses.retry': 'loading' } },
                loaded: {},
              },
            },
            pin: {
              initial: 'idle',
              states: {
                idle: { on: { 'pin.ask': { guard: 'mayToggle', target: 'confirming' } } },
                confirming: { on: { 'pin.confirm': 'saving', 'pin.cancel': 'idle' } },
                saving: {
                  invoke: {
                    id: 'setPinned',
                    src: 'setPinned',
                    input: ({ context }) => ({
                      videoId: context.selectedId ?? '',
                      pinned: !selectedVideo(context)?.isPinned,
                    }),
                    onDone: {
                      target: 'idle',
                      actions: [
                        {
                          type: 'notify',
                          params: ({ context }) => ({
                            title: selectedVideo(context)?.isPinned
                              ? VIDEO_TEXTS.unpinned
                              : VIDEO_TEXTS.pinned,
                            type: 'success' as const,
                          }),
                        },
                        'togglePinned',
                      ],
                    },
                    onError: {
                      target: 'idle',
                      actions: {
                        type: 'notify',
                        params: ({ event }) => ({ title: messageOf(event.error), type: 'error' as const }),
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
})
