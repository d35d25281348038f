import { useMemo, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'

import { addUsersMachine } from '../../../machines/add-users.machine'
import { usersListMachine } from '../../../machines/users-list.machine'
import { deleteUserMachine } from '../../../machines/delete-user.machine'
import { reminderDialogMachine } from '../../../machines/reminder-dialog.machine'
import { userMailMachine } from '../../../machines/user-mail.machine'
import { ADD_USERS_TEXTS, invitePayloadOf } from '../../domain/add-users'
import { CSV_TEMPLATE, csvInvitePayloadOf } from '../../domain/csv-import'
import { parseListQuery, serializeListQuery } from '../../domain/list-query'
import { USER_LIST } from '../../domain/users'
import {
  checkEmailsInUse,
  resendInvite,
  inviteUsers,
  listDepartments,
  listGroups,
  listUsers,
  deleteUser,
  exportUsersCsv,
  setUsersDisabled,
  startAnnualTraining,
  taskStatus,
} from '../../api/users'
import { sendVerificationEmail } from '../../api/user'
import { reminderAvailability, sendReminder } from '../../api/reminders'
import { AddUsersDrawer } from '../../features/users/AddUsersDrawer'
import UsersPage from '../../features/users/UsersPage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany, selectUser } from '../../features/session/selectors'
import { toaster } from '../../ui/Toaster'
import { parseCsvLogic } from '../flows/csv-parse-logic'
import { downloadText } from '../download'
import { inspect } from '../inspector'
import { api, gatewayCall } from '../services'

const MODAL = 'addUsers'

/** /users/all_users with the add-users drawer (opened by ?modal=addUsers). */
export default function UsersRoute() {
  const user = SessionActor.useSelector(selectUser)
  const company = SessionActor.useSelector(selectCompany)
  const companyId = company?.id ?? ''
  const [location] = useLocation()
  const search = useSearch()
  const [generation, setGeneration] = useState(0)
  const department = /^\/users\/departments\/assigned-users\/([^/]+)$/.exec(location)?.[1]
  const group = /^\/users\/groups\/assigned-users\/([^/]+)$/.exec(location)?.[1]
  const scope = department
    ? { departmentIds: [decodeURIComponent(department)] }
    : group
      ? { groupIds: [decodeURIComponent(group)] }
      : {}
  const title = department ? 'Department users' : group ? 'Group users' : 'Users'
  const scopeKey = JSON.stringify(scope)
  const drawerOpen = new URLSearchParams(search).get('modal') === MODAL
  const setModal = (open: boolean) => {
    const params = new URLSearchParams(window.location.search)
    if (open) params.set('modal', MODAL)
    else params.delete('modal')
    const rest = params.toString()
    navigate(`${location}${rest ? `?${rest}` : ''}`, { replace: !open })
  }

  const listLogic = useMemo(
    () =>
      usersListMachine.provide({
        actors: {
          loadUsers: gatewayCall((input) => listUsers(api, companyId, input, scope)),
          setStatus: gatewayCall((input) => setUsersDisabled(api, companyId, input, scope)),
          exportUsers: gatewayCall(async (input) =>
            downloadText(
              `users-${new Date().toISOString().slice(0, 10)}.csv`,
              await exportUsersCsv(api, companyId, input, scope),
            ),
          ),
        },
        actions: {
          notify: (_, toast) => toaster.create({ title: toast.title, type: toast.type }),
          writeQuery: (_, query) =>
            navigate(
              `${window.location.pathname}${serializeListQuery(window.location.search, query, USER_LIST)}`,
              {
                replace: true,
              },
            ),
        },
      }),
    // scope is rebuilt from the path on every render; scopeKey says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [companyId, scopeKey],
  )
  const drawerLogic = useMemo(
    () =>
      addUsersMachine.provide({
        actors: {
          loadOptions: gatewayCall(async () => {
            const [departments, groups, status] = await Promise.all([
              listDepartments(api, companyId),
              listGroups(api, companyId),
              taskStatus(api, companyId),
            ])
            return { departments, groups, ...status }
          }),
          checkEmails: gatewayCall((input) => checkEmailsInUse(api, companyId, input.emails)),
          startTraining: gatewayCall(() => startAnnualTraining(api, companyId)),
          parseCsv: parseCsvLogic,
          invite: gatewayCall((input) =>
            inviteUsers(
              api,
              companyId,
              input.csvInvites
                ? csvInvitePayloadOf(companyId, input.csvInvites, input.values)
                : invitePayloadOf(companyId, input.values),
            ),
          ),
          resendVerification: gatewayCall(() => sendVerificationEmail(api, user?.id ?? '')),
        },
        actions: {
          notifyAdded: (_, count) => {
            toaster.create({ title: ADD_USERS_TEXTS.added(count), type: 'success' })
            setGeneration((g) => g + 1)
          },
          closeDrawer: () => setModal(false),
          downloadTemplate: () => downloadText('users-template.csv', CSV_TEMPLATE),
          goToSsoSettings: () => navigate('/settings/single-sign-on'),
        },
      }),
    // setModal reads the live URL; the logic is rebuilt only for another company or user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [companyId, user?.id],
  )
  const deleteLogic = useMemo(
    () =>
      deleteUserMachine.provide({
        actors: {
          deleteUser: gatewayCall((input) => deleteUser(api, companyId, input.userId)),
        },
        actions: {
          notifyDeleted: (_, title) => {
            toaster.create({ title, type: 'success' })
            setGeneration((g) => g + 1)
          },
        },
      }),
    [companyId],
  )
  const reminderLogic = useMemo(
    () =>
      reminderDialogMachine.provide({
        actors: {
          loadAvailability: gatewayCall((input) =>
            reminderAvailability(api, companyId, input.target, input.values),
          ),
          sendReminder: gatewayCall((input) => sendReminder(api, companyId, input.target, input.values)),
        },
        actions: { notifySent: (_, title) => toaster.create({ title, type: 'success' }) },
      }),
    [companyId],
  )
  const mailLogic = useMemo(
    () =>
      userMailMachine.provide({
        actors: {
          sendMail: gatewayCall((input) =>
            input.kind === 'invite'
              ? resendInvite(api, companyId, {
                  userId: input.user.id,
                  companyName: company?.name ?? '',
                  adminEmail: user?.email ?? '',
                  adminName: [user?.name, user?.lastName].filter(Boolean).join(' '),
                })
              : sendVerificationEmail(api, input.user.id),
          ),
        },
        actions: { notify: (_, toast) => toaster.create({ title: toast.title, type: toast.type }) },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [companyId, user?.id],
  )
  const query = useMemo(() => parseListQuery(window.location.search, USER_LIST), [])
  if (!user || !company) return null
  return (
    <UsersPage
      key={`${scopeKey}:${generation}`}
      title={title}
      logic={listLogic}
      deleteLogic={deleteLogic}
      reminderLogic={reminderLogic}
      mailLogic={mailLogic}
      scope={scope}
      input={{ query }}
      inspect={inspect}
      onAddUsers={() => setModal(true)}
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
