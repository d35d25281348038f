import { useActorRef } from '@xstate/react'
import { useMemo } from 'react'
import { canManageTemplates } from '../domain/template-library'
import { SessionActor } from '../features/session/session-context'
import { selectCompany } from '../features/session/selectors'
import TemplatesPage from '../features/templates/TemplatesPage'
import { inspect } from './inspector'
import { templateBuilderLogic, templateLibraryLogic, templatePreviewLogic } from './template-logic'

const options = inspect ? { inspect } : {}

/** /phishing-exercise/create: the campaign wizard's Templates step (the template library and builder). */
export default function ExerciseCreateRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const companyId = company?.id ?? ''
  const library = useActorRef(
    useMemo(() => templateLibraryLogic(companyId), [companyId]),
    options,
  )
  const builder = useActorRef(
    useMemo(
      () => templateBuilderLogic(companyId, () => library.send({ type: 'library.refresh' })),
      [companyId, library],
    ),
    options,
  )
  const preview = useActorRef(
    useMemo(() => templatePreviewLogic(companyId), [companyId]),
    options,
  )
  if (!company) return null
  return (
    <TemplatesPage
      builder={builder}
      library={library}
      preview={preview}
      canManage={canManageTemplates(company)}
    />
  )
}
