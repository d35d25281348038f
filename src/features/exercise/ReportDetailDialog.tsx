import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { DataTable } from '../../ui/DataTable'
import { css } from '../../../styled-system/css'
import type { reportDetailMachine } from '../../../machines/exercise/report-detail.machine'
import { RECIPIENT_COLUMNS, USER_ANSWER_COLUMNS } from '../../domain/exercise-report'
import { Button } from '../../ui/Button'
import { FullScreenDialog } from '../../ui/FullScreenDialog'
import { LiveSearchField, RetryAlert } from '../../ui/ListParts'

import {
  selectTarget,
  selectRows,
  selectTotal,
  selectQuery,
  selectLoading,
  selectFailed,
  selectFailure,
  selectExporting,
  selectCanExport,
  cellsOf,
} from './report-detail-selectors'
type Detail = ActorRefFrom<typeof reportDetailMachine>
/** A learner's answers or a template's recipients (002 §2.8), searchable, sortable and exportable. */
export function ReportDetailDialog({ detail }: { detail: Detail }) {
  const target = useSelector(detail, selectTarget)
  const rows = useSelector(detail, selectRows)
  const total = useSelector(detail, selectTotal)
  const query = useSelector(detail, selectQuery)
  const loading = useSelector(detail, selectLoading)
  const failed = useSelector(detail, selectFailed)
  const failure = useSelector(detail, selectFailure)
  const exporting = useSelector(detail, selectExporting)
  const canExport = useSelector(detail, selectCanExport)
  const kind = target?.kind ?? 'user'
  const columns = kind === 'user' ? USER_ANSWER_COLUMNS : RECIPIENT_COLUMNS
  const last = (query.pageNumber + 1) * query.pageSize >= total
  return (
    <FullScreenDialog
      open={target !== null}
      title={target ? `${target.name}: ${kind === 'user' ? 'answers' : 'recipients'}` : ''}
      onClose={() => detail.send({ type: 'detail.close' })}
    >
      <div className={css({ display: 'grid', gap: '4', p: '4', maxW: '5xl', mx: 'auto', w: 'full' })}>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}>
          <LiveSearchField
            label="Search answers"
            onSearch={(searchText) => detail.send({ type: 'detail.search', searchText })}
          />
          <Button
            variant="outline"
            disabled={!canExport || exporting}
            aria-busy={exporting}
            onClick={() => detail.send({ type: 'detail.export' })}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        </div>
        {failed ? (
          <RetryAlert message={failure} onRetry={() => detail.send({ type: 'detail.retry' })} />
        ) : (
          <DataTable
            label="Answers"
            busy={loading}
            columns={columns}
            sort={query}
            onSort={(orderBy) => detail.send({ type: 'detail.sort', orderBy })}
            rows={rows.map((row) => ({ id: row.id, cells: cellsOf(row, kind) }))}
          />
        )}
        <nav
          aria-label="Answer pages"
          className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', alignItems: 'center' })}
        >
          <span className={css({ fontSize: 'sm' })}>{total} in all</span>
          <Button
            size="sm"
            variant="outline"
            disabled={query.pageNumber === 0}
            onClick={() => detail.send({ type: 'detail.page', pageNumber: query.pageNumber - 1 })}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={last}
            onClick={() => detail.send({ type: 'detail.page', pageNumber: query.pageNumber + 1 })}
          >
            Next
          </Button>
        </nav>
      </div>
    </FullScreenDialog>
  )
}
