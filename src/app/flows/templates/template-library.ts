import { templateLibraryMachine } from '../../../../machines/templates/template-library.machine'
import { deleteTemplate, loadTemplatePage } from '../../../api/templates/templates'
import { templatePacks } from './template-packs'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindTemplateLibrary(deps: FlowDeps) {
  return templateLibraryMachine.provide({
    actors: {
      loadPage: gatewayCall((input) => loadTemplatePage(deps.api, companyIdOf(deps), input)),
      loadPacks: gatewayCall(() => templatePacks.shared(deps, null)),
      deleteTemplate: gatewayCall((input) => deleteTemplate(deps.api, companyIdOf(deps), input.templateId)),
    },
    actions: { notify: (_, title) => deps.toast(title, 'success') },
  })
}
