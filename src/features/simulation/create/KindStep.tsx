import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { SIMULATION_KIND_LABELS, SIMULATION_KINDS } from '../../../domain/simulation/campaign'
import { selectDraft, type CreateFlow } from './selectors'

const KIND_TEXT = {
  ONE_TIME: 'One round of mails over the days you choose: a snapshot of who spots a phish today.',
  SMART:
    'Rounds over 12 months (monthly, every two months, quarterly or every six months), each recipient moving on to the next template: a trend, not a snapshot.',
} as const

const option = css({
  display: 'grid',
  gap: '1',
  p: '4',
  borderWidth: '2px',
  borderColor: 'border',
  borderRadius: 'lg',
  cursor: 'pointer',
  _hover: { borderColor: 'brand' },
  '&:has(input:checked)': { borderColor: 'brand', bg: 'brand.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand' },
})

/** Step 1: one-time or smart phishing (000 §3 campaign kinds). */
export function KindStep({ flow }: { flow: CreateFlow }) {
  const draft = useSelector(flow, selectDraft)
  return (
    <fieldset
      className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
    >
      <legend className={css({ fontWeight: 'semibold', mb: '2' })}>What kind of simulation?</legend>
      {SIMULATION_KINDS.map((kind) => (
        <label key={kind} className={option}>
          <span className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: 'semibold' })}>
            <input
              type="radio"
              name="kind"
              aria-label={SIMULATION_KIND_LABELS[kind]}
              aria-describedby={`kind-${kind}`}
              checked={draft.kind === kind}
              onChange={() => flow.send({ type: 'kind.choose', kind })}
            />
            {SIMULATION_KIND_LABELS[kind]}
          </span>
          <span id={`kind-${kind}`} className={css({ fontSize: 'sm', color: 'text.muted' })}>
            {KIND_TEXT[kind]}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
