import {
  courseScreenMachine,
  reportingShares,
  type CourseTab,
} from '../../../../machines/learning/course-screen.machine'
import type { FlowDeps } from '../deps'
import { bindReminderDialog } from '../users/reminder-dialog'
import { bindUserSearch } from '../exercise/user-search'
import { bindCoursePage, bindScormExport, bindTrainingAfterFailure } from './course-page'
import { bindCourseCustomers, bindCourseShareForm } from './course-sharing'

/** A course's page with its children bound to the gateway; `base` is where its tabs live. */
export function bindCourseScreen(deps: FlowDeps, base: string) {
  return courseScreenMachine.provide({
    actors: {
      page: bindCoursePage(deps),
      reminder: bindReminderDialog(deps),
      userSearch: bindUserSearch(deps),
      afterFailure: bindTrainingAfterFailure(deps),
      scorm: bindScormExport(deps),
      customers: bindCourseCustomers(deps),
      shareForm: reportingShares(bindCourseShareForm(deps)),
    },
    actions: { goTo: (_, tab: CourseTab) => deps.navigate(`${base}/${tab}`) },
  })
}
