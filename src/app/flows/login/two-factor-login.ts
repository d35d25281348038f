import { twoFactorLoginMachine } from '../../../../machines/login/two-factor-login.machine'
import { sendMfaCode } from '../../../api/login/two-factor'
import { TWO_FACTOR_TEXTS } from '../../../domain/two-factor'
import { rememberAuthType } from '../../auth-type'
import { identity } from '../../identity'
import type { JsonCall } from '../../../api/json-call'
import { gatewayCall, type FlowDeps } from '../deps'

type CodeCheck = { code: string; verificationToken: string; isMfaEnabled?: boolean }

/**
 * The emailed-code step, shared by sign-in and the two-factor settings; `confirm` is what the code is
 * exchanged for a custom token by (the sign-in check, or the settings change).
 */
export function bindTwoFactorLogin(
  deps: { api: JsonCall; toast: FlowDeps['toast'] },
  confirm: (input: CodeCheck) => Promise<string>,
) {
  return twoFactorLoginMachine.provide({
    actors: {
      sendCode: gatewayCall((input) => sendMfaCode(deps.api, input.email, input.verificationToken)),
      verifyCode: gatewayCall(async (input) => ({ customToken: await confirm(input) })),
      signInWithCustomToken: gatewayCall(async (input) => {
        await identity.signInWithCustomToken(input.customToken)
        rememberAuthType('default')
      }),
    },
    actions: { notifyCodeSent: () => deps.toast(TWO_FACTOR_TEXTS.codeSent, 'success') },
  })
}
