import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { twoFactorSettingsMachine } from './two-factor-settings.machine'

export const twoFactorSettingsScenarios: Scenarios<typeof twoFactorSettingsMachine> = {
  inputs: [
    { enabled: false, email: 'admin@acme.example' },
    { enabled: true, email: 'mfa@globex.example' },
  ],
  events: {
    'mfa.start': [{ type: 'mfa.start' }],
    'mfa.cancel': [{ type: 'mfa.cancel' }],
    'mfa.submitPassword': [
      { type: 'mfa.submitPassword', password: 'Awareness#2026' },
      { type: 'mfa.submitPassword', password: '' },
    ],
  },
  outcomes: {
    verifyPassword: {
      done: ['verification-token'],
      error: [failure(400, 'auth/invalid-credential', 'Invalid login credentials'), offline],
    },
    confirmCode: { done: [undefined], error: [failure(500, 'internal_error', 'Something went wrong')] },
  },
  abstractContext: (context) => ({
    enabled: context.enabled,
    token: context.verificationToken !== null,
    error: context.passwordError,
  }),
  maxStates: 5000,
}

export const twoFactorSettingsFlow = defineFlow({
  id: 'twoFactorSettings',
  file: 'settings/two-factor-settings',
  title: 'Two-factor settings',
  description:
    'Enable or disable two-factor sign-in: confirm the password (POST security/mfa/verify_password), then the emailed code through the same code step as sign-in, confirmed by PATCH security/mfa; "Two-Factor Authentication was enabled" or "... disabled".',
  routes: ['/settings/general'],
  machine: twoFactorSettingsMachine,
  scenarios: twoFactorSettingsScenarios,
})
