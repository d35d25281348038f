import { ssoLoginMachine } from '../../../../machines/sso/sso-login.machine'
import { ssoLinkByEmail } from '../../../api/sso/sso'
import { gatewayCall, type FlowDeps } from '../deps'

/** The provider's link, with this console's origin and the admin-panel flag (002 §4). */
export function bindSsoLogin(deps: FlowDeps) {
  return ssoLoginMachine.provide({
    actors: {
      requestSsoLink: gatewayCall((input) => ssoLinkByEmail(deps.api, input.email)),
    },
    actions: {
      goToProvider: (_, link) => {
        const url = new URL(link, window.location.origin)
        url.searchParams.set('redirect_origin', window.location.origin)
        url.searchParams.set('admin_panel', 'true')
        deps.leave(url.toString())
      },
    },
  })
}
