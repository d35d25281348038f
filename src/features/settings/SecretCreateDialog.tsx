import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
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

export function SecretCreateDialog({
  step,
  titles,
  submitLabel,
  savingLabel,
  copyLabel,
  shownOnce,
  secretLabel,
  secret,
  copied,
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
  copied: boolean
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
            <Button variant="outline" onClick={onCopy}>
              {copied ? 'Copied' : copyLabel}
            </Button>
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
