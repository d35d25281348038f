import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { companyGeneralMachine } from '../../../machines/settings/company-general.machine'
import { COMPANY_LANGUAGES, COMPANY_NAME_MAX } from '../../domain/company-general'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { RetryAlert } from '../../ui/ListParts'
import { SelectField } from '../../ui/SelectField'
import { panel } from '../../ui/surfaces'
import { TextField } from '../../ui/TextField'
import {
  selectBusy,
  selectDraft,
  selectFailure,
  selectLoadFailure,
  selectLoading,
  selectLogoProblem,
  selectProblems,
  selectReady,
  selectZoneOptions,
} from './company-general-selectors'
import { LogoField } from './LogoField'
import { actionRow, muted } from './settings-styles'

const twoColumns = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

/** Settings → General → Company: name, logo, mail language and the default time zone. */
export default function CompanyCard({
  logic,
  inspect,
}: {
  logic: typeof companyGeneralMachine
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, inspect ? { inspect } : {})
  const loading = useSelector(actor, selectLoading)
  const loadFailure = useSelector(actor, selectLoadFailure)
  const ready = useSelector(actor, selectReady)
  const failure = useSelector(actor, selectFailure)
  const busy = useSelector(actor, selectBusy)
  const draft = useSelector(actor, selectDraft)
  const zones = useSelector(actor, selectZoneOptions)
  const problems = useSelector(actor, selectProblems)
  const logoProblem = useSelector(actor, selectLogoProblem)

  return (
    <div className={panel}>
      <RetryAlert message={loadFailure} onRetry={() => actor.send({ type: 'retry' })} />
      {loading ? <p className={muted}>Loading…</p> : null}
      {ready ? (
        <form
          aria-label="Company"
          noValidate
          className={css({ display: 'grid', gap: '3', maxW: '720px' })}
          onSubmit={(event) => {
            event.preventDefault()
            actor.send({ type: 'general.save' })
          }}
        >
          <div className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
            {draft.logo ? (
              <img src={draft.logo} alt="Company logo" className={css({ h: '12', w: 'auto', maxW: '40' })} />
            ) : null}
            <div className={css({ flex: '1' })}>
              <TextField
                label="Company name"
                name="name"
                value={draft.name}
                error={problems.name}
                maxLength={COMPANY_NAME_MAX + 20}
                onChange={(event) =>
                  actor.send({ type: 'field.change', field: 'name', value: event.target.value })
                }
              />
            </div>
          </div>
          <LogoField
            id="company-logo"
            hasLogo={draft.logo !== null}
            problem={logoProblem}
            busy={busy}
            onPick={(file) => actor.send({ type: 'logo.pick', file })}
            onClear={() => actor.send({ type: 'logo.clear' })}
          />
          <div className={twoColumns}>
            <SelectField
              label="Language of emails"
              name="lang"
              placeholder="Choose a language"
              value={draft.lang}
              error={problems.lang}
              options={COMPANY_LANGUAGES.map((language) => ({ id: language.code, label: language.label }))}
              onChange={(event) =>
                actor.send({ type: 'field.change', field: 'lang', value: event.target.value })
              }
            />
            <SelectField
              label="Time zone"
              name="timeZone"
              placeholder="UTC"
              value={draft.timeZone}
              error={problems.timeZone}
              options={zones}
              onChange={(event) =>
                actor.send({ type: 'field.change', field: 'timeZone', value: event.target.value })
              }
            />
          </div>
          <p className={muted}>The time zone is used for learners who have none of their own.</p>
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          <div className={actionRow}>
            <Button type="submit" disabled={busy}>
              Save
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => actor.send({ type: 'general.cancel' })}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  )
}
