import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css, cx } from '../../../styled-system/css'
import type { platformCompaniesMachine } from '../../../machines/support/platform-companies.machine'
import {
  overviewFacts,
  pageRange,
  PLATFORM_TEXTS as T,
  relationOf,
  type PlatformCompanyOverview,
} from '../../domain/platform-companies'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { FactList } from '../../ui/FactList'
import { LiveSearchField, RetryAlert } from '../../ui/ListParts'
import { panel } from '../../ui/surfaces'
import { TextAreaField } from '../../ui/TextAreaField'
import { AuditEntryItem } from '../settings/AuditEntryItem'

type Actor = ActorRefFrom<typeof platformCompaniesMachine>

const muted = css({ color: 'text.muted', fontSize: 'sm' })
const layout = css({
  display: 'grid',
  gap: '4',
  alignItems: 'start',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
})

/** /platform/companies: platform staff's start — the company search beside the company on screen. */
export default function PlatformCompaniesPage({ actor }: { actor: Actor }) {
  return (
    <section aria-labelledby="platform-companies-title" className={css({ display: 'grid', gap: '4' })}>
      <div>
        <h1 id="platform-companies-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {T.title}
        </h1>
        <p className={muted}>{T.intro}</p>
      </div>
      <div className={layout}>
        <CompanySearch actor={actor} />
        <CompanyPanel actor={actor} />
      </div>
      <ReasonDialog actor={actor} />
    </section>
  )
}

function CompanySearch({ actor }: { actor: Actor }) {
  const search = useSelector(actor, (s) => s.context.search)
  const page = useSelector(actor, (s) => s.context.page)
  const busy = useSelector(actor, (s) => s.matches({ list: 'loading' }) || s.matches({ list: 'pausing' }))
  const failure = useSelector(actor, (s) => (s.matches({ list: 'failed' }) ? s.context.listFailure : null))
  const selected = useSelector(actor, (s) => s.context.companyId)
  const range = page ? pageRange(page) : null
  return (
    <div className={cx(panel, selected !== null && css({ display: { base: 'none', lg: 'flex' } }))}>
      <LiveSearchField
        label={T.search}
        defaultValue={search}
        onSearch={(text) => actor.send({ type: 'companies.search', text })}
      />
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'companies.retry' })} />
      {!page && busy ? <p role="status">{T.loading}</p> : null}
      {page && page.items.length === 0 ? (
        <p className={muted}>{search.trim() ? T.noMatch(search.trim()) : T.empty}</p>
      ) : null}
      {page ? <p className={muted}>{T.count(page.pageInfo.totalCount)}</p> : null}
      <ul
        aria-label={T.title}
        aria-busy={busy || undefined}
        className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' })}
      >
        {page?.items.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              aria-current={row.id === selected ? 'true' : undefined}
              onClick={() => actor.send({ type: 'company.select', companyId: row.id })}
              className={cx(
                css({
                  w: 'full',
                  textAlign: 'left',
                  display: 'grid',
                  gap: '1',
                  p: '3',
                  borderRadius: 'md',
                  border: '1px solid',
                  borderColor: 'border',
                  cursor: 'pointer',
                  minW: '0',
                  overflowWrap: 'anywhere',
                  _hover: { bg: 'surface.sunken' },
                  _currentPage: { borderColor: 'brand', bg: 'brand.subtle' },
                }),
              )}
            >
              <span className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
                <span className={css({ fontWeight: 'semibold' })}>{row.name}</span>
                <span className={badge({ tone: row.plan === 'Free' ? 'muted' : 'info' })}>{row.plan}</span>
                {row.disabled ? <span className={badge({ tone: 'danger' })}>{T.disabled}</span> : null}
              </span>
              <span className={muted}>
                {relationOf(row)} · {T.users(row.activeUsers)}
              </span>
              {row.matchedUser ? <span className={muted}>{T.matchedUser(row.matchedUser)}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {range && page && page.pageInfo.totalCount > page.pageInfo.pageSize ? (
        <nav
          aria-label="Pages"
          className={css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'flex-end' })}
        >
          <span className={css({ fontSize: 'sm' })}>{range.text}</span>
          <Button
            size="sm"
            variant="outline"
            disabled={!range.previous || busy}
            onClick={() => actor.send({ type: 'companies.page', pageNumber: page.pageInfo.pageNumber - 1 })}
          >
            {T.previous}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!range.next || busy}
            onClick={() => actor.send({ type: 'companies.page', pageNumber: page.pageInfo.pageNumber + 1 })}
          >
            {T.next}
          </Button>
        </nav>
      ) : null}
    </div>
  )
}

