import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { whiteLabelMachine } from '../../../machines/settings/white-label.machine'
import { WHITE_LABEL_TEXTS } from '../../domain/white-label'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { RetryAlert } from '../../ui/ListParts'
import { panel } from '../../ui/surfaces'
import { TextField } from '../../ui/TextField'
import { LogoField } from './LogoField'
import { actionRow, muted, panelHeading } from './settings-styles'
import {
  selectBusy,
  selectConfirmingRemove,
  selectDraft,
  selectFailure,
  selectHasSaved,
  selectLoadFailure,
  selectLoading,
  selectLogoProblem,
  selectPickerColour,
  selectProblems,
  selectReady,
} from './white-label-selectors'

const preview = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'surface.page',
  flexWrap: 'wrap',
})
const swatchButton = css({ px: '4', py: '2', borderRadius: 'md', color: 'white', fontWeight: 'semibold' })

/** Settings → White label → Brand: product name, colour and logo, previewed as typed. */
export default function BrandPanel({
  logic,
  inspect,
}: {
  logic: typeof whiteLabelMachine
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, inspect ? { inspect } : {})
  const loading = useSelector(actor, selectLoading)
  const loadFailure = useSelector(actor, selectLoadFailure)
  const ready = useSelector(actor, selectReady)
  const failure = useSelector(actor, selectFailure)
  const busy = useSelector(actor, selectBusy)
  const draft = useSelector(actor, selectDraft)
  const hasSaved = useSelector(actor, selectHasSaved)
  const problems = useSelector(actor, selectProblems)
  const logoProblem = useSelector(actor, selectLogoProblem)
  const removing = useSelector(actor, selectConfirmingRemove)
  const picker = useSelector(actor, selectPickerColour)

  return (
    <section aria-labelledby="brand-title" className={panel}>
      <h2 id="brand-title" className={panelHeading}>
        Brand
      </h2>
      <p className={muted}>
        Your product name, colour and logo replace ours in your console, in your customers’ consoles and on
        the sign-in page of your verified admin domain.
      </p>
      <RetryAlert message={loadFailure} onRetry={() => actor.send({ type: 'retry' })} />
      {loading ? <p className={muted}>Loading…</p> : null}
      {ready ? (
        <form
          aria-label="Brand"
          noValidate
          className={css({ display: 'grid', gap: '4', maxW: '560px' })}
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'brand.save' })
          }}
        >
          <div aria-label="Preview" role="img" className={preview}>
            {draft.logo ? (
              <img src={draft.logo} alt="" height={32} className={css({ h: '8', w: 'auto' })} />
            ) : null}
            <strong style={{ color: draft.primaryColor }}>{draft.productName || ' '}</strong>
            <span className={swatchButton} style={{ background: draft.primaryColor }}>
              Button
            </span>
          </div>
          <TextField
            label="Product name"
            name="productName"
            value={draft.productName}
            error={problems.productName}
            maxLength={80}
            onChange={(event) =>
              actor.send({ type: 'field.change', field: 'productName', value: event.target.value })
            }
          />
          <div className={css({ display: 'flex', gap: '3', alignItems: 'end' })}>
            <div className={css({ flex: '1' })}>
              <TextField
                label="Primary colour"
                name="primaryColor"
                value={draft.primaryColor}
                error={problems.primaryColor}
                hint="#RRGGBB; buttons carry white text on it."
                onChange={(event) =>
                  actor.send({ type: 'field.change', field: 'primaryColor', value: event.target.value })
                }
              />
            </div>
            <input
              type="color"
              aria-label="Pick the primary colour"
              value={picker}
              className={css({ w: '12', h: '10', mb: problems.primaryColor ? '12' : '6' })}
              onChange={(event) =>
                actor.send({ type: 'field.change', field: 'primaryColor', value: event.target.value })
              }
            />
          </div>
          <LogoField
            id="brand-logo"
            hasLogo={draft.logo !== null}
            problem={logoProblem}
            busy={busy}
            onPick={(file) => actor.send({ type: 'logo.pick', file })}
            onClear={() => actor.send({ type: 'logo.clear' })}
          />
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <div className={actionRow}>
            <Button type="submit" disabled={busy}>
              Save
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => actor.send({ type: 'brand.cancel' })}
            >
              Cancel
            </Button>
            {hasSaved ? (
              <Button
                type="button"
                variant="danger"
                disabled={busy}
                onClick={() => actor.send({ type: 'remove.request' })}
              >
                Remove brand
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}
      {removing ? (
        <ConfirmActionDialog
          title="Remove brand"
          warning={WHITE_LABEL_TEXTS.removeConfirm}
          confirmLabel="Remove"
          busy={busy}
          failure={null}
          onConfirm={() => actor.send({ type: 'remove.confirm' })}
          onCancel={() => actor.send({ type: 'remove.cancel' })}
        />
      ) : null}
    </section>
  )
}
