import { defineFlow } from '../flow'
import { adminUser, company } from '../samples/session.samples'
import type { Scenarios } from '../scenarios'
import { shellScreenMachine, type ShellScreenInput } from './shell-screen.machine'

const flags = { flags: ['calendar-add-course'], features: company.features }

const input: ShellScreenInput = {
  policyRequired: true,
  knownEmail: adminUser.email,
  flags,
  running: '1700000000000',
}

export const shellScreenScenarios: Scenarios<typeof shellScreenMachine> = {
  inputs: [input],
  events: {
    // The agreement's refreshed user, and a refresh that failed (the session keeps the user it had).
    'policy.agreed': [
      { type: 'policy.agreed', user: { ...adminUser, privacyPolicyConfirmedAt: '2026-11-25T10:00:00.000Z' } },
      { type: 'policy.agreed', user: null },
    ],
    'flags.changed': [
      { type: 'flags.changed', flags: { ...flags, flags: [...flags.flags, 'reseller-overview'] } },
    ],
  },
  outcomes: {},
  abstractContext: () => null,
  maxStates: 100,
}

export const shellScreenFlow = defineFlow({
  id: 'shellScreen',
  file: 'shell/shell-screen',
  title: 'Console frame (around every page)',
  description:
    "The frame around every signed-in page: it starts the notification popover, the help drawer, the feedback survey, the Policy Agreement, the feature-flag poll and the new-version check, and hands the session what two of them learn: the user once they agreed to the policy, and the company's flags when a poll reads new ones.",
  routes: ['*'],
  machine: shellScreenMachine,
  scenarios: shellScreenScenarios,
})
