import { ssoLoginMachine } from '../../../machines/sso-login.machine'
import { ssoLinkByEmail } from '../../api/sso'
import { api, gatewayCall } from '../services'

/** The provider's link, with this console's origin and the admin-panel flag (002 §4). */
export const ssoLoginLogic = ssoLoginMachine.provide({
  actors: {
    requestSsoLink: gatewayCall((input) => ssoLinkByEmail(api, input.email)),
  },
  actions: {
    goToProvider: (_, link) => {
      const url = new URL(link, window.location.origin)
      url.searchParams.set('redirect_origin', window.location.origin)
      url.searchParams.set('admin_panel', 'true')
      window.location.assign(url.toString())
    },
  },
})
