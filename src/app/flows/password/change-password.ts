import { type ActorRefFrom } from 'xstate'
import { changePasswordMachine } from '../../../../machines/password/change-password.machine'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import { replaceTemporaryPassword } from '../../../api/users/user'
import { gatewayCall, type FlowDeps } from '../deps'

export function bindChangePassword(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine>) {
  return changePasswordMachine.provide({
    actors: {
      savePassword: gatewayCall((input) =>
        replaceTemporaryPassword(deps.api, session.getSnapshot().context.user?.company_id ?? '', input),
      ),
    },
    actions: {
      notifyChanged: () => {
        session.send({ type: 'session.reload' })
        deps.navigate('/home', { replace: true })
      },
    },
  })
}
