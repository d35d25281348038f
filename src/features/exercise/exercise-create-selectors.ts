import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { campaignWizardMachine } from '../../../machines/exercise/campaign-wizard.machine'
import type { exerciseCreateScreenMachine } from '../../../machines/exercise/exercise-create-screen.machine'
import type { templateBuilderMachine } from '../../../machines/templates/template-builder.machine'
import type { templateLibraryMachine } from '../../../machines/templates/template-library.machine'
import type { templatePreviewMachine } from '../../../machines/templates/template-preview.machine'
import type { userSearchMachine } from '../../../machines/exercise/user-search.machine'

type Screen = SnapshotFrom<typeof exerciseCreateScreenMachine>

/** The page's children, as the page's machine started them. */
export const selectChildren = (s: Screen) =>
  s.children as {
    wizard?: ActorRefFrom<typeof campaignWizardMachine>
    library?: ActorRefFrom<typeof templateLibraryMachine>
    builder?: ActorRefFrom<typeof templateBuilderMachine>
    preview?: ActorRefFrom<typeof templatePreviewMachine>
    userSearch?: ActorRefFrom<typeof userSearchMachine>
  }

/** Create and Edit are offered when the page's machine would take them (002 §2.4: custom templates). */
export const selectCanCreate = (s: Screen) => s.can({ type: 'template.create' })
