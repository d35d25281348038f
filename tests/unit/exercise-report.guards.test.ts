import { describe, expect, it } from 'vitest'
import {
  exerciseReportMachine,
  type ExerciseReportContext,
} from '../../machines/exercise/exercise-report.machine'
import { REPORT_PAGE_SIZE, type ReportQuery } from '../../src/domain/exercise-report'
import { guardOf } from './machine-guard'

// The generated paths send only what a state accepts; these are the refusals.

const guard = (name: string) => guardOf<ExerciseReportContext>(exerciseReportMachine, name)
const query = { pageNumber: 0, pageSize: REPORT_PAGE_SIZE } as ReportQuery

describe('exercise report guards', () => {
  it('sorts only by a sortable column of the tab on screen', () => {
    const sortableHere = guard('sortableHere')
    expect(sortableHere({ tab: 'users' }, 'email')).toBe(true)
    expect(sortableHere({ tab: 'users' }, 'departments')).toBe(false)
    expect(sortableHere({ tab: 'users' }, 'learners')).toBe(false)
    expect(sortableHere({ tab: 'departments' }, 'learners')).toBe(true)
    expect(sortableHere({ tab: 'templates' }, 'answerStatus')).toBe(false)
    expect(sortableHere({ tab: 'templates' }, 'nonsense')).toBe(false)
  })

  it('exports only a table with rows', () => {
    const hasRows = guard('hasRows')
    expect(hasRows({ rows: [] })).toBe(false)
    expect(hasRows({ rows: [{}] as ExerciseReportContext['rows'] })).toBe(true)
  })

  it('pages within the rows there are, the first page of an empty table included', () => {
    const pageExists = guard('pageExists')
    expect(pageExists({ query, total: 25 }, 2)).toBe(true)
    expect(pageExists({ query, total: 25 }, 3)).toBe(false)
    expect(pageExists({ query, total: 20 }, 2)).toBe(false)
    expect(pageExists({ query, total: 20 }, 1)).toBe(true)
    expect(pageExists({ query, total: 25 }, -1)).toBe(false)
    expect(pageExists({ query, total: 0 }, 0)).toBe(true)
    expect(pageExists({ query, total: 0 }, 1)).toBe(false)
  })
})
