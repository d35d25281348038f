import { fromCallback } from 'xstate'
import {
  ssoSettingsMachine,
  type SsoSaveInput,
  type SsoSettingsEvent,
  type TestWindowEvent,
} from '../../../../machines/settings/sso-settings.machine'
import {
  generateScimToken,
  loadSsoSettings,
  removeSsoSettings,
  saveSsoSettings,
  setSsoEnforcement,
  startSsoTest,
} from '../../../api/sso/sso-settings'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

const TEST_WINDOW = 'sso-test'

/** Settings → Single sign-on wired to the gateway's sso/ and scim/ calls, its toasts to the shell. */
export function bindSsoSettings(deps: FlowDeps) {
  const company = () => companyIdOf(deps)
  return ssoSettingsMachine.provide({
    actors: {
      loadSettings: gatewayCall(() => loadSsoSettings(deps.api, company())),
      readTest: gatewayCall(() => loadSsoSettings(deps.api, company())),
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
      startTest: gatewayCall(() => startSsoTest(deps.api, company())),
      testWindow: fromCallback<TestWindowEvent>(({ sendBack, receive }) => {
        const popup = window.open('about:blank', TEST_WINDOW, 'popup,width=520,height=720')
        if (!popup) return void sendBack({ type: 'test.blocked' })
        receive((event) => void (popup.location.href = event.url))
        return () => popup.close()
      }),
      // The window's own report that the test ended; the machine also reads the result on its own schedule,
      // since the provider's pages may cut the window off from this one (Cross-Origin-Opener-Policy).
      watchTest: fromCallback<SsoSettingsEvent>(({ sendBack }) => {
        const message = (event: MessageEvent) => {
          if (event.origin === window.location.origin && event.data?.type === 'sso-test-finished')
            sendBack({ type: 'test.finished' })
        }
        window.addEventListener('message', message)
        return () => window.removeEventListener('message', message)
      }),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
    },
  })
}
