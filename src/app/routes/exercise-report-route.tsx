import { useActorRef } from '@xstate/react'
import { useLocation } from 'wouter'
import { readReportUrl, REPORT_TABS, type ReportTab } from '../../domain/exercise-report'
import { ExerciseReportScreen } from '../../features/exercise/ExerciseReportScreen'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useBoundFlow } from '../browser-deps'
import { bindExerciseReportScreen } from '../flows/exercise/exercise-report-screen'
import { inspect } from '../inspector'

const partsOf = (path: string) => {
  const [, , campaignId = '', tab = 'users'] = path.split('/')
  return {
    campaignId: decodeURIComponent(campaignId),
    tab: ((REPORT_TABS as readonly string[]).includes(tab) ? tab : 'users') as ReportTab,
  }
}

/** /phishing-exercise-report/{campaignId}/{tab}: the report, its state mirrored into the address by its page. */
export default function ExerciseReportRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const [path] = useLocation()
  const { campaignId, tab } = partsOf(path)
  const screen = useActorRef(useBoundFlow(bindExerciseReportScreen), {
    ...(inspect ? { inspect } : {}),
    input: {
      campaignId,
      tab,
      ...readReportUrl(tab, window.location.search),
      at: `${window.location.pathname}${window.location.search}`,
    },
  })
  if (!company) return null
  return <ExerciseReportScreen screen={screen} />
}
