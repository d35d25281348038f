import type { ActorRefFrom } from 'xstate'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import {
  reportingAgreement,
  reportingFlags,
  shellScreenMachine,
} from '../../../../machines/shell/shell-screen.machine'
import type { FlowDeps } from '../deps'
import { bindHelpDrawer } from '../help/help-drawer'
import { bindNotificationPopover } from '../notifications/notification-popover'
import { bindFeedbackSurvey } from '../survey/feedback-survey'
import { bindFeatureFlags } from './feature-flags'
import { newVersionLogic } from './new-version'
import { bindPolicyAgreement } from './policy-agreement'

/** The console's frame with its children bound to the gateway; what they learn reaches the session. */
export function bindShellScreen(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine>) {
  return shellScreenMachine.provide({
    actors: {
      notifications: bindNotificationPopover(deps),
      help: bindHelpDrawer(deps),
      survey: bindFeedbackSurvey(deps),
      policy: reportingAgreement(bindPolicyAgreement(deps)),
      featureFlags: reportingFlags(bindFeatureFlags(deps)),
      newVersion: newVersionLogic,
    },
    actions: {
      userToSession: (_, user) => session.send({ type: 'session.userChanged', changes: user }),
      flagsToSession: (_, next) => {
        const company = session.getSnapshot().context.company
        if (company)
          session.send({
            type: 'session.companyChanged',
            company: { ...company, flags: next.flags, features: { ...company.features, ...next.features } },
          })
      },
    },
  })
}
