import type { CourseSummary, LibraryQuery } from '../../src/domain/courses'

// A company's library as the gateway lists it: courses of several categories, languages and tags.

const course = (patch: Partial<CourseSummary> & Pick<CourseSummary, 'id' | 'name'>): CourseSummary => ({
  description: 'A course.',
  courseType: 'specialized',
  category: 'Specialized',
  languages: ['en'],
  tags: [],
  thumbnail: null,
  totalChapters: 4,
  totalQuizzes: 4,
  totalTimeInMinutes: 30,
  freeChaptersNumber: 2,
  isFree: false,
  runningCampaigns: 0,
  ...patch,
})

export const libraryCourses: CourseSummary[] = [
  course({
    id: 'crs_annual',
    name: 'Annual Security Awareness Training',
    courseType: 'awareness',
    category: 'Annual Training',
    languages: ['en', 'de', 'iw'],
    tags: ['popular'],
    runningCampaigns: 1,
  }),
  course({ id: 'crs_phishing', name: 'Phishing Fundamentals', tags: ['hot'], languages: ['en', 'de'] }),
  course({ id: 'crs_gdpr', name: 'GDPR Essentials', courseType: 'compliance', category: 'Compliance' }),
  course({
    id: 'crs_admins',
    name: 'Running Awareness Programmes',
    courseType: 'for admins',
    category: 'Admin Certification',
  }),
]

export const firstLibraryQuery: LibraryQuery = { category: 'All Courses', language: '', search: '', page: 0 }
/** More than a page of the library (30 to a page). */
export const manyCourses: CourseSummary[] = [
  ...libraryCourses,
  ...Array.from({ length: 32 }, (_, n) =>
    course({ id: `crs_extra_${n}`, name: `Security Topic ${String(n + 1).padStart(2, '0')}` }),
  ),
]
