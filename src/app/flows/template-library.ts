import { templateLibraryMachine } from '../../../machines/template-library.machine'
import { deleteTemplate, loadPacks, loadTemplatePage } from '../../api/templates'
import { companyIdOf, gatewayCall, type FlowDeps } from './deps'

export function bindTemplateLibrary(deps: FlowDeps) {
  return templateLibraryMachine.provide({
    actors: {
      loadPage: gatewayCall((input) => loadTemplatePage(deps.api, companyIdOf(deps), input)),
      loadPacks: gatewayCall(() => loadPacks(deps.api)),
      deleteTemplate: gatewayCall((input) => deleteTemplate(deps.api, companyIdOf(deps), input.templateId)),
    },
    actions: { notify: (_, title) => deps.toast(title, 'success') },
  })
}
