import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { templateBuilderMachine } from '../../../machines/template-builder.machine'
import type { templateLibraryMachine } from '../../../machines/template-library.machine'
import type { templatePreviewMachine } from '../../../machines/template-preview.machine'
import { PackCards } from './PackCards'
import { TemplateBuilderDialog } from './TemplateBuilderDialog'
import { TemplateLibrary } from './TemplateLibrary'
import { TemplatePreviewDialog } from './TemplatePreviewDialog'
import { TemplateTypeDialog } from './TemplateTypeDialog'

/** The Templates step: packs, the library, and the builder and preview dialogs it opens. */
export default function TemplatesPage({
  builder,
  library,
  preview,
  canManage,
}: {
  builder: ActorRefFrom<typeof templateBuilderMachine>
  library: ActorRefFrom<typeof templateLibraryMachine>
  preview: ActorRefFrom<typeof templatePreviewMachine>
  canManage: boolean
}) {
  return (
    <div className={css({ display: 'grid', gap: '5', p: { base: '4', md: '6' } })}>
      <header className={css({ display: 'grid', gap: '1' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Templates</h1>
        <p className={css({ color: 'text.muted' })}>
          Pick a pack or browse every template; preview one to see its backstory, answers and callouts.
        </p>
      </header>
      <PackCards actor={library} />
      <TemplateLibrary
        actor={library}
        canManage={canManage}
        onCreate={() => builder.send({ type: 'builder.create' })}
        onPreview={(templateId) => preview.send({ type: 'preview.open', templateId })}
        onEdit={(template) =>
          builder.send({ type: 'builder.open', layout: template.layoutType, templateId: template.id })
        }
      />
      <TemplateTypeDialog actor={builder} />
      <TemplateBuilderDialog actor={builder} />
      <TemplatePreviewDialog actor={preview} />
    </div>
  )
}
