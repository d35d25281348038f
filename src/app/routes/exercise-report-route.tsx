import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import {
  detailTargetOf,
  readReportUrl,
  REPORT_TABS,
  writeReportUrl,
  type ReportTab,
} from '../../domain/exercise-report'
import { ExerciseReportPage } from '../../features/exercise/ExerciseReportPage'
import { selectReportView } from '../../features/exercise/report-selectors'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useBoundFlow } from '../browser-deps'
import { bindExerciseReport } from '../flows/exercise/exercise-report'
import { bindReportDetail } from '../flows/exercise/report-detail'
import { ReportDetailDialog } from '../../features/exercise/ReportDetailDialog'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

const partsOf = (path: string) => {
  const [, , campaignId = '', tab = 'users'] = path.split('/')
  return {
    campaignId: decodeURIComponent(campaignId),
    tab: ((REPORT_TABS as readonly string[]).includes(tab) ? tab : 'users') as ReportTab,
  }
}

/** /phishing-exercise-report/{campaignId}/{tab}: the report, its state mirrored into the address. */
export default function ExerciseReportRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const [path] = useLocation()
  const { campaignId, tab } = partsOf(path)
  const report = useActorRef(useBoundFlow(bindExerciseReport), {
    ...options,
    input: { campaignId, tab, ...readReportUrl(tab, window.location.search) },
  })
  const view = useSelector(report, selectReportView)
  const address = `/phishing-exercise-report/${encodeURIComponent(campaignId)}/${view.tab}${writeReportUrl(view.tab, view.query, view.filters)}`
  useEffect(() => {
    if (`${window.location.pathname}${window.location.search}` !== address)
      navigate(address, { replace: true })
  }, [address])
  const detail = useActorRef(useBoundFlow(bindReportDetail), options)
  if (!company) return null
  return (
    <>
      <ExerciseReportPage
        report={report}
        onRow={(row) =>
          detail.send({
            type: 'detail.open',
            campaignId,
            target: detailTargetOf(view.tab, row),
          })
        }
      />
      <ReportDetailDialog detail={detail} />
    </>
  )
}
