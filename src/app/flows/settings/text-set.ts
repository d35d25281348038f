import { textSetMachine } from '../../../../machines/settings/text-set.machine'
import { loadTextSet, resetTextSet, saveTextSet } from '../../../api/settings/text-sets'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'

/** Settings → Email reminders: a text set wired to the gateway, its toasts to the shell. */
export function bindTextSet(deps: FlowDeps) {
  const company = () => companyIdOf(deps)
  return textSetMachine.provide({
    actors: {
      loadTexts: gatewayCall(({ kind, lang }) => loadTextSet(deps.api, company(), kind, lang)),
      saveTexts: gatewayCall(({ kind, lang, values }) =>
        saveTextSet(deps.api, company(), kind, lang, values),
      ),
      resetTexts: gatewayCall(({ kind, lang }) => resetTextSet(deps.api, company(), kind, lang)),
    },
    actions: { notify: (_, title) => deps.toast(title, 'success') },
  })
}
