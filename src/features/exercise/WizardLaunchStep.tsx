import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { campaignWizardMachine } from '../../../machines/exercise/campaign-wizard.machine'
import { CAMPAIGN_TEXTS, ZONE_UNKNOWN } from '../../domain/exercise-campaign'
import { Alert } from '../../ui/Alert'
import { listCell } from '../../ui/ListParts'
import { inZone, selectPlan, selectPlanning, selectSummary, selectWizardFailure } from './wizard-selectors'

/** Step 3: "Ready to go?" — the summary and, per learner, when the exercise arrives and falls due. */
export function WizardLaunchStep({ wizard }: { wizard: ActorRefFrom<typeof campaignWizardMachine> }) {
  const summary = useSelector(wizard, selectSummary)
  const plan = useSelector(wizard, selectPlan)
  const planning = useSelector(wizard, selectPlanning)
  const failure = useSelector(wizard, selectWizardFailure)
  return (
    <div className={css({ display: 'grid', gap: '5', maxW: '5xl' })}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{CAMPAIGN_TEXTS.readyToGo}</h2>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: '200px 1fr' },
          gap: '2',
          bg: 'surface.card',
          p: '4',
          borderRadius: 'lg',
          borderWidth: '1px',
          borderColor: 'border',
        })}
      >
        {summary.map((item) => (
          <div key={item.label} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'text.muted' })}>{item.label}</dt>
            <dd className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{item.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="plan-title" className={css({ display: 'grid', gap: '2' })}>
        <h3 id="plan-title" className={css({ fontWeight: 'semibold' })}>
          Delivery plan
        </h3>
        {planning ? <p className={css({ color: 'text.muted' })}>Planning deliveries…</p> : null}
        {plan ? (
          <>
            <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
              {plan.total} learners in {plan.zones} {plan.zones === 1 ? 'time zone' : 'time zones'}
              {plan.rows.length < plan.total ? ` · the first ${plan.rows.length} shown` : ''}. Times are each
              learner&apos;s own.
            </p>
            <div data-scroller className={css({ position: 'relative', overflowX: 'auto' })}>
              <table
                aria-label="Delivery plan"
                className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' })}
              >
                <thead>
                  <tr>
                    {['Learner', 'Time zone', 'Receives', 'Due'].map((label) => (
                      <th key={label} scope="col" className={listCell}>
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {plan.rows.map((row) => (
                    <tr key={row.id}>
                      <td className={listCell}>
                        {row.fullName}
                        <div className={css({ color: 'text.muted', fontSize: 'xs' })}>{row.email}</div>
                      </td>
                      <td className={listCell}>
                        {row.timeZone}
                        {row.zoneKnown ? null : (
                          <div className={css({ color: 'text.muted', fontSize: 'xs' })}>{ZONE_UNKNOWN}</div>
                        )}
                      </td>
                      <td className={listCell}>{inZone(row.deliverAt, row.timeZone)}</td>
                      <td className={listCell}>{inZone(row.dueAt, row.timeZone)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </section>
    </div>
  )
}
