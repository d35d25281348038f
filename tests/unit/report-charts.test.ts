import { describe, expect, it } from 'vitest'
import type { ReportStatistics } from '../../src/domain/exercise-report'
import { answerChart, figureColumns, statusChart } from '../../src/domain/report-charts'

const stats = (counts: number[], answers?: ReportStatistics['answers']): ReportStatistics => ({
  campaign: { name: 'Q3' },
  statuses: (['COMPLETED', 'IN_PROGRESS', 'NOT_STARTED', 'OVERDUE'] as const).map((name, i) => ({
    name,
    count: counts[i]!,
  })),
  total: { averageScorePercentage: 50 },
  ...(answers ? { answers } : {}),
})

describe('the exercise report charts (issue 24)', () => {
  it('name every figure for assistive technology, in the spec colours order', () => {
    const chart = statusChart(stats([120, 30, 15, 4]))
    expect(chart.summary).toBe('Learners by status: Completed 120, In Progress 30, Not Started 15, Overdue 4')
    expect(chart.slices.map((s) => s.tone)).toEqual(['completed', 'inProgress', 'notStarted', 'overdue'])
    expect(chart.empty).toBe(false)
    expect(answerChart(stats([1, 0, 0, 0], { correct: 1200, partial: 3, wrong: 40 })).summary).toBe(
      'Answers: Correct 1,200, Partial 3, Wrong 40',
    )
  })

  it('say there is nothing instead of drawing equal slices of zero', () => {
    expect(statusChart(stats([0, 0, 0, 0])).empty).toBe(true)
    expect(answerChart(stats([0, 0, 0, 0])).empty).toBe(true)
  })
})

describe("a report's headline figures on a wide screen", () => {
  it('stand in one row up to five, then in two even rows, never one alone on a row', () => {
    expect([1, 2, 5].map(figureColumns)).toEqual([1, 2, 5])
    expect([6, 7, 8, 10].map(figureColumns)).toEqual([3, 4, 4, 5])
    for (let count = 1; count <= 12; count++) {
      const columns = figureColumns(count)
      const lastRow = count % columns || columns
      expect(count === 1 || lastRow > 1, `${count} figures`).toBe(true)
    }
  })
})
