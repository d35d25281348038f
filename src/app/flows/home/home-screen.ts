import type { ActorRefFrom } from 'xstate'
import { homeScreenMachine, reportingChoices } from '../../../../machines/home/home-screen.machine'
import type { sessionMachine } from '../../../../machines/session/session.machine'
import type { FlowDeps } from '../deps'
import { bindGetStarted } from './get-started'
import { bindOnboarding } from './onboarding'

/** /home: the page's machine with its children bound to the gateway; a saved checklist choice reaches the session. */
export function bindHomeScreen(deps: FlowDeps, session: ActorRefFrom<typeof sessionMachine>) {
  return homeScreenMachine.provide({
    actors: {
      getStarted: bindGetStarted(deps),
      onboarding: reportingChoices(bindOnboarding(deps)),
    },
    actions: {
      rememberInSession: (_, changes) => session.send({ type: 'session.userChanged', changes }),
    },
  })
}
