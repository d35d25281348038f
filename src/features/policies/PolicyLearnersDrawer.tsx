import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { POLICY_LEARNERS_PAGE_SIZE } from '../../../machines/policies/policy-learners.machine'
import { POLICY_FILTER_LABELS, POLICY_FILTERS } from '../../domain/policies'
import { Button } from '../../ui/Button'
import { Drawer } from '../../ui/Drawer'
import { listCell as cell, ListTable, RetryAlert } from '../../ui/ListParts'
import { SearchForm } from '../../ui/SearchForm'
import {
  selectLearnersBusy,
  selectLearnersData,
  selectLearnersFailure,
  selectLearnersName,
  selectLearnersQuery,
  type PolicyLearnersActor,
} from './policies-selectors'
import { formatDate } from '../../domain/intl-format'

const day = (iso: string | null) =>
  iso ? formatDate(iso, 'en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : '—'

/** One policy's learners under the filter keys: acknowledged, not opened, overdue. */
export function PolicyLearnersDrawer({ learners }: { learners: PolicyLearnersActor }) {
  const query = useSelector(learners, selectLearnersQuery)
  const data = useSelector(learners, selectLearnersData)
  const busy = useSelector(learners, selectLearnersBusy)
  const failure = useSelector(learners, selectLearnersFailure)
  const name = useSelector(learners, selectLearnersName)
  const total = data?.pageInfo.totalCount ?? 0
  const first = total === 0 ? 0 : query.page * POLICY_LEARNERS_PAGE_SIZE + 1
  const last = Math.min(total, (query.page + 1) * POLICY_LEARNERS_PAGE_SIZE)
  return (
    <Drawer
      open
      title={name}
      onClose={() => learners.send({ type: 'learners.close' })}
      footer={
        <Button variant="ghost" onClick={() => learners.send({ type: 'learners.close' })}>
          Done
        </Button>
      }
    >
      <div className={css({ display: 'grid', gap: '3' })}>
        <div
          role="group"
          aria-label="Learners who"
          className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}
        >
          {POLICY_FILTERS.map((filter) => (
            <Button
              key={filter}
              size="sm"
              variant={query.filter === filter ? 'solid' : 'outline'}
              aria-pressed={query.filter === filter}
              onClick={() => learners.send({ type: 'learners.filter', filter })}
            >
              {POLICY_FILTER_LABELS[filter]}
            </Button>
          ))}
        </div>
        <SearchForm
          label="Search learners"
          value={query.search}
          onSearch={(text) => learners.send({ type: 'learners.search', text })}
        />
        <RetryAlert message={failure} onRetry={() => learners.send({ type: 'learners.retry' })} />
        <ListTable busy={busy}>
          <thead>
            <tr>
              <th className={cell}>Learner</th>
              <th className={cell}>{query.filter === 'acknowledged' ? 'Acknowledged' : 'Due'}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.items ?? []).map((item) => (
              <tr key={item.userId}>
                <th scope="row" className={cell}>
                  {item.fullName || item.email}
                  <span
                    className={css({
                      display: 'block',
                      fontSize: 'sm',
                      color: 'text.muted',
                      fontWeight: 'normal',
                    })}
                  >
                    {item.email}
                  </span>
                </th>
                <td className={cell}>
                  {day(query.filter === 'acknowledged' ? item.acknowledgedAt : item.dueAt)}
                </td>
              </tr>
            ))}
            {data && data.items.length === 0 ? (
              <tr>
                <td colSpan={2} className={cell}>
                  No learners here.
                </td>
              </tr>
            ) : null}
          </tbody>
        </ListTable>
        <nav
          aria-label="Pages"
          className={css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'flex-end' })}
        >
          <span className={css({ fontSize: 'sm' })}>
            {first}–{last} of {total}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || query.page === 0}
            onClick={() => learners.send({ type: 'learners.page', page: query.page - 1 })}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || last >= total}
            onClick={() => learners.send({ type: 'learners.page', page: query.page + 1 })}
          >
            Next
          </Button>
        </nav>
      </div>
    </Drawer>
  )
}
