import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import { useSearch } from 'wouter'
import { canManageTemplates } from '../../domain/template-library'
import { CampaignWizardScreen } from '../../features/exercise/CampaignWizardScreen'
import {
  selectSelectionActor,
  selectUnsavedWork,
  selectWizardPacks,
} from '../../features/exercise/wizard-selectors'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { TemplateBuilderDialog } from '../../features/templates/TemplateBuilderDialog'
import { TemplatePreviewDialog } from '../../features/templates/TemplatePreviewDialog'
import { TemplateTypeDialog } from '../../features/templates/TemplateTypeDialog'
import { inspect } from '../inspector'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindCampaignWizard } from '../flows/campaign-wizard'
import { bindTemplateBuilder } from '../flows/template-builder'
import { bindTemplateLibrary } from '../flows/template-library'
import { bindTemplatePreview } from '../flows/template-preview'
import { bindUserSearch } from '../flows/user-search'
import { useCompanyZone } from '../company-zone'

const options = inspect ? { inspect } : {}

/** /phishing-exercise/create: the campaign wizard, its template library, and the builder it can open. */
export default function ExerciseCreateRoute() {
  const companyZone = useCompanyZone()
  const company = SessionActor.useSelector(selectCompany)
  const deps = useFlowDeps()
  const wizard = useActorRef(useBoundFlow(bindCampaignWizard), {
    ...options,
    input: { timeZone: companyZone },
  })
  const selection = useSelector(wizard, selectSelectionActor)
  const library = useActorRef(useBoundFlow(bindTemplateLibrary), options)
  const builder = useActorRef(
    useMemo(
      () =>
        bindTemplateBuilder(deps, (created) => {
          library.send({ type: 'library.refresh' })
          // A template made from the wizard is selected straight away (002 §2.6).
          if (created) selection?.send({ type: 'template.created', template: created })
        }),
      [deps, library, selection],
    ),
    options,
  )
  const userSearch = useActorRef(useBoundFlow(bindUserSearch), options)
  const preview = useActorRef(useBoundFlow(bindTemplatePreview), options)
  // A pack card on the landing opens the wizard with that pack chosen, once the packs are known.
  const packs = useSelector(wizard, selectWizardPacks)
  const requestedPack = new URLSearchParams(useSearch()).get('packId')
  useEffect(() => {
    if (packs && requestedPack) wizard.send({ type: 'pack.select', packId: requestedPack })
  }, [packs, requestedPack, wizard])
  const unsaved = useSelector(wizard, selectUnsavedWork)
  useEffect(() => {
    if (!unsaved) return
    // 002 §2.6: leaving with unsaved work asks first.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved])
  if (!company || !selection) return null
  return (
    <>
      <CampaignWizardScreen
        wizard={wizard}
        library={library}
        userSearch={userSearch}
        canManage={canManageTemplates(company)}
        onCreate={() => builder.send({ type: 'builder.create' })}
        onPreview={(templateId) => preview.send({ type: 'preview.open', templateId })}
        onEdit={(template) =>
          builder.send({ type: 'builder.open', layout: template.layoutType, templateId: template.id })
        }
      />
      <TemplateTypeDialog actor={builder} />
      <TemplateBuilderDialog actor={builder} />
      <TemplatePreviewDialog actor={preview} />
    </>
  )
}
