// The percentage badge (000 §2 shared widgets, §9): under 10 low, under 70 average, otherwise perfect; a share
// below 0.1 shows "<0.01%".

export type PercentBand = 'low' | 'average' | 'perfect'

export const PERCENT_BANDS = { low: 10, average: 70 } as const

export const percentBand = (value: number): PercentBand =>
  value < PERCENT_BANDS.low ? 'low' : value < PERCENT_BANDS.average ? 'average' : 'perfect'

export const percentText = (value: number): string =>
  value > 0 && value < 0.1 ? '<0.01%' : `${Number(value.toFixed(2))}%`
