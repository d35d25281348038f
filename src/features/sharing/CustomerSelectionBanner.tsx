import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import {
  offersSelectAll,
  selectionCount,
  type customerSelectionMachine,
} from '../../../machines/sharing/customer-selection.machine'
import { Button } from '../../ui/Button'

export type CustomerSelectionActor = ActorRefFrom<typeof customerSelectionMachine>

const count = (n: number) => n.toLocaleString('en-US')

/**
 * 002 §2.9: with the page ticked, "Select all N customers"; with everyone, "Clear Selection". Any table that
 * shares with customers shows it above its rows.
 */
export function CustomerSelectionBanner({ selection }: { selection: CustomerSelectionActor }) {
  const context = useSelector(selection, (s) => s.context)
  const chosen = selectionCount(context)
  if (chosen === 0) return null
  return (
    <div
      role="region"
      aria-label="Selected customers"
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'center',
        flexWrap: 'wrap',
        bg: 'surface.sunken',
        px: '3',
        py: '2',
        borderRadius: 'md',
        fontSize: 'sm',
      })}
    >
      <span className={css({ fontWeight: 'medium' })}>
        {context.allSelected
          ? `All ${count(context.total)} customers are selected.`
          : `${count(chosen)} selected`}
      </span>
      {offersSelectAll(context) ? (
        <Button size="sm" variant="link" onClick={() => selection.send({ type: 'selection.selectAll' })}>
          {`Select all ${count(context.total)} customers`}
        </Button>
      ) : null}
      <Button size="sm" variant="link" onClick={() => selection.send({ type: 'selection.clear' })}>
        Clear Selection
      </Button>
    </div>
  )
}

/** The header's box: ticks or unticks every offered row of the page. */
export function PageCheckbox({ selection, label }: { selection: CustomerSelectionActor; label: string }) {
  const pageIds = useSelector(selection, (s) => s.context.pageIds)
  const selected = useSelector(selection, (s) => s.context.selected)
  const all = pageIds.length > 0 && pageIds.every((id) => selected.includes(id))
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={all}
      disabled={pageIds.length === 0}
      onChange={(event) => selection.send({ type: 'selection.togglePage', selected: event.target.checked })}
    />
  )
}

/** One row's box; absent rows (not offered) get none. */
export function RowCheckbox({
  selection,
  id,
  label,
}: {
  selection: CustomerSelectionActor
  id: string
  label: string
}) {
  const offered = useSelector(selection, (s) => s.context.pageIds.includes(id))
  const checked = useSelector(selection, (s) => s.context.selected.includes(id))
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={!offered}
      onChange={() => selection.send({ type: 'selection.toggle', id })}
    />
  )
}
