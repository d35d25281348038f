import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { trainingCampaignsMachine } from '../../../machines/learning/training-campaigns.machine'
import { AFTER_FAILURE_TEXTS } from '../../domain/training-after-failure'
import { audienceText, TRAINING_TEXTS } from '../../domain/training-campaign'
import {
  assignedOf,
  CAMPAIGN_STATUSES,
  completedPercent,
  dueText,
  isRunning,
  statusText,
  TRAINING_CAMPAIGNS_TEXTS as T,
  visibleCampaigns,
  type CampaignStatusFilter,
} from '../../domain/training-campaigns-list'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import {
  listCell as cell,
  listControl,
  ListStatusRow,
  ListTable,
  LiveSearchField,
  RetryAlert,
} from '../../ui/ListParts'

type Actor = ActorRefFrom<typeof trainingCampaignsMachine>

const muted = css({ color: 'text.muted', fontSize: 'sm' })
const linkButton = css({
  color: 'brand',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  fontSize: 'sm',
})

/** /learning/campaigns: every training campaign of the company, searched and filtered, each managed or ended. */
export default function TrainingCampaignsPage({ actor }: { actor: Actor }) {
  const campaigns = useSelector(actor, (s) => s.context.campaigns)
  const search = useSelector(actor, (s) => s.context.search)
  const status = useSelector(actor, (s) => s.context.status)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  const rows = campaigns ? visibleCampaigns(campaigns, search, status) : []
  return (
    <section
      aria-labelledby="training-campaigns-title"
      className={css({ display: 'grid', gap: '4', minW: '0' })}
    >
      <div>
        <h1 id="training-campaigns-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {T.title}
        </h1>
        <p className={muted}>{T.intro}</p>
      </div>
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end' })}>
        <LiveSearchField
          label={T.search}
          defaultValue={search}
          onSearch={(text) => actor.send({ type: 'campaigns.search', text })}
        />
        <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
          {T.status}
          <select
            className={listControl}
            value={status}
            onChange={(event) =>
              actor.send({ type: 'campaigns.status', status: event.target.value as CampaignStatusFilter })
            }
          >
            {CAMPAIGN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {T.statuses[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'campaigns.retry' })} />
      {campaigns && campaigns.length === 0 ? (
        <p className={muted}>
          {T.empty}{' '}
          <Link href="/learning/courses" className={linkButton}>
            {T.library}
          </Link>
        </p>
      ) : null}
      {campaigns && campaigns.length > 0 ? (
        <ListTable busy={loading}>
          <caption className={css({ srOnly: true })}>{T.title}</caption>
          <thead>
            <tr>
              {T.columns.map((name) => (
                <th key={name} scope="col" className={cell}>
                  {name === 'Actions' ? <span className={css({ srOnly: true })}>{name}</span> : name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <ListStatusRow
              columns={T.columns.length}
              loading={false}
              empty={rows.length === 0}
              noun="training campaigns"
              emptyText={T.emptyFiltered}
            />
            {rows.map((row) => {
              const running = isRunning(row)
              return (
                <tr key={row.id}>
                  <th scope="row" className={`${cell} ${css({ fontWeight: 'semibold', minW: '48' })}`}>
                    {row.name}
                    {row.isGaming ? (
                      <span className={`${badge({ tone: 'info' })} ${css({ ml: '2' })}`}>{T.game}</span>
                    ) : null}
                    {row.courseName && row.courseName !== row.name ? (
                      <span className={`${muted} ${css({ display: 'block', fontWeight: 'normal' })}`}>
                        {row.courseName}
                      </span>
                    ) : null}
                  </th>
                  <td className={cell}>
                    <span className={badge({ tone: running ? 'success' : 'muted' })}>{statusText(row)}</span>
                  </td>
                  <td className={`${cell} ${css({ minW: '40' })}`}>
                    {row.source === 'afterFailure' ? AFTER_FAILURE_TEXTS.source : audienceText(row)}
                  </td>
                  <td className={`${cell} ${css({ minW: '40' })}`}>
                    <progress
                      max={100}
                      value={completedPercent(row)}
                      aria-label={`${row.name}: ${completedPercent(row)}% completed`}
                      className={css({ w: 'full', h: '2', display: 'block', mb: '1' })}
                    />
                    <span className={css({ fontSize: 'sm', whiteSpace: 'nowrap' })}>
                      {T.progress(row.progress.completed, assignedOf(row))}
                    </span>
                    {row.progress.overdue > 0 ? (
                      <span className={`${badge({ tone: 'danger' })} ${css({ ml: '2' })}`}>
                        {T.overdue(row.progress.overdue)}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${cell} ${css({ whiteSpace: 'nowrap' })}`}>{dueText(row)}</td>
                  <td className={`${cell} ${css({ textAlign: 'right', whiteSpace: 'nowrap' })}`}>
                    <Link
                      href={`/courses/${encodeURIComponent(row.courseId)}/settings`}
                      aria-label={T.manage(row.name)}
                      className={linkButton}
                    >
                      {T.manageLabel}
                    </Link>
                    {running ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={T.end(row.name)}
                        disabled={loading}
                        onClick={() => actor.send({ type: 'campaign.end', campaignId: row.id })}
                      >
                        {T.endLabel}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </ListTable>
      ) : null}
      {!campaigns && loading ? <p role="status">{T.loading}</p> : null}
      <EndDialog actor={actor} />
    </section>
  )
}

function EndDialog({ actor }: { actor: Actor }) {
  const ending = useSelector(actor, (s) =>
    s.matches('confirmingEnd') || s.matches('ending') ? s.context.ending : null,
  )
  const busy = useSelector(actor, (s) => s.matches('ending'))
  const failure = useSelector(actor, (s) => s.context.endFailure)
  if (!ending) return null
  return (
    <ConfirmActionDialog
      title={TRAINING_TEXTS.endTitle(ending.name)}
      warning={TRAINING_TEXTS.endWarning}
      confirmLabel={T.endLabel}
      busy={busy}
      failure={failure}
      onConfirm={() => actor.send({ type: 'end.confirm' })}
      onCancel={() => actor.send({ type: 'end.cancel' })}
    />
  )
}
