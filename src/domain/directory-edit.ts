import type { DirectoryKind } from './users'

// Creating, renaming and deleting a department or group from its page (issue 31; ours: the spec names the
// pages and the impact call, not these texts).

export const DIRECTORY_EDIT_TEXTS = {
  nameRequired: 'Field is required',
  nameTooLong: 'A name of at most 100 characters.',
  duplicate: (noun: string, name: string) => `A ${noun} named "${name}" already exists.`,
  created: (noun: string) => `The ${noun} was created.`,
  renamed: (noun: string) => `The ${noun} was renamed.`,
  deleted: (noun: string) => `The ${noun} was deleted.`,
  /** Adding existing users from its page (departments/{id}/users/unassigned). */
  addMembers: 'Add existing users',
  addMembersTitle: (name: string) => `Add users to ${name}`,
  noneChosen: 'Choose at least one user.',
  noneOutside: (noun: string) => `Every active user is already in this ${noun}.`,
  addChosen: (count: number) => (count === 1 ? 'Add 1 user' : `Add ${count} users`),
  membersAdded: (added: number, name: string, total: number) =>
    `${added === 1 ? '1 user' : `${added} users`} added to ${name}; it now has ${total === 1 ? '1 user' : `${total} users`}.`,
  deleteTitle: (name: string) => `Delete "${name}"?`,
  usersStay: (count: number, noun: string) =>
    count === 0
      ? `No users are in this ${noun}.`
      : `${count} ${count === 1 ? 'user leaves' : 'users leave'} this ${noun}; their accounts, training and results stay.`,
  stillReaches: 'Still assigned to it, and kept for the users already reached:',
  nothingReaches: 'No running campaign, policy or event is assigned to it.',
} as const

export const nounOf = (kind: DirectoryKind) => (kind === 'departments' ? 'department' : 'group')
