import { fromCallback } from 'xstate'
import {
  reportingSaves,
  exerciseCreateScreenMachine,
} from '../../../../machines/exercise/exercise-create-screen.machine'
import { bindCampaignWizard } from './campaign-wizard'
import type { FlowDeps } from '../deps'
import { bindTemplateBuilder } from '../templates/template-builder'
import { bindTemplateLibrary } from '../templates/template-library'
import { bindTemplatePreview } from '../templates/template-preview'
import { bindUserSearch } from './user-search'

/** /phishing-exercise/create: the page's machine with its children bound to the gateway and the browser. */
export function bindExerciseCreateScreen(deps: FlowDeps) {
  return exerciseCreateScreenMachine.provide({
    actors: {
      wizard: bindCampaignWizard(deps),
      library: bindTemplateLibrary(deps),
      builder: reportingSaves(bindTemplateBuilder(deps)),
      preview: bindTemplatePreview(deps),
      userSearch: bindUserSearch(deps),
      leaveGuard: fromCallback(() => deps.guardLeave()),
    },
  })
}
