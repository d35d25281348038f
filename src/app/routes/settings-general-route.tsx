import { useMemo } from 'react'

import { twoFactorLoginMachine } from '../../../machines/two-factor-login.machine'
import { twoFactorSettingsMachine } from '../../../machines/two-factor-settings.machine'
import { changeMfa, sendMfaCode, verifyMfaPassword } from '../../api/two-factor'
import { TWO_FACTOR_TEXTS } from '../../domain/two-factor'
import GeneralSettingsPage from '../../features/settings/GeneralSettingsPage'
import { TwoFactorCard } from '../../features/settings/TwoFactorCard'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany, selectUser } from '../../features/session/selectors'
import { Alert } from '../../ui/Alert'
import { toaster } from '../../ui/Toaster'
import { rememberAuthType } from '../auth-type'
import { inspect } from '../inspector'
import { api, gatewayCall, identity } from '../services'

/** /settings/general with the two-factor flow wired to the gateway, the identity provider and the session. */
export default function GeneralSettingsRoute() {
  const session = SessionActor.useActorRef()
  const user = SessionActor.useSelector(selectUser)
  const companyId = SessionActor.useSelector(selectCompany)?.id ?? ''
  const logic = useMemo(
    () =>
      twoFactorSettingsMachine.provide({
        actors: {
          verifyPassword: gatewayCall((input) => verifyMfaPassword(api, companyId, input.password)),
          confirmCode: twoFactorLoginMachine.provide({
            actors: {
              sendCode: gatewayCall((input) => sendMfaCode(api, input.email, input.verificationToken)),
              verifyCode: gatewayCall(async (input) => ({
                customToken: await changeMfa(api, companyId, {
                  isMfaEnabled: input.isMfaEnabled === true,
                  code: input.code,
                  verificationTokenId: input.verificationToken,
                }),
              })),
              signInWithCustomToken: gatewayCall(async (input) => {
                await identity.signInWithCustomToken(input.customToken)
                rememberAuthType('default')
              }),
            },
            actions: {
              notifyCodeSent: () =>
                void toaster.create({ title: TWO_FACTOR_TEXTS.codeSent, type: 'success' }),
            },
          }),
        },
        actions: {
          announce: (_, change) => {
            session.send({ type: 'session.userChanged', changes: { isMfaEnabled: change.enabled } })
            toaster.create({ title: change.message, type: 'success' })
          },
        },
      }),
    [companyId, session],
  )
  if (!user) return null
  const security = user.isAdminLoggedInAsCompany ? (
    <Alert tone="info">
      Two-factor sign-in belongs to each admin’s own account and cannot be changed in partner access.
    </Alert>
  ) : (
    <TwoFactorCard
      logic={logic}
      input={{ enabled: user.isMfaEnabled, email: user.email }}
      inspect={inspect}
    />
  )
  return <GeneralSettingsPage security={security} />
}
