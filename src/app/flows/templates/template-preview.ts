import { templatePreviewMachine } from '../../../../machines/templates/template-preview.machine'
import { loadTemplate } from '../../../api/templates/templates'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

export function bindTemplatePreview(deps: FlowDeps) {
  return templatePreviewMachine.provide({
    actors: {
      loadTemplate: gatewayCall((input) => loadTemplate(deps.api, companyIdOf(deps), input.templateId)),
    },
  })
}
