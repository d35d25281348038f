import type { AnyStateMachine } from 'xstate'
import { loginMachine } from './login.machine'
import { loginScenarios } from './login.scenarios'
import type { Scenarios } from './scenarios'
import { sessionMachine } from './session.machine'
import { sessionScenarios } from './session.scenarios'

// Every machine of the console: the path runner, its coverage and the visualizer read this list.
// A check in `npm test` fails when a `*.machine.ts` file is missing here.

export interface MachineEntry {
  id: string
  /** The machine's file name without `.machine.ts`. */
  file: string
  title: string
  description: string
  routes: string[]
  machine: AnyStateMachine
  scenarios: Scenarios
}

export const registry: MachineEntry[] = [
  {
    id: 'session',
    file: 'session',
    title: 'Session',
    description:
      'Boots from a stored token to GET /user and the company view; keeps only admin-permission roles signed in; signs out on request, on an expired session or a disabled company; restores and exits a partner pseudo session.',
    routes: ['*'],
    machine: sessionMachine,
    scenarios: sessionScenarios as Scenarios,
  },
  {
    id: 'login',
    file: 'login',
    title: 'Password sign-in',
    description:
      'Validates email and password, hands over to the two-factor step when the account needs it, signs in with the identity provider, refuses non-admin roles and maps every failure to the login catalogue.',
    routes: ['/login'],
    machine: loginMachine,
    scenarios: loginScenarios as Scenarios,
  },
]

export function machineById(id: string): MachineEntry | undefined {
  return registry.find((entry) => entry.id === id)
}
