import type { CourseCandidatesPage, CourseShareCandidate } from '../../src/domain/course-sharing'
import { courseAddCustomersMachine } from './course-add-customers.machine'
import { defineFlow } from '../flow'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const sampleCourseCandidate = (
  id: string,
  patch: Partial<CourseShareCandidate> = {},
): CourseShareCandidate => ({
  companyId: id,
  companyName: `Customer ${id}`,
  isBoosted: true,
  ...patch,
})

const pageInfo = (totalCount: number) => ({ totalCount, pageNumber: 0, pageSize: 25 })
export const COURSE_CANDIDATE_PAGES: Record<'some' | 'none', CourseCandidatesPage> = {
  // Two boosted customers and one that is not, out of thirty under the query.
  some: {
    companies: [
      sampleCourseCandidate('cmp_a', { companyName: 'Contoso' }),
      sampleCourseCandidate('cmp_b', { companyName: 'Litware' }),
      sampleCourseCandidate('cmp_c', { companyName: 'Adventure Works', isBoosted: false }),
    ],
    totalAvailableCount: 27,
    pageInfo: pageInfo(30),
  },
  none: { companies: [], totalAvailableCount: 0, pageInfo: pageInfo(0) },
}

export const COURSE_ADD_INPUT = {
  companyId: 'cmp_partner',
  courseId: 'crs_partner',
  actionType: 'copy_and_start' as const,
  chosen: [],
}

export const courseAddCustomersScenarios: Scenarios<typeof courseAddCustomersMachine> = {
  inputs: [COURSE_ADD_INPUT],
  events: {
    'add.search': [
      { type: 'add.search', text: 'con' },
      { type: 'add.search', text: 'cont' },
    ],
    'add.page': [{ type: 'add.page', pageNumber: 1 }],
    'add.retry': [{ type: 'add.retry' }],
    'add.submit': [{ type: 'add.submit' }],
    'add.cancel': [{ type: 'add.cancel' }],
    'selection.changed': [
      { type: 'selection.changed', selected: ['cmp_a'], allSelected: false },
      { type: 'selection.changed', selected: ['cmp_a', 'cmp_b'], allSelected: true },
    ],
  },
  outcomes: {
    loadCandidates: { done: [COURSE_CANDIDATE_PAGES.some, COURSE_CANDIDATE_PAGES.none], error: [offline] },
    collectCandidates: {
      done: [[sampleCourseCandidate('cmp_a', { companyName: 'Contoso' }), sampleCourseCandidate('cmp_d')]],
      error: [offline],
    },
  },
  enabledEventsOnly:
    'Add is disabled until a customer is ticked, a non-boosted customer has no tick box, and nothing but waiting is possible while every customer is gathered: the refusals are the guards.',
  abstractContext: (context) => ({
    page: context.page === null ? null : context.page.companies.length,
    pageNumber: context.query.pageNumber,
    searched: context.query.searchText !== '',
    selected: context.selection.allSelected ? 'all' : context.selection.selected.length,
    picked: context.picked.length,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const courseAddCustomersFlow = defineFlow({
  id: 'courseAddCustomers',
  file: 'learning/course-add-customers',
  title: 'Add customers to a course share',
  description:
    'The add-customers dialog of course sharing: the partner\'s customers that can still get the course (for Copy, without it; for Copy and start, without a running delivery), searched 300 ms after typing pauses and paged; a customer without Boost shows "Not available, non boost customer" and cannot be ticked; none left shows "All customers added!". Add hands the ticked customers (or, with "Select all N customers", every available one) to the form.',
  routes: ['/courses/:courseId/customers-settings', '/courses/:courseId/customers-status'],
  machine: courseAddCustomersMachine,
  scenarios: courseAddCustomersScenarios,
})
