import { sendParent, setup } from 'xstate'
import type { FeatureFlags } from '../../src/domain/feature-flags'
import type { SessionUser } from '../../src/domain/session-user'
import { helpDrawerMachine } from '../help/help-drawer.machine'
import { notificationPopoverMachine } from '../notifications/notification-popover.machine'
import { feedbackSurveyMachine } from '../survey/feedback-survey.machine'
import { featureFlagsMachine } from './feature-flags.machine'
import { newVersionMachine } from './new-version.machine'
import { policyAgreementMachine } from './policy-agreement.machine'

// The signed-in console's frame (000 §7) as one machine: around every page it starts the notification popover,
// the help drawer, the feedback survey, the Policy Agreement, the feature-flag poll and the new-version check.
// What two of them learn belongs to the session, which the app owns: the user once they agreed to the policy,
// and the company's flags when a poll reads new ones. They report it here, and the frame hands it on through its
// declared actions. The sidebar and the confirmation dialog are the app's context actors (any page may ask them),
// not children of the frame.

export interface ShellScreenInput {
  /** The signed-in user must agree to the current privacy policy first. */
  policyRequired: boolean
  /** The signed-in user's email, for the help drawer's contact form. */
  knownEmail: string | null
  /** The flags the session's company view carried when the console opened. */
  flags: FeatureFlags
  /** The build this page runs (its timestamp), for the new-version check. */
  running: string
}

export type ShellScreenEvent =
  /** From the Policy Agreement: the user as the gateway has them now. */
  | { type: 'policy.agreed'; user: SessionUser | null }
  /** From the feature-flag poll: a reading that differs from the last. */
  | { type: 'flags.changed'; flags: FeatureFlags }

/** The Policy Agreement as a child of the frame: the refreshed user is reported here. */
export const reportingAgreement = (policy: typeof policyAgreementMachine) =>
  policy.provide({
    actions: {
      reportUser: sendParent((_, user: SessionUser | null) => ({ type: 'policy.agreed' as const, user })),
    },
  })

/** The feature-flag poll as a child of the frame: a changed reading is reported here. */
export const reportingFlags = (poll: typeof featureFlagsMachine) =>
  poll.provide({
    actions: {
      notifyChanged: sendParent((_, flags: FeatureFlags) => ({ type: 'flags.changed' as const, flags })),
    },
  })

export const shellScreenMachine = setup({
  types: {
    context: {} as ShellScreenInput,
    events: {} as ShellScreenEvent,
    input: {} as ShellScreenInput,
  },
  actors: {
    notifications: notificationPopoverMachine,
    help: helpDrawerMachine,
    survey: feedbackSurveyMachine,
    policy: reportingAgreement(policyAgreementMachine),
    featureFlags: reportingFlags(featureFlagsMachine),
    newVersion: newVersionMachine,
  },
  guards: {
    /** A failed refresh leaves the session's user as it was (the next reload reads it). */
    userKnown: (_, user: SessionUser | null) => user !== null,
  },
  actions: {
    /** Provided by the app: the session's user is this one. */
    userToSession: (_, _user: SessionUser) => {},
    /** Provided by the app: the session's company view takes these flags. */
    flagsToSession: (_, _flags: FeatureFlags) => {},
  },
}).createMachine({
  id: 'shellScreen',
  context: ({ input }) => input,
  invoke: [
    { id: 'notifications', src: 'notifications' },
    { id: 'help', src: 'help', input: ({ context }) => ({ knownEmail: context.knownEmail }) },
    { id: 'survey', src: 'survey' },
    { id: 'policy', src: 'policy', input: ({ context }) => ({ required: context.policyRequired }) },
    { id: 'featureFlags', src: 'featureFlags', input: ({ context }) => ({ initial: context.flags }) },
    { id: 'newVersion', src: 'newVersion', input: ({ context }) => ({ running: context.running }) },
  ],
  initial: 'open',
  states: {
    open: {
      on: {
        'policy.agreed': {
          guard: { type: 'userKnown', params: ({ event }) => event.user },
          actions: { type: 'userToSession', params: ({ event }) => event.user! },
        },
        'flags.changed': { actions: { type: 'flagsToSession', params: ({ event }) => event.flags } },
      },
    },
  },
})