function CompanyPanel({ actor }: { actor: Actor }) {
  const none = useSelector(actor, (s) => s.matches({ company: 'none' }))
  const loading = useSelector(actor, (s) => s.matches({ company: 'loading' }))
  const failure = useSelector(actor, (s) =>
    s.matches({ company: 'failed' }) ? s.context.companyFailure : null,
  )
  const shown = useSelector(actor, (s) =>
    s.matches({ company: 'loading' }) || s.matches({ company: 'failed' }) ? null : s.context.overview,
  )
  const overview = useSelector(actor, (s) => s.context.overview)
  if (none) return <p className={cx(panel, muted)}>{T.pick}</p>
  return (
    <section
      aria-label={overview?.name ?? T.loadingCompany}
      aria-busy={loading || undefined}
      className={panel}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-start' })}>
        <h2
          className={css({
            fontSize: 'xl',
            fontWeight: 'bold',
            flex: '1',
            minW: '0',
            overflowWrap: 'anywhere',
          })}
        >
          {overview?.name ?? T.loadingCompany}
        </h2>
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'company.close' })}>
          {T.close}
        </Button>
      </div>
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'company.retry' })} />
      {shown ? <Overview actor={actor} overview={shown} /> : null}
    </section>
  )
}

function Overview({ actor, overview }: { actor: Actor; overview: PlatformCompanyOverview }) {
  const canOpen = useSelector(actor, (s) => s.can({ type: 'company.open' }))
  return (
    <>
      <FactList label={T.facts} rows={overviewFacts(overview)} />
      {overview.own ? (
        <p className={muted}>{T.own}</p>
      ) : (
        <div className={css({ display: 'grid', gap: '2', justifyItems: 'start' })}>
          <Button disabled={!canOpen} onClick={() => actor.send({ type: 'company.open' })}>
            {T.open}
          </Button>
          {overview.accessGranted ? null : <p className={muted}>{T.accessNote}</p>}
        </div>
      )}
      <h3 className={css({ fontWeight: 'semibold', mt: '2' })}>{T.audit}</h3>
      {overview.audit.length === 0 ? <p className={muted}>{T.auditEmpty}</p> : null}
      <ol
        aria-label={T.audit}
        className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' })}
      >
        {overview.audit.map((entry) => (
          <AuditEntryItem
            key={entry.id}
            entry={entry}
            by={`${T.auditBy[entry.actorKind]}: ${entry.actorEmail}`}
          />
        ))}
      </ol>
    </>
  )
}

function ReasonDialog({ actor }: { actor: Actor }) {
  const open = useSelector(
    actor,
    (s) => s.matches({ company: 'asking' }) || s.matches({ company: 'opening' }),
  )
  const opening = useSelector(actor, (s) => s.matches({ company: 'opening' }))
  const name = useSelector(actor, (s) => s.context.overview?.name ?? '')
  const reason = useSelector(actor, (s) => s.context.reason)
  const error = useSelector(actor, (s) => s.context.reasonError)
  return (
    <Dialog
      open={open}
      title={T.reasonTitle(name)}
      onClose={() => actor.send({ type: 'reason.cancel' })}
      closable={!opening}
      actions={
        <>
          <Button variant="outline" disabled={opening} onClick={() => actor.send({ type: 'reason.cancel' })}>
            {T.cancel}
          </Button>
          <Button
            aria-busy={opening || undefined}
            disabled={opening}
            onClick={() => actor.send({ type: 'reason.submit' })}
          >
            {T.confirm}
          </Button>
        </>
      }
    >
      <div className={css({ display: 'grid', gap: '2' })}>
        <p className={muted}>{T.reasonHint}</p>
        <TextAreaField
          label={T.reasonLabel}
          value={reason}
          error={error}
          maxLength={600}
          onChange={(event) => actor.send({ type: 'reason.change', text: event.target.value })}
        />
      </div>
    </Dialog>
  )
}
