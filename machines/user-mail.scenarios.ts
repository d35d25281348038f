import { failure, offline } from './samples/failures'
import type { Scenarios } from './scenarios'
import type { userMailMachine } from './user-mail.machine'

const user = { id: 'u1', email: 'ana@acme.example' }

export const userMailScenarios: Scenarios<typeof userMailMachine> = {
  events: {
    'mail.resendInvite': [{ type: 'mail.resendInvite', user }],
    'mail.sendVerification': [{ type: 'mail.sendVerification', user }],
  },
  outcomes: {
    sendMail: {
      done: [undefined],
      error: [
        offline,
        failure(409, 'already_joined', 'This user has already joined; there is no invitation to resend.'),
      ],
    },
  },
  abstractContext: (context) => ({ kind: context.kind }),
  maxStates: 500,
}
