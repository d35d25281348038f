import { useMemo } from 'react'
import { parseLibraryQuery } from '../../domain/courses'
import LibraryPage from '../../features/learning/LibraryPage'
import { useBoundFlow } from '../browser-deps'
import { bindCourseLibrary } from '../flows/learning/course-library'
import { inspect } from '../inspector'

/** /learning/courses. */
export default function LibraryRoute() {
  const logic = useBoundFlow(bindCourseLibrary)
  const input = useMemo(() => ({ query: parseLibraryQuery(window.location.search) }), [])
  return <LibraryPage logic={logic} input={input} inspect={inspect} />
}
