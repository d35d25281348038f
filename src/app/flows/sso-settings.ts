import { ssoSettingsMachine, type SsoSaveInput } from '../../../machines/sso-settings.machine'
import {
  generateScimToken,
  loadSsoSettings,
  removeSsoSettings,
  saveSsoSettings,
  setSsoEnforcement,
} from '../../api/sso-settings'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

/** Settings → Single sign-on wired to the gateway's sso/ and scim/ calls, its toasts to the shell. */
export function bindSsoSettings(deps: FlowDeps) {
  const company = () => companyIdOf(deps)
  return ssoSettingsMachine.provide({
    actors: {
      loadSettings: gatewayCall(() => loadSsoSettings(deps.api, company())),
      saveSettings: gatewayCall((input: SsoSaveInput) =>
        saveSsoSettings(deps.api, company(), input.provider, input.draft),
      ),
      removeSettings: gatewayCall(() => removeSsoSettings(deps.api, company())),
      setEnforcement: gatewayCall((input: { enforce: boolean }) =>
        setSsoEnforcement(deps.api, company(), input.enforce),
      ),
      generateToken: gatewayCall(async () => {
        const token = await generateScimToken(deps.api, company())
        return { token, settings: await loadSsoSettings(deps.api, company()) }
      }),
    },
    actions: { notify: (_, title) => deps.toast(title, 'success') },
  })
}
