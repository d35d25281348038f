import { array, boolean, enums, nullable, number, object, optional, string, type Infer } from 'superstruct'

// The course library (000 §2 learning routes, §3 course summary; 001 §3 "Course", §9): categories, course
// types, languages, tags, the ADMINS ONLY warning, and the library's filter over the company's courses.

export const COURSE_TYPES = [
  'awareness',
  'specialized',
  'compliance',
  'for developers manual',
  'for admins',
  'for partner admins',
] as const
export type CourseType = (typeof COURSE_TYPES)[number]

/** 001 §3: All Courses, Annual Training, Specialized, Compliance, Custom, Shared, plus admin certification. */
export const COURSE_CATEGORIES = [
  'All Courses',
  'Annual Training',
  'Specialized',
  'Compliance',
  'Custom',
  'Shared',
  'Admin Certification',
  'Partner Admin Certification',
] as const
export type CourseCategory = (typeof COURSE_CATEGORIES)[number]

/** 001 §9: the primary nine language codes (the library's menu), with their names. */
export const PRIMARY_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'nl', label: 'Dutch' },
  { code: 'fr', label: 'French' },
  { code: 'de', label: 'German' },
  { code: 'he', label: 'Hebrew' },
  { code: 'it', label: 'Italian' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'pt-br', label: 'Brazilian Portuguese' },
  { code: 'es', label: 'Spanish' },
] as const

/** 001 §9: Hebrew is matched as iw against a course's languages. */
export const courseLanguageCode = (code: string) => (code === 'he' ? 'iw' : code)

export const COURSE_TAGS = ['new', 'popular', 'hot'] as const
export type CourseTag = (typeof COURSE_TAGS)[number]

/** 001 §9: courses page size. */
export const COURSES_PAGE_SIZE = 30

export const ADMINS_ONLY = {
  title: 'This Training Is for ADMINS ONLY!',
  text: 'This course is intended for users with admin access to the platform. It should not be assigned to learners or general users',
} as const

export const isAdminsOnly = (course: { courseType: string }) =>
  course.courseType === 'for admins' || course.courseType === 'for partner admins'

export const CourseChapter = object({
  id: string(),
  title: string(),
  minutes: number(),
  hasQuiz: boolean(),
})
export const CourseSection = object({ id: string(), title: string(), chapters: array(CourseChapter) })
export type CourseSection = Infer<typeof CourseSection>

/** A course as the library lists it (000 §3 course summary with 001 §3's fields the library uses). */
export const CourseSummary = object({
  id: string(),
  name: string(),
  description: string(),
  courseType: enums(COURSE_TYPES),
  category: enums(COURSE_CATEGORIES),
  languages: array(string()),
  tags: array(enums(COURSE_TAGS)),
  thumbnail: nullable(string()),
  totalChapters: number(),
  totalQuizzes: number(),
  totalTimeInMinutes: number(),
  freeChaptersNumber: number(),
  isFree: boolean(),
  /** A gaming activity (/gaming, /fake-or-real): assigned like a course, listed apart from the library. */
  isGaming: optional(boolean()),
  /** The company's training campaigns of this course that are running now. */
  runningCampaigns: number(),
})
export type CourseSummary = Infer<typeof CourseSummary>

export const CourseList = object({ courses: array(CourseSummary) })

export const CourseDetail = object({
  course: CourseSummary,
  sections: array(CourseSection),
  isSpecial: optional(boolean()),
})
export type CourseDetail = Infer<typeof CourseDetail>

export interface LibraryQuery {
  category: CourseCategory
  language: string
  search: string
  page: number
}

export const DEFAULT_LIBRARY_QUERY: LibraryQuery = {
  category: 'All Courses',
  language: '',
  search: '',
  page: 0,
}

const isCategory = (value: string | null): value is CourseCategory =>
  (COURSE_CATEGORIES as readonly string[]).includes(value ?? '')

/** The library's query from the address (001 §3 "Library query: languageCode, search, categoryName"). */
export function parseLibraryQuery(search: string): LibraryQuery {
  const params = new URLSearchParams(search)
  const category = params.get('categoryName')
  const language = params.get('languageCode') ?? ''
  const page = Number(params.get('page') ?? '0')
  return {
    category: isCategory(category) ? category : 'All Courses',
    language: PRIMARY_LANGUAGES.some((item) => item.code === language) ? language : '',
    search: (params.get('search') ?? '').slice(0, 255),
    page: Number.isInteger(page) && page >= 0 ? page : 0,
  }
}

export function serializeLibraryQuery(query: LibraryQuery): string {
  const params = new URLSearchParams()
  if (query.category !== 'All Courses') params.set('categoryName', query.category)
  if (query.language) params.set('languageCode', query.language)
  if (query.search) params.set('search', query.search)
  if (query.page > 0) params.set('page', String(query.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The courses a query shows, in the catalogue's order, and the page of them. */
export function filterCourses(courses: readonly CourseSummary[], query: LibraryQuery) {
  const words = query.search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const language = query.language ? courseLanguageCode(query.language) : ''
  const matching = courses.filter(
    (course) =>
      (query.category === 'All Courses' || course.category === query.category) &&
      (!language || course.languages.includes(language)) &&
      words.every(
        (word) => course.name.toLowerCase().includes(word) || course.description.toLowerCase().includes(word),
      ),
  )
  const pages = Math.max(1, Math.ceil(matching.length / COURSES_PAGE_SIZE))
  const page = Math.min(query.page, pages - 1)
  return {
    total: matching.length,
    pages,
    page,
    items: matching.slice(page * COURSES_PAGE_SIZE, (page + 1) * COURSES_PAGE_SIZE),
  }
}

export const courseMinutes = (minutes: number) =>
  minutes >= 60
    ? `${Math.floor(minutes / 60)} h ${minutes % 60 ? `${minutes % 60} min` : ''}`.trim()
    : `${minutes} min`
