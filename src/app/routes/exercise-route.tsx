import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { countdown } from '../../domain/exercise-campaign'
import { todayIn } from '../../domain/today'
import { ExerciseLandingScreen } from '../../features/exercise/ExerciseLandingScreen'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { useCompanyZone } from '../company-zone'
import { campaignPages, campaignPositionOf } from '../flows/exercise/exercise-campaigns'
import { bindExerciseLandingScreen } from '../flows/exercise/exercise-landing-screen'
import { templatePacks } from '../flows/templates/template-packs'
import { inspect } from '../inspector'

/** /phishing-exercise, /active and /archived: one machine for the page, told when the address changes. */
export default function ExerciseRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const timeZone = useCompanyZone()
  const [path] = useLocation()
  const search = useSearch()
  const position = campaignPositionOf(path, search)
  const onBase = path === '/phishing-exercise'
  const deps = useFlowDeps()
  // The clock the page was opened with, read once.
  const [today] = useState(() => todayIn(timeZone, new Date()))
  const screen = useActorRef(useBoundFlow(bindExerciseLandingScreen), {
    ...(inspect ? { inspect } : {}),
    input: {
      position,
      onBase,
      today,
      cachedPage: campaignPages.last(deps, position),
      cachedPacks: templatePacks.last(deps, null),
    },
  })
  const key = `${onBase}:${position.tab}:${position.pageNumber}:${position.pageSize}`
  useEffect(() => {
    screen.send({ type: 'address.changed', position, onBase })
    // The position is rebuilt on every render; its key says when the address really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen, key])
  if (!company) return null
  const trial = company.subscription.trial
  const trialEnds = trial.status === 'active' && trial.endDate ? countdown(trial.endDate, new Date()) : null
  return (
    <ExerciseLandingScreen
      screen={screen}
      boosted={company.subscription.hasBoost || trial.status === 'active'}
      trialEnds={trialEnds}
    />
  )
}
