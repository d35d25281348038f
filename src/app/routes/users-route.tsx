import { useCallback, useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'

import type { UserScope } from '../../domain/users'
import { parseListQuery } from '../../domain/list-query'
import { USER_LIST } from '../../domain/users'
import { AddUsersDrawer } from '../../features/users/AddUsersDrawer'
import UsersPage from '../../features/users/UsersPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany, selectUser } from '../../features/session/selectors'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { addressWithout } from '../flows/deps'
import { bindAddUsers } from '../flows/users/add-users'
import { bindDeleteUser } from '../flows/users/delete-user'
import { bindDirectoryMembers } from '../flows/users/directory-members'
import { DirectoryMembers } from '../../features/users/DirectoryMembers'
import { bindReminderDialog } from '../flows/users/reminder-dialog'
import { bindUserMail } from '../flows/users/user-mail'
import { bindUsersList, usersPages } from '../flows/users/users-list'
import { inspect } from '../inspector'

const MODAL = 'addUsers'

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

function setDrawerOpen(open: boolean) {
  if (!open) return navigate(addressWithout(['modal']), { replace: true })
  const params = new URLSearchParams(window.location.search)
  params.set('modal', MODAL)
  navigate(`${window.location.pathname}?${params.toString()}`)
}

/** /users/all_users and the assigned-users pages, with the add-users drawer (opened by ?modal=addUsers). */
export default function UsersRoute() {
  const user = SessionActor.useSelector(selectUser)
  const company = SessionActor.useSelector(selectCompany)
  const [location] = useLocation()
  const search = useSearch()
  const [reloads, setReloads] = useState(0)
  const { scope, title } = useMemo(() => scopeOf(location), [location])
  const drawerOpen = new URLSearchParams(search).get('modal') === MODAL
  const deps = useFlowDeps()
  const reload = useCallback(() => setReloads((n) => n + 1), [])
  const listLogic = useMemo(() => bindUsersList(deps, scope), [deps, scope])
  const drawerLogic = useMemo(
    () => bindAddUsers(deps, { added: reload, close: () => setDrawerOpen(false) }),
    [deps, reload],
  )
  const deleteLogic = useMemo(() => bindDeleteUser(deps, reload), [deps, reload])
  const membersLogic = useMemo(() => bindDirectoryMembers(deps, reload), [deps, reload])
  const membersInput = useMemo(() => directoryOf(scope), [scope])
  const reminderLogic = useBoundFlow(bindReminderDialog)
  const mailLogic = useBoundFlow(bindUserMail)
  const query = useMemo(() => parseListQuery(window.location.search, USER_LIST), [])
  if (!user || !company) return null
  return (
    <UsersPage
      key={location}
      reloads={reloads}
      title={title}
      logic={listLogic}
      deleteLogic={deleteLogic}
      reminderLogic={reminderLogic}
      mailLogic={mailLogic}
      scope={scope}
      input={{ query, cached: usersPages.last(deps, { scope, query }) }}
      inspect={inspect}
      onAddUsers={() => setDrawerOpen(true)}
      members={
        membersInput
          ? (name) => (
              <DirectoryMembers logic={membersLogic} input={membersInput} name={name} inspect={inspect} />
            )
          : undefined
      }
      drawer={
        drawerOpen ? (
          <AddUsersDrawer
            logic={drawerLogic}
            inspect={inspect}
            input={{
              emailVerified: user.emailVerified,
              facts: {
                role: user.role,
                isPartner: company.distribution.isPartner,
                ssoAvailable: company.ssoProvider !== null && company.ssoProvider !== undefined,
              },
            }}
          />
        ) : null
      }
    />
  )
}
