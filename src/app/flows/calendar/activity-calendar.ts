import { activityCalendarMachine } from '../../../../machines/calendar/activity-calendar.machine'
import { loadCalendarItems } from '../../../api/calendar/activity-calendar'
import { listCourses, startTraining } from '../../../api/learning/courses'
import { loadMonthlyVideo, saveMonthlyVideoSettings } from '../../../api/learning/monthly-video'
import { campaignInfoOf, freshTrainingForm } from '../../../domain/training-campaign'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'
import { bindTournamentReport } from '../developers/developer-area'

/**
 * The year planner for the signed-in company. A course added from the planner is the training form's campaign
 * with its defaults (all users, notifications on with the default texts) starting on the chosen day.
 */
export function bindActivityCalendar(deps: FlowDeps) {
  return activityCalendarMachine.provide({
    actors: {
      loadCalendar: gatewayCall((span) => loadCalendarItems(deps.api, companyIdOf(deps), span)),
      loadCourses: gatewayCall(() => listCourses(deps.api, companyIdOf(deps))),
      saveCourse: gatewayCall(({ course, startDate, today }) =>
        startTraining(
          deps.api,
          companyIdOf(deps),
          campaignInfoOf({ ...freshTrainingForm(course.name, today), startDate }, course, today, new Date()),
        ),
      ),
      loadMonthly: gatewayCall(async () => (await loadMonthlyVideo(deps.api, companyIdOf(deps))).settings),
      enableMonthly: gatewayCall((settings) =>
        saveMonthlyVideoSettings(deps.api, companyIdOf(deps), settings),
      ),
      tournamentReport: bindTournamentReport(deps),
    },
    actions: { openPage: (_, path) => deps.navigate(path) },
  })
}
