import { navigate } from 'wouter/use-browser-location'
import { type ActorRefFrom } from 'xstate'
import { changePasswordMachine } from '../../../machines/change-password.machine'
import type { sessionMachine } from '../../../machines/session.machine'
import { changePassword } from '../../api/user'
import { api, gatewayCall } from '../services'

export function createChangePasswordLogic(session: ActorRefFrom<typeof sessionMachine>) {
  return changePasswordMachine.provide({
    actors: {
      savePassword: gatewayCall((input) =>
        changePassword(api, session.getSnapshot().context.user?.company_id ?? '', input.password),
      ),
    },
    actions: {
      notifyChanged: () => {
        session.send({ type: 'session.reload' })
        navigate('/home', { replace: true })
      },
    },
  })
}
