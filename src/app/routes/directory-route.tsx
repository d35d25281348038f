import { useMemo } from 'react'
import { useLocation } from 'wouter'

import { directoryListMachine } from '../../../machines/directory-list.machine'
import { listDirectory } from '../../api/users'
import DirectoryPage from '../../features/users/DirectoryPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { inspect } from '../inspector'
import { api, gatewayCall } from '../services'

/** /users/departments or /users/groups, by the path. */
export default function DirectoryRoute() {
  const [location] = useLocation()
  const kind = location.startsWith('/users/groups') ? 'groups' : 'departments'
  const companyId = SessionActor.useSelector(selectCompany)?.id ?? ''
  const logic = useMemo(
    () =>
      directoryListMachine.provide({
        actors: {
          loadEntries: gatewayCall((input) => listDirectory(api, companyId, input.kind)),
        },
      }),
    [companyId],
  )
  return <DirectoryPage key={kind} logic={logic} kind={kind} inspect={inspect} />
}
