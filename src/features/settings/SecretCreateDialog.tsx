import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { COPY_TEXTS, type CopyStep } from '../../domain/copy-text'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { copyValue } from './settings-styles'

// The create dialog of an integration credential (an API key, a webhook's signing secret): a form, then the secret
// shown once with Copy. Which step is on screen and what is typed come from the flow's machine.

type CreateStep = 'closed' | 'editing' | 'saving' | 'shown'

/** Where a flow with a `creating` state of editing → saving → shown stands (`inCreating` asks the machine). */
export function createStep(inCreating: (step: 'editing' | 'saving' | 'shown') => boolean): CreateStep {
  for (const step of ['editing', 'saving', 'shown'] as const) if (inCreating(step)) return step
  return 'closed'
}

/** Where the shown secret's copy button is, from the flow's `creating.shown` substates (machines/copy-states.ts). */
export function copyStep(inShown: (step: Exclude<CopyStep, 'idle'>) => boolean): CopyStep {
  for (const step of ['copying', 'copied', 'copyFailed'] as const) if (inShown(step)) return step
  return 'idle'
}

export function SecretCreateDialog({
  step,
  titles,
  submitLabel,
  savingLabel,
  copyLabel,
  shownOnce,
  secretLabel,
  secret,
  copy,
  failure,
  onSubmit,
  onCopy,
  onClose,
  children,
  afterSecret,
}: {
  step: CreateStep
  titles: { form: string; shown: string }
  submitLabel: string
  savingLabel: string
  copyLabel: string
  shownOnce: string
  secretLabel: string
  secret: string | null
  /** Where the copy button is: "Copied" shows beside it for 2 s, a refusal until the next try. */
  copy: CopyStep
  failure: string | null
  onSubmit: () => void
  onCopy: () => void
  onClose: () => void
  children: ReactNode
  afterSecret?: ReactNode
}) {
  const saving = step === 'saving'
  const shown = step === 'shown'
  return (
    <Dialog
      open={step !== 'closed'}
      title={shown ? titles.shown : titles.form}
      onClose={onClose}
      closable={!saving}
      actions={
        shown ? (
          <>
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', mr: 'auto' })}>
              <Button variant="outline" disabled={copy === 'copying'} onClick={onCopy}>
                {copyLabel}
              </Button>
              <span role="status" className={css({ fontSize: 'sm', color: 'success' })}>
                {copy === 'copied' ? COPY_TEXTS.copied : ''}
              </span>
            </span>
            <Button onClick={onClose}>Done</Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button disabled={saving} aria-busy={saving} onClick={onSubmit}>
              {saving ? savingLabel : submitLabel}
            </Button>
          </>
        )
      }
    >
      {shown ? (
        <>
          <Alert tone="warning">{shownOnce}</Alert>
          <p aria-label={secretLabel} className={copyValue}>
            {secret}
          </p>
          {copy === 'copyFailed' ? <Alert tone="danger">{COPY_TEXTS.failed}</Alert> : null}
          {afterSecret}
        </>
      ) : (
        <>
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          {children}
        </>
      )}
    </Dialog>
  )
}

/** A fieldset of checkboxes (what a key may read, what a webhook receives) with its error under it. */
export function CheckboxList<T extends string>({
  legend,
  options,
  labels,
  selected,
  error,
  onChange,
}: {
  legend: string
  options: readonly T[]
  labels: Record<T, string>
  selected: readonly T[]
  error: string | null
  onChange: (option: T, on: boolean) => void
}) {
  return (
    <fieldset className={css({ display: 'grid', gap: '1' })}>
      <legend className={css({ fontWeight: 'medium', mb: '1' })}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input
            type="checkbox"
            checked={selected.includes(option)}
            onChange={(event) => onChange(option, event.target.checked)}
          />
          {labels[option]}
        </label>
      ))}
      {error ? <span role="alert">{error}</span> : null}
    </fieldset>
  )
}
