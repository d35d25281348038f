import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { addUsersMachine } from '../../../machines/users/add-users.machine'
import type { deleteUserMachine } from '../../../machines/users/delete-user.machine'
import type { directoryMembersMachine } from '../../../machines/users/directory-members.machine'
import type { reminderDialogMachine } from '../../../machines/users/reminder-dialog.machine'
import type { userMailMachine } from '../../../machines/users/user-mail.machine'
import type { usersListMachine } from '../../../machines/users/users-list.machine'
import type { usersScreenMachine } from '../../../machines/users/users-screen.machine'
import type { UserScope } from '../../domain/users'
import { AddUsersDrawer } from './AddUsersDrawer'
import { DirectoryMembers } from './DirectoryMembers'
import UsersPage from './UsersPage'

type Children = {
  list?: ActorRefFrom<typeof usersListMachine>
  deleteUser?: ActorRefFrom<typeof deleteUserMachine>
  reminder?: ActorRefFrom<typeof reminderDialogMachine>
  mail?: ActorRefFrom<typeof userMailMachine>
  members?: ActorRefFrom<typeof directoryMembersMachine>
  addUsers?: ActorRefFrom<typeof addUsersMachine>
}

const selectChildren = (s: SnapshotFrom<typeof usersScreenMachine>) => s.children as Children

/** A users page: the page's machine rendered through its children. */
export function UsersScreen({
  screen,
  title,
  scope,
}: {
  screen: ActorRefFrom<typeof usersScreenMachine>
  title: string
  scope: UserScope
}) {
  const { list, deleteUser, reminder, mail, members, addUsers } = useSelector(screen, selectChildren)
  if (!list || !deleteUser || !reminder || !mail) return null
  return (
    <UsersPage
      title={title}
      actor={list}
      deleteActor={deleteUser}
      reminderActor={reminder}
      mailActor={mail}
      scope={scope}
      onAddUsers={() => screen.send({ type: 'drawer.open' })}
      members={members ? (name) => <DirectoryMembers actor={members} name={name} /> : undefined}
      drawer={addUsers ? <AddUsersDrawer actor={addUsers} /> : null}
    />
  )
}
