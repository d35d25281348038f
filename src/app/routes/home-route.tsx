import { useActorRef } from '@xstate/react'
import { Suspense, useMemo } from 'react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'

import { companyFacts } from '../../domain/company-kind'
import { getStartedExtras } from '../../domain/get-started'
import GetStartedPage from '../../features/home/GetStartedPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany, selectUser } from '../../features/session/selectors'
import { inspect } from '../inspector'
import { lazyPage } from '../lazy-page'
import { ModalSlot } from '../ModalSlot'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindOnboarding } from '../flows/home/onboarding'
import { bindGetStarted } from '../flows/home/get-started'

const TournamentSetupRoute = lazyPage(() => import('./tournament-setup-route'))
const ActivityCalendarBlock = lazyPage(() => import('./activity-calendar-block'))

/** /home: the get-started machine with the gateway's calls; invite users opens the add-users drawer. */
export default function HomeRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const user = SessionActor.useSelector(selectUser)
  const companyId = company?.id ?? ''
  const logic = useBoundFlow(bindGetStarted)
  const actor = useActorRef(logic, inspect ? { inspect } : {})
  const session = SessionActor.useActorRef()
  const deps = useFlowDeps()
  const onboardingLogic = useMemo(
    () => bindOnboarding(deps, (changes) => session.send({ type: 'session.userChanged', changes })),
    [deps, session],
  )
  const onboarding = useActorRef(onboardingLogic, {
    input: { completed: user?.onboardingCompleted ?? true, skipped: user?.onboardingSkipped ?? false },
    ...(inspect ? { inspect } : {}),
  })
  const facts = companyFacts(company)
  const extras = getStartedExtras({ role: user?.role ?? 'guest', ...facts })
  if (!company) return null
  return (
    <>
      <GetStartedPage
        key={companyId}
        actor={actor}
        extras={extras}
        onboarding={onboarding}
        calendar={
          <Suspense fallback={null}>
            <ActivityCalendarBlock
              heading="h2"
              action={
                <Link
                  href="/activity-calendar"
                  className={css({ color: 'brand', fontWeight: 'semibold', fontSize: 'sm' })}
                >
                  Full size
                </Link>
              }
            />
          </Suspense>
        }
      />
      <ModalSlot name="secureCodeTournament">
        <TournamentSetupRoute />
      </ModalSlot>
    </>
  )
}
