import { forgotPasswordMachine } from '../../../../machines/password/forgot-password.machine'
import { resetPasswordMachine } from '../../../../machines/password/reset-password.machine'
import { requestPasswordReset, resetPassword } from '../../../api/password/password-reset'
import { gatewayCall, type FlowDeps } from '../deps'

export function bindForgotPassword(deps: FlowDeps) {
  return forgotPasswordMachine.provide({
    actors: { requestReset: gatewayCall((input) => requestPasswordReset(deps.api, input.email)) },
  })
}

export function bindResetPassword(deps: FlowDeps) {
  return resetPasswordMachine.provide({
    actors: {
      resetPassword: gatewayCall((input) => resetPassword(deps.api, input.token, input.password)),
    },
  })
}
