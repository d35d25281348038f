import { fromCallback } from 'xstate'
import {
  reportingTemplates,
  simulationCreateScreenMachine,
} from '../../../../machines/simulation/simulation-create-screen.machine'
import type { FlowDeps } from '../deps'
import { bindSimulationCreate, bindSimulationTemplateEditor } from './simulation-create'
import { bindUserSearch } from '../exercise/user-search'

/** /phishing-simulation-create: the page's machine with its children bound to the gateway and the browser. */
export function bindSimulationCreateScreen(deps: FlowDeps) {
  return simulationCreateScreenMachine.provide({
    actors: {
      flow: bindSimulationCreate(deps),
      userSearch: bindUserSearch(deps),
      templateEditor: reportingTemplates(bindSimulationTemplateEditor(deps)),
      leaveGuard: fromCallback(() => deps.guardLeave()),
    },
  })
}
