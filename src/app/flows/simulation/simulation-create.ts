import {
  simulationCreateMachine,
  type TemplateOption,
} from '../../../../machines/simulation/simulation-create.machine'
import { simulationTemplateEditorMachine } from '../../../../machines/simulation/simulation-template-editor.machine'
import {
  createSimulationTemplate,
  launchSimulation,
  loadLoginPages,
  loadSimulationTemplates,
  planSimulation,
} from '../../../api/simulation/simulation'
import { allPages } from '../../../api/all-pages'
import { directoryOptions } from '../../../api/users/users'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Kind → templates → audience → schedule → review and launch; a launched simulation goes back to the list. */
export function bindSimulationCreate(deps: FlowDeps) {
  return simulationCreateMachine.provide({
    actors: {
      loadOptions: gatewayCall(async () => {
        const companyId = companyIdOf(deps)
        const [loginPages, directory] = await Promise.all([
          loadLoginPages(deps.api, companyId),
          directoryOptions(deps.api, companyId),
        ])
        return {
          loginPages: loginPages.map(({ id, name }) => ({ id, name })),
          departments: directory.departments,
          groups: directory.groups,
        }
      }),
      // Every template the filter finds: the step lists and counts them all.
      loadTemplates: gatewayCall(async (filter): Promise<TemplateOption[]> => {
        const items = await allPages(
          (pageNumber) =>
            loadSimulationTemplates(deps.api, companyIdOf(deps), { ...filter, pageNumber, pageSize: 100 }),
          0,
        )
        return items.map(({ id, name, subject, fromName, difficulty, category, provider, html }) => ({
          id,
          name,
          subject,
          fromName,
          difficulty,
          category,
          provider,
          html,
        }))
      }),
      planFlight: gatewayCall(async (payload) => {
        const { rounds: _rounds, ...plan } = await planSimulation(deps.api, companyIdOf(deps), payload)
        return plan
      }),
      launchCampaign: gatewayCall(async (payload) => {
        const { id } = await launchSimulation(deps.api, companyIdOf(deps), payload)
        return { id }
      }),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
      leave: () => deps.navigate('/phishing-simulation/active'),
    },
  })
}

/** The custom template editor of the Templates step; the page hears of each saved template (its `created`). */
export function bindSimulationTemplateEditor(deps: FlowDeps) {
  return simulationTemplateEditorMachine.provide({
    actors: {
      saveTemplate: gatewayCall(async (body): Promise<TemplateOption> => {
        const saved = await createSimulationTemplate(deps.api, companyIdOf(deps), body)
        const { id, name, subject, fromName, difficulty, category, provider, html } = saved
        return { id, name, subject, fromName, difficulty, category, provider, html }
      }),
    },
    actions: {
      notify: (_, title) => deps.toast(title, 'success'),
    },
  })
}
