import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { navigate } from 'wouter/use-browser-location'

import { getStartedMachine } from '../../../machines/get-started.machine'
import { dashboardFigures, getStartedStatus } from '../../api/dashboard'
import { startAnnualTraining } from '../../api/users'
import { companyFacts } from '../../domain/company-kind'
import { getStartedExtras } from '../../domain/get-started'
import GetStartedPage from '../../features/home/GetStartedPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany, selectUser } from '../../features/session/selectors'
import { toaster } from '../../ui/Toaster'
import { inspect } from '../inspector'
import { lazyPage } from '../lazy-page'
import { ModalSlot } from '../ModalSlot'
import { api, gatewayCall } from '../services'

const TournamentSetupRoute = lazyPage(() => import('./tournament-setup-route'))

/** /home: the get-started machine with the gateway's calls; invite users opens the add-users drawer. */
export default function HomeRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const user = SessionActor.useSelector(selectUser)
  const companyId = company?.id ?? ''
  const logic = useMemo(
    () =>
      getStartedMachine.provide({
        actors: {
          loadStatus: gatewayCall(() => getStartedStatus(api, companyId)),
          loadFigures: gatewayCall(() => dashboardFigures(api, companyId)),
          startTraining: gatewayCall(() => startAnnualTraining(api, companyId)),
        },
        actions: {
          notify: (_, toast) => toaster.create({ title: toast.title, type: toast.type }),
          openAddUsers: () => navigate('/users/all_users?modal=addUsers'),
          openUpgrade: () => navigate('/licensing?modal=upgrade'),
        },
      }),
    [companyId],
  )
  const actor = useActorRef(logic, inspect ? { inspect } : {})
  const facts = companyFacts(company)
  const extras = getStartedExtras({ role: user?.role ?? 'guest', ...facts })
  if (!company) return null
  return (
    <>
      <GetStartedPage key={companyId} actor={actor} extras={extras} />
      <ModalSlot name="secureCodeTournament">
        <TournamentSetupRoute />
      </ModalSlot>
    </>
  )
}
