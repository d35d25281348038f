import type { FlowUi, Sight } from '../flow-ui'
import type { LoginContext, LoginEvent, LoginInput } from './login.machine'
import { PATHS } from '../../src/domain/api-paths'
import { TWO_FACTOR_TEXTS } from '../../src/domain/two-factor'

const form = { role: 'form', name: 'Log in' }

/** /login as its user meets it: two labelled fields and a button in the "Log in" form. */
export const loginUi: FlowUi<LoginEvent> = {
  // A magic link's or an identity provider's token is minted by the gateway: no fixed address gives one.
  route: (input) => {
    const start = input as LoginInput | undefined
    if (start?.magicLinkToken || start?.ssoToken || start?.notice) return null
    return '/login'
  },
  calls: {
    validateLogin: `**${PATHS.loginValidate}`,
    signInWithPassword: `**${PATHS.identitySignIn}`,
    fetchUser: `**${PATHS.currentUser}`,
  },
  events: {
    'login.submit': ({ email, password }) => [
      { do: 'fill', label: 'Email', value: email, within: form },
      { do: 'fill', label: 'Password', value: password, within: form },
      { do: 'click', role: 'button', name: 'Log in', within: form },
    ],
    'twoFactor.back': () => [{ do: 'click', role: 'button', name: TWO_FACTOR_TEXTS.backToLogin }],
  },
  sights: (snapshot) => {
    const { failure } = snapshot.context as LoginContext
    const heading: Sight = { role: 'heading', name: 'Log in to your account' }
    if (snapshot.matches('editing'))
      return [heading, { role: 'button', name: 'Log in' }, ...(failure ? [{ text: failure.message }] : [])]
    if (snapshot.matches('twoFactor')) return [heading, { role: 'button', name: TWO_FACTOR_TEXTS.backToLogin }]
    if (snapshot.hasTag('busy')) return [{ role: 'button', name: 'Signing in…' }]
    // The console takes a signed-in admin to the landing page.
    if (snapshot.status === 'done') return [{ path: '/home' }]
    return []
  },
}
