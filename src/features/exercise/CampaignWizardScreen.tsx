import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { campaignWizardMachine } from '../../../machines/exercise/campaign-wizard.machine'
import type { templateLibraryMachine } from '../../../machines/templates/template-library.machine'
import type { userSearchMachine } from '../../../machines/exercise/user-search.machine'
import type { TemplateCardItem } from '../../domain/template-library'
import { CampaignWizardPage } from './CampaignWizardPage'
import { WizardTemplatesStep } from './WizardTemplatesStep'
import { selectSelectionActor } from './wizard-selectors'

/**
 * The wizard with its templates step: the page, the pack / custom grid over the template library and the
 * wizard's own selection. The route and the path tests render this one composition.
 */
export function CampaignWizardScreen({
  wizard,
  library,
  userSearch,
  canManage,
  onCreate,
  onPreview,
  onEdit,
}: {
  wizard: ActorRefFrom<typeof campaignWizardMachine>
  library: ActorRefFrom<typeof templateLibraryMachine>
  userSearch: ActorRefFrom<typeof userSearchMachine>
  canManage: boolean
  onCreate: () => void
  onPreview: (templateId: string) => void
  onEdit: (template: TemplateCardItem) => void
}) {
  const selection = useSelector(wizard, selectSelectionActor)
  if (!selection) return null
  return (
    <CampaignWizardPage
      wizard={wizard}
      userSearch={userSearch}
      templatesStep={
        <WizardTemplatesStep
          wizard={wizard}
          selection={selection}
          library={library}
          canManage={canManage}
          onCreate={onCreate}
          onPreview={onPreview}
          onEdit={onEdit}
        />
      }
    />
  )
}
