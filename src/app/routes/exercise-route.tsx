import { browserTimeZone } from '../company-zone'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import type { ListPosition } from '../../../machines/exercise/exercise-campaigns.machine'
import { countdown, DEFAULT_CAMPAIGN_PAGE_SIZE } from '../../domain/exercise-campaign'
import { todayIn } from '../../domain/today'
import { ExerciseLandingPage } from '../../features/exercise/ExerciseLandingPage'
import { selectNoCampaigns, selectTabCounts } from '../../features/exercise/list-selectors'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindCampaignSettings } from '../flows/exercise/campaign-settings'
import {
  bindExerciseCampaigns,
  campaignPages,
  campaignPositionOf,
} from '../flows/exercise/exercise-campaigns'
import { templatePacks } from '../flows/templates/template-packs'
import { bindUserSearch } from '../flows/exercise/user-search'
import { CampaignSettingsDialog } from '../../features/exercise/CampaignSettingsDialog'
import { inspect } from '../inspector'

const options = inspect ? { inspect } : {}

function addressOf(position: ListPosition) {
  const params = new URLSearchParams()
  if (position.pageNumber > 0) params.set('pageNumber', String(position.pageNumber))
  if (position.pageSize !== DEFAULT_CAMPAIGN_PAGE_SIZE) params.set('pageSize', String(position.pageSize))
  const query = params.toString()
  return `/phishing-exercise/${position.tab}${query ? `?${query}` : ''}`
}

/** /phishing-exercise, /active and /archived: the landing with the campaign cards. */
export default function ExerciseRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const [path] = useLocation()
  const search = useSearch()
  const position = campaignPositionOf(path, search)
  const deps = useFlowDeps()
  const list = useActorRef(useBoundFlow(bindExerciseCampaigns), {
    ...options,
    input: {
      position,
      cachedPage: campaignPages.last(deps, position),
      cachedPacks: templatePacks.last(deps, null),
    },
  })
  const key = `${position.tab}:${position.pageNumber}:${position.pageSize}`
  useEffect(() => {
    list.send({ type: 'list.show', position })
    // The position is rebuilt on every render; its key says when the address really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, key])
  const userSearch = useActorRef(useBoundFlow(bindUserSearch), options)
  const settings = useActorRef(
    useMemo(
      () =>
        bindCampaignSettings(deps, () =>
          list.send({ type: 'list.show', position: list.getSnapshot().context.position }),
        ),
      [deps, list],
    ),
    options,
  )
  const none = useSelector(list, selectNoCampaigns)
  const counts = useSelector(list, selectTabCounts)
  const base = path === '/phishing-exercise'
  useEffect(() => {
    // 002 §2.5: with campaigns the list lives under its tabs; with none at all, on the base address.
    if (base && counts && !none) navigate(addressOf(position), { replace: true })
    if (!base && none) navigate('/phishing-exercise', { replace: true })
  }, [base, counts, none, position])
  if (!company) return null
  const trial = company.subscription.trial
  const trialEnds = trial.status === 'active' && trial.endDate ? countdown(trial.endDate, new Date()) : null
  return (
    <>
      <ExerciseLandingPage
        list={list}
        onSettings={(campaign) =>
          settings.send({
            type: 'settings.open',
            campaign,
            today: todayIn(browserTimeZone(), new Date()),
          })
        }
        boosted={company.subscription.hasBoost || trial.status === 'active'}
        trialEnds={trialEnds}
        onPosition={(next) => navigate(addressOf(next))}
      />
      <CampaignSettingsDialog settings={settings} userSearch={userSearch} />
    </>
  )
}
