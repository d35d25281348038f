import { useActorRef } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'

import type { UserScope } from '../../domain/users'
import { parseListQuery } from '../../domain/list-query'
import { USER_LIST } from '../../domain/users'
import { UsersScreen } from '../../features/users/UsersScreen'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany, selectUser } from '../../features/session/selectors'
import { useFlowDeps } from '../browser-deps'
import { ADD_USERS_MODAL, bindUsersScreen } from '../flows/users/users-screen'
import { usersPages } from '../flows/users/users-list'
import { inspect } from '../inspector'

/** The department or group an assigned-users address names, if any. */
function scopeOf(location: string): { scope: UserScope; title: string } {
  const department = /^\/users\/departments\/assigned-users\/([^/]+)$/.exec(location)?.[1]
  if (department)
    return { scope: { departmentIds: [decodeURIComponent(department)] }, title: 'Department users' }
  const group = /^\/users\/groups\/assigned-users\/([^/]+)$/.exec(location)?.[1]
  if (group) return { scope: { groupIds: [decodeURIComponent(group)] }, title: 'Group users' }
  return { scope: {}, title: 'Users' }
}

/** The department or group a scoped page adds existing users to. */
function directoryOf(scope: UserScope) {
  if (scope.departmentIds?.[0]) return { kind: 'departments' as const, id: scope.departmentIds[0] }
  if (scope.groupIds?.[0]) return { kind: 'groups' as const, id: scope.groupIds[0] }
  return null
}

/** /users/all_users and the assigned-users pages: one machine per page, told when the drawer's address changes. */
export default function UsersRoute() {
  const [location] = useLocation()
  // Another department's or group's page is another page.
  return <UsersScreenRoute key={location} location={location} />
}

function UsersScreenRoute({ location }: { location: string }) {
  const user = SessionActor.useSelector(selectUser)
  const company = SessionActor.useSelector(selectCompany)
  const search = useSearch()
  const drawerOpen = new URLSearchParams(search).get('modal') === ADD_USERS_MODAL
  const { scope, title } = useMemo(() => scopeOf(location), [location])
  const deps = useFlowDeps()
  const logic = useMemo(() => bindUsersScreen(deps, scope), [deps, scope])
  // Read once, as the page opens; the list keeps its query in the address from then on.
  const query = useMemo(() => parseListQuery(window.location.search, USER_LIST), [])
  const screen = useActorRef(logic, {
    ...(inspect ? { inspect } : {}),
    input: {
      list: { query, cached: usersPages.last(deps, { scope, query }) },
      directory: directoryOf(scope),
      drawerOpen,
      addUsers: {
        emailVerified: user?.emailVerified ?? false,
        facts: {
          role: user?.role ?? 'admin',
          isPartner: company?.distribution.isPartner ?? false,
          ssoAvailable: company?.ssoProvider !== null && company?.ssoProvider !== undefined,
        },
      },
    },
  })
  useEffect(() => {
    screen.send({ type: 'address.changed', drawerOpen })
  }, [screen, drawerOpen])
  if (!user || !company) return null
  return <UsersScreen screen={screen} title={title} scope={scope} />
}
