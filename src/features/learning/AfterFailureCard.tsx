import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { TRAINING_DAYS_MAX } from '../../domain/request-limits'
import { AFTER_FAILURE_TEXTS, type AfterFailureDraft } from '../../domain/training-after-failure'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { RetryAlert } from '../../ui/ListParts'
import { TextField } from '../../ui/TextField'
import {
  selectAfterFailureBusy,
  selectAfterFailureDraft,
  selectAfterFailureLoaded,
  selectAfterFailureLoadFailure,
  selectAfterFailureProblems,
  selectAfterFailureSaveFailure,
  selectOtherCourse,
  type AfterFailureActor,
} from './after-failure-selectors'

const choice = css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })

/** The course's place in the company's training after failure: on or off, its sources and its days. */
export function AfterFailureCard({ actor }: { actor: AfterFailureActor }) {
  const draft = useSelector(actor, selectAfterFailureDraft)
  const loaded = useSelector(actor, selectAfterFailureLoaded)
  const loadFailure = useSelector(actor, selectAfterFailureLoadFailure)
  const saveFailure = useSelector(actor, selectAfterFailureSaveFailure)
  const busy = useSelector(actor, selectAfterFailureBusy)
  const problems = useSelector(actor, selectAfterFailureProblems)
  const other = useSelector(actor, selectOtherCourse)
  const change = (patch: Partial<AfterFailureDraft>) => actor.send({ type: 'afterFailure.change', patch })
  return (
    <section
      aria-labelledby="after-failure-title"
      aria-busy={busy}
      className={css({
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        p: '4',
        display: 'grid',
        gap: '3',
      })}
    >
      <h2 id="after-failure-title" className={css({ fontWeight: 'semibold' })}>
        {AFTER_FAILURE_TEXTS.title}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{AFTER_FAILURE_TEXTS.explain}</p>
      <RetryAlert
        label="Try again"
        message={loadFailure}
        onRetry={() => actor.send({ type: 'afterFailure.retry' })}
      />
      {other ? <Alert tone="info">{AFTER_FAILURE_TEXTS.replaces(other)}</Alert> : null}
      <fieldset
        disabled={!loaded || busy}
        className={css({ display: 'grid', gap: '3', border: 'none', p: '0', m: '0' })}
      >
        <label className={choice}>
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => change({ enabled: event.target.checked })}
          />
          Give this course after a failed phishing test
        </label>
        {draft.enabled ? (
          <>
            <div role="group" aria-label="Failures" className={css({ display: 'grid', gap: '1', pl: '6' })}>
              <label className={choice}>
                <input
                  type="checkbox"
                  checked={draft.onSimulation}
                  onChange={(event) => change({ onSimulation: event.target.checked })}
                />
                {AFTER_FAILURE_TEXTS.onSimulation}
              </label>
              <label className={choice}>
                <input
                  type="checkbox"
                  checked={draft.onExercise}
                  onChange={(event) => change({ onExercise: event.target.checked })}
                />
                {AFTER_FAILURE_TEXTS.onExercise}
              </label>
              {problems.sources ? (
                <p role="alert" className={css({ color: 'red.700', fontSize: 'sm' })}>
                  {problems.sources}
                </p>
              ) : null}
            </div>
            <div className={css({ maxW: '240px' })}>
              <TextField
                label="Days to complete after the failure"
                name="afterFailureDays"
                inputMode="numeric"
                hint={`1 to ${TRAINING_DAYS_MAX}`}
                value={draft.days}
                error={problems.days}
                onChange={(event) => change({ days: event.target.value })}
              />
            </div>
          </>
        ) : null}
      </fieldset>
      {saveFailure ? <Alert tone="danger">{saveFailure}</Alert> : null}
      <div>
        <Button disabled={!loaded || busy} onClick={() => actor.send({ type: 'afterFailure.save' })}>
          Save
        </Button>
      </div>
    </section>
  )
}
