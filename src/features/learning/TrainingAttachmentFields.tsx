import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { ATTACHMENT_KINDS, ATTACHMENT_LABELS, ATTACHMENT_TITLE_MAX } from '../../domain/training-attachment'
import type { TrainingForm } from '../../domain/training-campaign'
import { PdfFileField } from '../../ui/PdfFileField'
import { RadioChoices } from '../../ui/RadioChoices'
import { TextField } from '../../ui/TextField'
import {
  selectDraft,
  selectFileProblem,
  selectProblems,
  selectUploading,
  type TrainingFormActor,
} from './course-selectors'

/** What the learners get with the training: nothing, a PDF (uploaded when chosen) or a public link. */
export function TrainingAttachmentFields({ form }: { form: TrainingFormActor }) {
  const draft = useSelector(form, selectDraft)
  const problems = useSelector(form, selectProblems)
  const fileProblem = useSelector(form, selectFileProblem)
  const uploading = useSelector(form, selectUploading)
  const change = (patch: Partial<TrainingForm>) => form.send({ type: 'form.change', patch })
  const fileError = fileProblem ?? problems.file
  return (
    <fieldset className={css({ display: 'grid', gap: '3', border: 'none', p: '0', m: '0' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>
        Give the learners with it
      </legend>
      <RadioChoices
        label="Give the learners with it"
        name="attachmentKind"
        choices={ATTACHMENT_KINDS}
        labels={ATTACHMENT_LABELS}
        value={draft.attachmentKind}
        onChange={(attachmentKind) => change({ attachmentKind })}
      />
      {draft.attachmentKind === 'pdf' ? (
        <PdfFileField
          label="PDF file"
          file={draft.file}
          error={fileError}
          uploading={uploading}
          onChoose={(file) => form.send({ type: 'attachment.choose', file })}
          onRemove={() => form.send({ type: 'attachment.remove' })}
        />
      ) : null}
      {draft.attachmentKind === 'link' ? (
        <TextField
          label="Link"
          name="attachmentLink"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="A public http, https or ftp address."
          value={draft.link}
          error={problems.link}
          onChange={(event) => change({ link: event.target.value })}
        />
      ) : null}
      {draft.attachmentKind !== 'none' ? (
        <TextField
          label="Title for the learners"
          name="attachmentTitle"
          maxLength={ATTACHMENT_TITLE_MAX}
          value={draft.attachmentTitle}
          error={problems.attachmentTitle}
          onChange={(event) => change({ attachmentTitle: event.target.value })}
        />
      ) : null}
    </fieldset>
  )
}
