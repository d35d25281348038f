import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import {
  AUDIENCE_LABELS,
  hourLabel,
  RECURRENCE_LABELS,
  sendDaysLabel,
  SIMULATION_KIND_LABELS,
} from '../../../domain/simulation/campaign'
import { zoneLabel } from '../../../domain/simulation/rounds'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { listCell } from '../../../ui/ListParts'
import {
  selectDraft,
  selectFailure,
  selectPlan,
  selectPlanFailed,
  selectPlanning,
  type CreateFlow,
} from './selectors'

const summary = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '1 4', fontSize: 'sm' })

/** Step 5: what will happen, and the flight plan — each recipient's send time in their own zone. */
export function ReviewStep({ flow }: { flow: CreateFlow }) {
  const draft = useSelector(flow, selectDraft)
  const plan = useSelector(flow, selectPlan)
  const planning = useSelector(flow, selectPlanning)
  const planFailed = useSelector(flow, selectPlanFailed)
  const failure = useSelector(flow, selectFailure)
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <dl className={summary} aria-label="Summary">
        <dt>Name</dt>
        <dd>{draft.name}</dd>
        <dt>Kind</dt>
        <dd>
          {SIMULATION_KIND_LABELS[draft.kind]}
          {draft.kind === 'SMART' ? ` · ${RECURRENCE_LABELS[draft.recurrence]}` : ''}
        </dd>
        <dt>Templates</dt>
        <dd>{draft.templateIds.length}</dd>
        <dt>Recipients</dt>
        <dd>
          {AUDIENCE_LABELS[draft.audience]}
          {plan ? ` · ${plan.recipients} ${plan.recipients === 1 ? 'person' : 'people'}` : ''}
        </dd>
        <dt>Sending</dt>
        <dd>
          {sendDaysLabel(draft.sendDays)}, {hourLabel(draft.startHour)}–{hourLabel(draft.endHour)}
          {draft.businessDaysOnly ? ', business days' : ''}, from {draft.startDate ?? 'today'}
        </dd>
      </dl>
      {planning ? <p aria-live="polite">Planning each recipient’s send time…</p> : null}
      {failure ? (
        <Alert tone="danger">
          {failure}
          {planFailed ? (
            <Button variant="link" onClick={() => flow.send({ type: 'plan.retry' })}>
              Try again
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {plan ? (
        <section aria-label="Flight plan" className={css({ display: 'grid', gap: '3' })}>
          <h2 className={css({ fontWeight: 'semibold' })}>Flight plan, first round</h2>
          <ul className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
            {plan.zones.map((zone) => (
              <li key={zone.zone}>
                <strong>{zoneLabel(zone.zone)}</strong>
                {zone.known ? '' : ' (your zone: theirs is not known)'}: {zone.count}{' '}
                {zone.count === 1 ? 'mail' : 'mails'}, {zone.firstLocal} to {zone.lastLocal}
              </li>
            ))}
          </ul>
          <div data-scroller className={css({ overflowX: 'auto' })}>
            <table className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}>
              <caption className={css({ textAlign: 'left', color: 'text.muted', pb: '1' })}>
                The first {plan.items.length} of {plan.totalCount}, soonest first
              </caption>
              <thead>
                <tr>
                  <th className={listCell}>Recipient</th>
                  <th className={listCell}>Email</th>
                  <th className={listCell}>Planned (their time)</th>
                </tr>
              </thead>
              <tbody>
                {plan.items.map((item) => (
                  <tr key={item.userId}>
                    <td className={listCell}>{item.fullName}</td>
                    <td className={listCell}>{item.email}</td>
                    <td className={listCell}>
                      {item.local}
                      {item.zoneKnown ? '' : ' · your zone'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  )
}
