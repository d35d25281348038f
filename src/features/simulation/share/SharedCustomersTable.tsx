import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { SHARE_PAGE_SIZE, SHARE_TEXTS } from '../../../domain/simulation/sharing'
import { Button } from '../../../ui/Button'
import { listCell as cell, ListStatusRow, ListTable } from '../../../ui/ListParts'
import { Pager } from '../../../ui/Pager'
import { PageCheckbox, RowCheckbox } from '../../sharing/CustomerSelectionBanner'
import {
  selectSharePage,
  selectShareLoading,
  selectShareQuery,
  selectShareSelection,
  shortDate,
  type ShareActor,
} from './selectors'

/** The customers that have the campaign: sent %, created and start dates; an empty campaign prompts to add. */
export function SharedCustomersTable({ share }: { share: ShareActor }) {
  const page = useSelector(share, selectSharePage)
  const query = useSelector(share, selectShareQuery)
  const loading = useSelector(share, selectShareLoading)
  const selection = useSelector(share, selectShareSelection)
  const empty = page !== null && page.companies.length === 0
  if (empty && query.searchText === '' && query.pageNumber === 0)
    return (
      <div
        className={css({
          display: 'grid',
          justifyItems: 'center',
          gap: '3',
          p: '10',
          bg: 'surface.card',
          borderRadius: 'lg',
          boxShadow: 'sm',
          textAlign: 'center',
        })}
      >
        <p>{SHARE_TEXTS.empty}</p>
        <Button onClick={() => share.send({ type: 'add.open' })}>{SHARE_TEXTS.addPrompt}</Button>
      </div>
    )
  return (
    <>
      <ListTable busy={loading}>
        <thead>
          <tr>
            <th className={cell}>
              {selection ? (
                <PageCheckbox selection={selection} label="Select all customers on this page" />
              ) : null}
            </th>
            <th className={cell}>Customer</th>
            <th className={cell}>Sent</th>
            <th className={cell}>Created</th>
            <th className={cell}>Start date</th>
          </tr>
        </thead>
        <tbody>
          {page?.companies.map((row) => (
            <tr key={row.campaignId}>
              <td className={cell}>
                {selection ? (
                  <RowCheckbox
                    selection={selection}
                    id={row.campaignId}
                    label={`Select ${row.companyName}`}
                  />
                ) : null}
              </td>
              <td className={cell}>{row.companyName}</td>
              <td className={cell}>{row.sentPercent}%</td>
              <td className={cell}>{shortDate(row.createdDate)}</td>
              <td className={cell}>{shortDate(row.startDate)}</td>
            </tr>
          ))}
          <ListStatusRow columns={5} noun="customers" loading={!page && loading} empty={empty} />
        </tbody>
      </ListTable>
      <Pager
        pageNumber={query.pageNumber}
        pageSize={query.pageSize}
        total={page?.pageInfo.totalCount ?? 0}
        sizes={[SHARE_PAGE_SIZE]}
        onPage={(pageNumber) => share.send({ type: 'share.query', query: { ...query, pageNumber } })}
        onPageSize={() => {}}
      />
    </>
  )
}
