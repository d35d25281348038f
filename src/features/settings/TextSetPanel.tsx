import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { textSetMachine, TextSetInput } from '../../../machines/settings/text-set.machine'
import { NOTIFICATION_LANGUAGES, TEXT_SET_TEXTS, TEXT_SET_TITLES } from '../../domain/text-sets'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { RetryAlert } from '../../ui/ListParts'
import { SelectField } from '../../ui/SelectField'
import { panel } from '../../ui/surfaces'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { actionRow, muted, panelHeading } from './settings-styles'
import {
  selectBusy,
  selectCanReset,
  selectConfirmingReset,
  selectDraft,
  selectFailure,
  selectFallbackNote,
  selectFields,
  selectLang,
  selectLoadFailure,
  selectLoading,
  selectProblems,
  selectReady,
  selectWordingNote,
} from './text-set-selectors'

/** One text set of Settings → Email reminders: an invitation, or the notification texts of a language. */
export default function TextSetPanel({
  logic,
  input,
  description,
  inspect,
}: {
  logic: typeof textSetMachine
  input: TextSetInput
  description: string
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const loading = useSelector(actor, selectLoading)
  const loadFailure = useSelector(actor, selectLoadFailure)
  const ready = useSelector(actor, selectReady)
  const failure = useSelector(actor, selectFailure)
  const busy = useSelector(actor, selectBusy)
  const lang = useSelector(actor, selectLang)
  const fields = useSelector(actor, selectFields)
  const draft = useSelector(actor, selectDraft)
  const problems = useSelector(actor, selectProblems)
  const canReset = useSelector(actor, selectCanReset)
  const wording = useSelector(actor, selectWordingNote)
  const fallback = useSelector(actor, selectFallbackNote)
  const resetting = useSelector(actor, selectConfirmingReset)
  const title = TEXT_SET_TITLES[input.kind]
  const headingId = `texts-${input.kind}`

  return (
    <section aria-labelledby={headingId} className={panel}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
        <h2 id={headingId} className={panelHeading}>
          {title}
        </h2>
        {wording ? <span className={muted}>{wording}</span> : null}
      </div>
      <p className={muted}>{description}</p>
      {input.kind === 'notification' ? (
        <div className={css({ maxW: '320px' })}>
          <SelectField
            label="Language"
            name="lang"
            placeholder="Choose a language"
            value={lang}
            disabled={busy}
            options={NOTIFICATION_LANGUAGES.map((language) => ({ id: language.code, label: language.label }))}
            onChange={(event) => actor.send({ type: 'lang.change', lang: event.target.value })}
          />
        </div>
      ) : null}
      <RetryAlert message={loadFailure} onRetry={() => actor.send({ type: 'retry' })} />
      {loading ? <p className={muted}>Loading…</p> : null}
      {ready ? (
        <form
          aria-label={title}
          noValidate
          className={css({ display: 'grid', gap: '3', maxW: '720px' })}
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'texts.save' })
          }}
        >
          {fallback ? <Alert tone="info">{fallback}</Alert> : null}
          {fields.map((field) => {
            const props = {
              label: field.label,
              name: field.id,
              value: draft[field.id] ?? '',
              error: problems[field.id],
              maxLength: field.max,
            }
            return field.multiline ? (
              <TextAreaField
                key={field.id}
                rows={3}
                {...props}
                onChange={(event) =>
                  actor.send({ type: 'field.change', field: field.id, value: event.target.value })
                }
              />
            ) : (
              <TextField
                key={field.id}
                {...props}
                onChange={(event) =>
                  actor.send({ type: 'field.change', field: field.id, value: event.target.value })
                }
              />
            )
          })}
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <div className={actionRow}>
            <Button type="submit" disabled={busy}>
              Save
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => actor.send({ type: 'texts.cancel' })}
            >
              Cancel
            </Button>
            {canReset ? (
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => actor.send({ type: 'reset.request' })}
              >
                Reset to default
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      {resetting ? (
        <ConfirmActionDialog
          title={`Reset ${title.toLowerCase()}`}
          warning={TEXT_SET_TEXTS.resetConfirm}
          confirmLabel="Reset"
          busy={busy}
          failure={null}
          onConfirm={() => actor.send({ type: 'reset.confirm' })}
          onCancel={() => actor.send({ type: 'reset.cancel' })}
        />
      ) : null}
    </section>
  )
}
