import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import {
  actorOf,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  AUDIT_ACTOR_LABELS,
  AUDIT_TEXTS,
  withAuditFilter,
  type AuditAction,
} from '../../domain/audit-log'
import { Button } from '../../ui/Button'
import { listControl, RetryAlert } from '../../ui/ListParts'
import { ListQueryPager } from '../../ui/Pager'
import { panel } from '../../ui/surfaces'
import {
  selectAuditFailure,
  selectAuditFiltered,
  selectAuditFilters,
  selectAuditLoading,
  selectAuditPage,
  selectAuditQuery,
  selectCanDownload,
  selectDownloading,
  type AuditLogActor,
} from './audit-log-selectors'
import { AuditEntryItem } from './AuditEntryItem'
import { muted, panelHeading } from './settings-styles'

const filterLabel = css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm', minW: '0' })
const ACTIONS = Object.entries(AUDIT_ACTIONS) as [AuditAction, string][]

/** Settings → Audit log: the entries as a list (one card each, readable at any width), filters and CSV. */
export function AuditLogPanel({ actor }: { actor: AuditLogActor }) {
  const query = useSelector(actor, selectAuditQuery)
  const filters = useSelector(actor, selectAuditFilters)
  const page = useSelector(actor, selectAuditPage)
  const loading = useSelector(actor, selectAuditLoading)
  const failure = useSelector(actor, selectAuditFailure)
  const filtered = useSelector(actor, selectAuditFiltered)
  const canDownload = useSelector(actor, selectCanDownload)
  const downloading = useSelector(actor, selectDownloading)
  const filter = (key: 'actorKind' | 'action', value: string) =>
    actor.send({ type: 'audit.query', query: withAuditFilter(query, key, value) })
  return (
    <section aria-labelledby="audit-title" className={panel}>
      <h2 id="audit-title" className={panelHeading}>
        {AUDIT_TEXTS.title}
      </h2>
      <p className={muted}>{AUDIT_TEXTS.intro}</p>
      <div
        role="group"
        aria-label="Audit log filters"
        className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', alignItems: 'end' })}
      >
        <label className={filterLabel}>
          {AUDIT_TEXTS.actorFilter}
          <select
            className={listControl}
            value={filters.actorKind ?? ''}
            onChange={(event) => filter('actorKind', event.target.value)}
          >
            <option value="">{AUDIT_TEXTS.anyone}</option>
            {AUDIT_ACTOR_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {AUDIT_ACTOR_LABELS[kind]}
              </option>
            ))}
          </select>
        </label>
        <label className={filterLabel}>
          {AUDIT_TEXTS.actionFilter}
          <select
            className={listControl}
            value={filters.action ?? ''}
            onChange={(event) => filter('action', event.target.value)}
          >
            <option value="">{AUDIT_TEXTS.anything}</option>
            {ACTIONS.map(([action, label]) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="outline"
          disabled={!canDownload}
          aria-busy={downloading || undefined}
          onClick={() => actor.send({ type: 'audit.download' })}
        >
          {AUDIT_TEXTS.download}
        </Button>
      </div>
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'audit.retry' })} />
      {!page && loading ? <p role="status">Loading the audit log…</p> : null}
      {page && page.items.length === 0 ? (
        <p className={muted}>{filtered ? AUDIT_TEXTS.emptyFiltered : AUDIT_TEXTS.empty}</p>
      ) : null}
      <ol
        aria-label="Audit entries"
        aria-busy={loading || undefined}
        className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' })}
      >
        {page?.items.map((entry) => (
          <AuditEntryItem
            key={entry.id}
            entry={entry}
            by={`${AUDIT_ACTOR_LABELS[entry.actorKind]}: ${actorOf(entry)}`}
          />
        ))}
      </ol>
      <ListQueryPager
        query={query}
        total={page?.pageInfo.totalCount ?? 0}
        onQuery={(next) => actor.send({ type: 'audit.query', query: next })}
      />
    </section>
  )
}
