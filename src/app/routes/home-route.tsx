import { useActorRef } from '@xstate/react'
import { Suspense, useMemo } from 'react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'

import { companyFacts } from '../../domain/company-kind'
import { getStartedExtras } from '../../domain/get-started'
import { HomeScreen } from '../../features/home/HomeScreen'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany, selectUser } from '../../features/session/selectors'
import { inspect } from '../inspector'
import { lazyPage } from '../lazy-page'
import { ModalSlot } from '../ModalSlot'
import { useFlowDeps } from '../browser-deps'
import { bindHomeScreen } from '../flows/home/home-screen'
import { drawnGetStarted } from '../flows/home/get-started'

const TournamentSetupRoute = lazyPage(() => import('./tournament-setup-route'))
const ActivityCalendarBlock = lazyPage(() => import('./activity-calendar-block'))

/** /home: one machine for the page (the get-started flow and the onboarding checklist). */
export default function HomeRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const user = SessionActor.useSelector(selectUser)
  const companyId = company?.id ?? ''
  const session = SessionActor.useActorRef()
  const deps = useFlowDeps()
  const logic = useMemo(() => bindHomeScreen(deps, session), [deps, session])
  const drawn = useMemo(() => drawnGetStarted(deps), [deps])
  const screen = useActorRef(logic, {
    input: {
      completed: user?.onboardingCompleted ?? true,
      skipped: user?.onboardingSkipped ?? false,
      drawn,
    },
    ...(inspect ? { inspect } : {}),
  })
  const facts = companyFacts(company)
  const extras = getStartedExtras({ role: user?.role ?? 'guest', ...facts })
  if (!company) return null
  return (
    <>
      <HomeScreen
        key={companyId}
        screen={screen}
        extras={extras}
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
