import { userMailMachine } from '../../../../machines/users/user-mail.machine'
import { sendVerificationEmail } from '../../../api/users/user'
import { resendInvite } from '../../../api/users/users'
import { gatewayCall, type FlowDeps } from '../deps'

/** A row's Resend invite (signed by the admin who sends it) or Send verification email. */
export function bindUserMail(deps: FlowDeps) {
  return userMailMachine.provide({
    actors: {
      sendMail: gatewayCall((input) => {
        const { user, company } = deps.who()
        return input.kind === 'invite'
          ? resendInvite(deps.api, company?.id ?? '', {
              userId: input.user.id,
              companyName: company?.name ?? '',
              adminEmail: user?.email ?? '',
              adminName: [user?.name, user?.lastName].filter(Boolean).join(' '),
            })
          : sendVerificationEmail(deps.api, input.user.id)
      }),
    },
    actions: { notify: (_, toast) => deps.toast(toast.title, toast.type) },
  })
}
