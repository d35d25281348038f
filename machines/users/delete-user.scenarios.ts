import { defineFlow } from '../flow'
import { deleteUserMachine } from './delete-user.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const deleteUserScenarios: Scenarios<typeof deleteUserMachine> = {
  events: {
    'delete.open': [{ type: 'delete.open', user: { id: 'u1', email: 'ana@acme.example' } }],
    'delete.confirm': [
      { type: 'delete.confirm', phrase: '  I confirm deletion ' },
      { type: 'delete.confirm', phrase: '' },
      { type: 'delete.confirm', phrase: 'i confirm' },
    ],
    'delete.cancel': [{ type: 'delete.cancel' }],
  },
  outcomes: {
    deleteUser: {
      done: [undefined],
      error: [failure(409, 'self_in_selection', 'You cannot delete your own account.'), offline],
    },
  },
  abstractContext: (context) => ({
    user: context.user?.id ?? null,
    phrase: context.phraseError,
    failure: context.failure,
  }),
  maxStates: 2000,
}

export const deleteUserFlow = defineFlow({
  id: 'deleteUser',
  file: 'users/delete-user',
  title: 'Delete a user',
  description:
    'From the users list: the irreversibility warning, the confirmation phrase "I confirm deletion" (trimmed; "Please enter confirmation phrase", "Invalid confirmation phrase"), then "User has been deleted".',
  routes: ['/users/all_users'],
  machine: deleteUserMachine,
  scenarios: deleteUserScenarios,
})
