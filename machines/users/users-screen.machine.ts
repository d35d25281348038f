import { sendParent, sendTo, setup } from 'xstate'
import { addUsersMachine, type AddUsersInput } from './add-users.machine'
import { deleteUserMachine } from './delete-user.machine'
import { directoryMembersMachine, type DirectoryMembersInput } from './directory-members.machine'
import { reminderDialogMachine } from './reminder-dialog.machine'
import { userMailMachine } from './user-mail.machine'
import { usersListMachine, type UsersListInput } from './users-list.machine'

// The users pages (001 §1–§5: /users/all_users and a department's or group's assigned users) as one machine. It
// starts the list, the delete dialog, the reminder dialog and the mail buttons; on a department's or group's page
// also "Add existing users"; and while the address says ?modal=addUsers, the add-users drawer (000 §2). Whatever
// changes the users (a drawer's invitation, a deletion, new members) reaches the list through the page, which
// reads its page again. The drawer's opening and closing are addresses: the page asks for them with `goTo` and
// follows the browser's back and forward through `address.changed`.

export interface UsersScreenInput {
  list: UsersListInput
  /** The department or group the page shows, which "Add existing users" adds to; null on all users. */
  directory: DirectoryMembersInput | null
  /** The address has ?modal=addUsers. */
  drawerOpen: boolean
  /** The drawer's facts about the signed-in admin. */
  addUsers: AddUsersInput
}

export type UsersScreenEvent =
  /** The address changed (the browser's back and forward, the page's own move). */
  | { type: 'address.changed'; drawerOpen: boolean }
  /** "Add New Users". */
  | { type: 'drawer.open' }
  /** From the drawer, the delete dialog or the members dialog: the users changed. */
  | { type: 'users.changed' }

/** The children that change the users, as children of this page: each change is reported here. */
export const reportingAdded = (logic: typeof addUsersMachine) =>
  logic.provide({ actions: { reportAdded: sendParent({ type: 'users.changed' as const }) } })
export const reportingDeleted = (logic: typeof deleteUserMachine) =>
  logic.provide({ actions: { reportDeleted: sendParent({ type: 'users.changed' as const }) } })
export const reportingMembers = (logic: typeof directoryMembersMachine) =>
  logic.provide({ actions: { changed: sendParent({ type: 'users.changed' as const }) } })

export const usersScreenMachine = setup({
  types: {
    context: {} as UsersScreenInput,
    events: {} as UsersScreenEvent,
    input: {} as UsersScreenInput,
  },
  actors: {
    list: usersListMachine,
    deleteUser: reportingDeleted(deleteUserMachine),
    reminder: reminderDialogMachine,
    mail: userMailMachine,
    members: reportingMembers(directoryMembersMachine),
    addUsers: reportingAdded(addUsersMachine),
  },
  guards: {
    scoped: ({ context }) => context.directory !== null,
    drawerInAddress: ({ context }) => context.drawerOpen,
    drawerOpened: (_, address: { drawerOpen: boolean }) => address.drawerOpen,
    drawerClosed: (_, address: { drawerOpen: boolean }) => !address.drawerOpen,
  },
  actions: {
    refreshList: sendTo('list', { type: 'users.refresh' as const }),
    /** Provided by the app: the address with the drawer (pushed) or without it (replaced). */
    goTo: (_, _address: { drawerOpen: boolean }) => {},
  },
}).createMachine({
  id: 'usersScreen',
  context: ({ input }) => input,
  invoke: [
    { id: 'list', src: 'list', input: ({ context }) => context.list },
    { id: 'deleteUser', src: 'deleteUser' },
    { id: 'reminder', src: 'reminder' },
    { id: 'mail', src: 'mail' },
  ],
  on: {
    'users.changed': { actions: 'refreshList' },
  },
  type: 'parallel',
  states: {
    members: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'scoped', target: 'offered' }, { target: 'none' }] },
        none: {},
        offered: {
          invoke: { id: 'members', src: 'members', input: ({ context }) => context.directory! },
        },
      },
    },
    drawer: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'drawerInAddress', target: 'open' }, { target: 'closed' }] },
        closed: {
          on: {
            'drawer.open': { target: 'open', actions: { type: 'goTo', params: { drawerOpen: true } } },
            'address.changed': {
              guard: { type: 'drawerOpened', params: ({ event }) => event },
              target: 'open',
            },
          },
        },
        open: {
          invoke: {
            id: 'addUsers',
            src: 'addUsers',
            input: ({ context }) => context.addUsers,
            onDone: { target: 'closed', actions: { type: 'goTo', params: { drawerOpen: false } } },
          },
          on: {
            'address.changed': {
              guard: { type: 'drawerClosed', params: ({ event }) => event },
              target: 'closed',
            },
          },
        },
      },
    },
  },
})
