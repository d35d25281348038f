import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { exerciseCreateScreenMachine } from '../../../machines/exercise/exercise-create-screen.machine'
import { TemplateBuilderDialog } from '../templates/TemplateBuilderDialog'
import { TemplatePreviewDialog } from '../templates/TemplatePreviewDialog'
import { TemplateTypeDialog } from '../templates/TemplateTypeDialog'
import { CampaignWizardScreen } from './CampaignWizardScreen'
import { selectCanCreate, selectChildren } from './exercise-create-selectors'

/** /phishing-exercise/create: the page's machine rendered: the wizard, and the builder and preview it opens. */
export function ExerciseCreatePage({ screen }: { screen: ActorRefFrom<typeof exerciseCreateScreenMachine> }) {
  const { wizard, library, builder, preview, userSearch } = useSelector(screen, selectChildren)
  const canManage = useSelector(screen, selectCanCreate)
  if (!wizard || !library || !builder || !preview || !userSearch) return null
  return (
    <>
      <CampaignWizardScreen
        wizard={wizard}
        library={library}
        userSearch={userSearch}
        canManage={canManage}
        onCreate={() => screen.send({ type: 'template.create' })}
        onPreview={(templateId) => screen.send({ type: 'template.preview', templateId })}
        onEdit={(template) => screen.send({ type: 'template.edit', template })}
      />
      <TemplateTypeDialog actor={builder} />
      <TemplateBuilderDialog actor={builder} />
      <TemplatePreviewDialog actor={preview} />
    </>
  )
}
