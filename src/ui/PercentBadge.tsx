import { percentBand, percentText, type PercentBand } from '../domain/percentage'
import { badge } from './badge'

const TONES: Record<PercentBand, 'danger' | 'warning' | 'success'> = {
  low: 'danger',
  average: 'warning',
  perfect: 'success',
}

/** A score as the spec's percentage badge: its band in colour and, for assistive technology, in words. */
export function PercentBadge({ value }: { value: number }) {
  const band = percentBand(value)
  return (
    <span className={badge({ tone: TONES[band] })} title={band}>
      {percentText(value)}
    </span>
  )
}
