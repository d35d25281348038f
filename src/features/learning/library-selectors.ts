import type { SnapshotFrom } from 'xstate'
import type { courseLibraryMachine } from '../../../machines/learning/course-library.machine'
import { filterCourses } from '../../domain/courses'

type Snapshot = SnapshotFrom<typeof courseLibraryMachine>

export const selectQuery = (s: Snapshot) => s.context.query
export const selectLoading = (s: Snapshot) => s.matches('loading')
export const selectFailure = (s: Snapshot) => (s.matches('failed') ? s.context.failure : null)
export const selectLoaded = (s: Snapshot) => s.context.courses !== null
/** The page of courses the query shows, and how many match. */
export const selectPage = (s: Snapshot) => filterCourses(s.context.courses ?? [], s.context.query)
