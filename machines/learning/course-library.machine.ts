import { assign, fromPromise, setup } from 'xstate'
import {
  filterCourses,
  type CourseCategory,
  type CourseSummary,
  type LibraryQuery,
} from '../../src/domain/courses'
import { failureMessage } from '../event-params'

// The training library (/learning/courses; 000 §2, 001 §3 "Library query: languageCode, search, categoryName"):
// the company's courses loaded once, narrowed by category, language and search and paged by 30 on the page,
// the query kept in the address. Loading again is a retry after a failure.

export interface CourseLibraryContext {
  query: LibraryQuery
  courses: CourseSummary[] | null
  failure: string | null
}

/** One control each: a category, a language, a search, a page (any change but the page starts at page 1). */
export type CourseLibraryEvent =
  | { type: 'library.category'; category: CourseCategory }
  | { type: 'library.language'; language: string }
  | { type: 'library.search'; search: string }
  | { type: 'library.page'; page: number }
  | { type: 'library.retry' }

export function nextQuery(query: LibraryQuery, event: CourseLibraryEvent): LibraryQuery {
  switch (event.type) {
    case 'library.category':
      return { ...query, category: event.category, page: 0 }
    case 'library.language':
      return { ...query, language: event.language, page: 0 }
    case 'library.search':
      return { ...query, search: event.search.slice(0, 255), page: 0 }
    case 'library.page':
      return { ...query, page: Math.max(0, event.page) }
    default:
      return query
  }
}

const change = {
  actions: [
    {
      type: 'setQuery' as const,
      params: ({ context, event }: { context: CourseLibraryContext; event: CourseLibraryEvent }) =>
        nextQuery(context.query, event),
    },
    {
      type: 'writeQuery' as const,
      params: ({ context, event }: { context: CourseLibraryContext; event: CourseLibraryEvent }) =>
        nextQuery(context.query, event),
    },
  ],
}

export const courseLibraryMachine = setup({
  types: {
    context: {} as CourseLibraryContext,
    events: {} as CourseLibraryEvent,
    input: {} as { query: LibraryQuery },
  },
  actors: {
    loadCourses: fromPromise<CourseSummary[]>(async () => {
      throw new Error('loadCourses not provided')
    }),
  },
  guards: {
    /** Next or Previous: another page the query has. */
    isPage: ({ context }, page: number) => {
      if (context.courses === null) return false
      const shown = filterCourses(context.courses, context.query)
      return page >= 0 && page < shown.pages && page !== shown.page
    },
  },
  actions: {
    setQuery: assign({ query: (_, query: LibraryQuery) => query }),
    setCourses: assign({ courses: (_, courses: CourseSummary[]) => courses, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    /** Provided by the app: writes the query to the address. */
    writeQuery: (_, _query: LibraryQuery) => {},
  },
}).createMachine({
  id: 'courseLibrary',
  context: ({ input }) => ({ query: input.query, courses: null, failure: null }),
  on: {
    'library.category': change,
    'library.language': change,
    'library.search': change,
    // Only to a page the query has: Next and Previous are not offered past the ends.
    'library.page': { guard: { type: 'isPage', params: ({ event }) => event.page }, ...change },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCourses',
        src: 'loadCourses',
        onDone: { target: 'ready', actions: { type: 'setCourses', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'library.retry': 'loading' } },
    ready: {},
  },
})
