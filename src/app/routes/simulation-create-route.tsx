import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { SimulationCreatePage } from '../../features/simulation/create/SimulationCreatePage'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindSimulationCreate, bindSimulationTemplateEditor } from '../flows/simulation-create'
import { bindUserSearch } from '../flows/user-search'
import { inspect } from '../inspector'
import { useCompanyZone } from '../company-zone'
import { todayIn } from '../../domain/exercise-campaign'

const options = inspect ? { inspect } : {}

/** /phishing-simulation-create: the create flow (its own lazy screen; the shell folds its navigation). */
export default function SimulationCreateRoute() {
  const companyZone = useCompanyZone()
  const flow = useActorRef(useBoundFlow(bindSimulationCreate), {
    ...options,
    input: { timeZone: companyZone, today: todayIn(companyZone, new Date()) },
  })
  const userSearch = useActorRef(useBoundFlow(bindUserSearch), options)
  const deps = useFlowDeps()
  const editorLogic = useMemo(
    () => bindSimulationTemplateEditor(deps, (template) => flow.send({ type: 'template.created', template })),
    [deps, flow],
  )
  const templateEditor = useActorRef(editorLogic, options)
  // Leaving with a draft under way asks first, as the exercise wizard does (002 §2.6).
  const started = useSelector(flow, (s) => s.context.step > 0 && s.status === 'active')
  useEffect(() => {
    if (!started) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [started])
  return <SimulationCreatePage flow={flow} userSearch={userSearch} templateEditor={templateEditor} />
}
