import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { token } from '../../../styled-system/tokens'
import { AFTER_FAILURE_TEXTS } from '../../domain/training-after-failure'
import { PROGRESS_LEGEND, type TrainingProgress } from '../../domain/training-campaign'
import { listCell as cell, ListTable } from '../../ui/ListParts'
import { selectData, type CoursePageActor } from './course-selectors'

const total = (progress: TrainingProgress) =>
  progress.completed + progress.inProgress + progress.notStarted + progress.overdue

/** One bar in the legend's colours (001 §9), its shares said in words too. */
/** Rows of progress by a name (department, or who assigned it), the legend's columns and a bar. */
function ProgressTable({
  caption,
  heading,
  rows,
}: {
  caption: string
  heading: string
  rows: { key: string; name: string; progress: TrainingProgress }[]
}) {
  return (
    <ListTable busy={false}>
      <caption className={css({ textAlign: 'left', p: '3', fontWeight: 'semibold' })}>{caption}</caption>
      <thead>
        <tr>
          <th className={cell}>{heading}</th>
          {PROGRESS_LEGEND.map((item) => (
            <th key={item.key} className={cell}>
              {item.label}
            </th>
          ))}
          <th className={cell}>Progress</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={cell}>
              {row.name}
            </th>
            {PROGRESS_LEGEND.map((item) => (
              <td key={item.key} className={cell}>
                {row.progress[item.key]}
              </td>
            ))}
            <td className={cell}>
              <ProgressBar progress={row.progress} label={row.name} />
            </td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  )
}

function ProgressBar({ progress, label }: { progress: TrainingProgress; label: string }) {
  const all = total(progress)
  return (
    <div
      role="img"
      aria-label={`${label}: ${PROGRESS_LEGEND.map((item) => `${item.label} ${progress[item.key]}`).join(', ')}`}
      className={css({
        display: 'flex',
        h: '3',
        borderRadius: 'full',
        overflow: 'hidden',
        bg: 'surface.sunken',
        minW: '120px',
      })}
    >
      {all > 0
        ? PROGRESS_LEGEND.map((item) => (
            <span
              key={item.key}
              style={{
                width: `${(progress[item.key] / all) * 100}%`,
                background: token(`colors.${item.color}` as never),
              }}
            />
          ))
        : null}
    </div>
  )
}

/** The course's statistics in this company: the four states in the legend's colours, per department. */
export function CourseStatisticsTab({ page }: { page: CoursePageActor }) {
  const data = useSelector(page, selectData)
  if (!data) return null
  const { totals, departments, sources = [] } = data.statistics
  const all = total(totals)
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <dl
        aria-label="Learners"
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
        })}
      >
        {PROGRESS_LEGEND.map((item) => (
          <div
            key={item.key}
            className={css({
              bg: 'surface.card',
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'lg',
              p: '3',
              borderLeftWidth: '4px',
            })}
            style={{ borderLeftColor: token(`colors.${item.color}` as never) }}
          >
            <dt className={css({ fontSize: 'sm', color: 'text.muted' })}>{item.label}</dt>
            <dd className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{totals[item.key]}</dd>
            <dd className={css({ fontSize: 'xs', color: 'text.muted' })}>
              {all > 0 ? `${Math.round((totals[item.key] / all) * 100)}%` : '—'}
            </dd>
          </div>
        ))}
      </dl>
      {all === 0 ? (
        <p className={css({ color: 'text.muted' })}>Nobody has been assigned this course yet.</p>
      ) : (
        <>
          <ProgressTable
            caption="By department"
            heading="Department"
            rows={departments.map((row) => ({
              key: row.id ?? 'none',
              name: row.name,
              progress: row.progress,
            }))}
          />
          {sources.some((row) => row.source === 'afterFailure') ? (
            <ProgressTable
              caption="By source"
              heading="Source"
              rows={sources.map((row) => ({
                key: row.source,
                name:
                  row.source === 'afterFailure'
                    ? AFTER_FAILURE_TEXTS.source
                    : AFTER_FAILURE_TEXTS.adminSource,
                progress: row.progress,
              }))}
            />
          ) : null}
        </>
      )}
    </div>
  )
}
