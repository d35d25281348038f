import { courseLibraryMachine } from '../../../../machines/learning/course-library.machine'
import { listCourses } from '../../../api/learning/courses'
import { serializeLibraryQuery } from '../../../domain/courses'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** The library of the signed-in company, its query kept in the address. */
export function bindCourseLibrary(deps: FlowDeps) {
  return courseLibraryMachine.provide({
    actors: { loadCourses: gatewayCall(() => listCourses(deps.api, companyIdOf(deps))) },
    actions: {
      writeQuery: (_, query) =>
        deps.navigate(`${window.location.pathname}${serializeLibraryQuery(query)}`, { replace: true }),
    },
  })
}
