import { courseLibraryMachine } from './course-library.machine'
import { defineFlow } from '../flow'
import { firstLibraryQuery, libraryCourses, manyCourses } from '../samples/courses.samples'
import { offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const courseLibraryScenarios: Scenarios<typeof courseLibraryMachine> = {
  inputs: [{ query: firstLibraryQuery }],
  events: {
    'library.category': [
      { type: 'library.category', category: 'Compliance' },
      { type: 'library.category', category: 'All Courses' },
    ],
    'library.language': [
      { type: 'library.language', language: 'he' },
      { type: 'library.language', language: '' },
    ],
    'library.search': [
      { type: 'library.search', search: 'phishing' },
      { type: 'library.search', search: '' },
    ],
    'library.page': [
      { type: 'library.page', page: 1 },
      { type: 'library.page', page: 0 },
    ],
    'library.retry': [{ type: 'library.retry' }],
  },
  outcomes: { loadCourses: { done: [libraryCourses, manyCourses, []], error: [offline] } },
  abstractContext: (context) => ({
    query: context.query,
    loaded: context.courses === null ? null : context.courses.length,
    failure: context.failure !== null,
  }),
  maxStates: 20000,
}

export const courseLibraryFlow = defineFlow({
  id: 'courseLibrary',
  file: 'learning/course-library',
  title: 'Training library',
  description:
    'The company’s courses (gaming left out) narrowed by category (All Courses, Annual Training, Specialized, Compliance, Custom, Shared, the admin certifications), language (Hebrew matched as iw) and search, 30 to a page, the query in the address; admin courses carry “This Training Is for ADMINS ONLY!”.',
  routes: ['/learning/courses'],
  machine: courseLibraryMachine,
  scenarios: courseLibraryScenarios,
})
