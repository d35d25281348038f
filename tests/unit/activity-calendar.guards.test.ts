import { describe, expect, it } from 'vitest'
import {
  activityCalendarMachine,
  type ActivityCalendarContext,
} from '../../machines/calendar/activity-calendar.machine'
import {
  companyPlanner,
  partnerPlanner,
  plannerItems,
} from '../../machines/samples/activity-calendar.samples'
import { libraryCourses } from '../../machines/samples/courses.samples'
import { guardOf } from './machine-guard'

// The generated paths send only what the page or its open dialog accepts; these are the refusals.

const guard = (name: string) => guardOf<ActivityCalendarContext>(activityCalendarMachine, name)
const partner = { ...partnerPlanner, offset: 0, items: plannerItems, shown: null }
const company = { ...companyPlanner, offset: 0, items: plannerItems, shown: null }
const add = (category?: string, month?: string) => ({ type: 'activity.add', category, month })
const open = (category: string, month: string) => ({ type: 'month.open', category, month })

describe('activity calendar guards', () => {
  it('slides one year back and one year ahead, no further', () => {
    expect(guard('canGoBack')({ offset: 0 })).toBe(true)
    expect(guard('canGoBack')({ offset: -1 })).toBe(false)
    expect(guard('canGoOn')({ offset: 0 })).toBe(true)
    expect(guard('canGoOn')({ offset: 1 })).toBe(false)
  })

  it('adds an activity only to a month on screen, not past, in a row that is not locked', () => {
    const canAdd = guard('canAdd')
    expect(canAdd(partner, undefined, add())).toBe(true)
    expect(canAdd(partner, undefined, add('training', '2026-12'))).toBe(true)
    expect(canAdd(partner, undefined, add('training', '2026-01'))).toBe(false)
    expect(canAdd(partner, undefined, add('training', '2027-12'))).toBe(false)
    expect(canAdd({ ...partner, offset: 1 }, undefined, add('training', '2027-12'))).toBe(true)
    expect(canAdd(company, undefined, add('phishing', '2026-12'))).toBe(false)
    expect(canAdd(company, undefined, add('annualTraining', '2026-12'))).toBe(true)
    expect(canAdd(company, undefined, add('secureCode', '2026-12'))).toBe(false)
    expect(canAdd(partner, undefined, { type: 'month.open' })).toBe(false)
  })

  it('lists a month cell only when it is on screen and holds items', () => {
    const hasItems = guard('hasItems')
    expect(hasItems(partner, undefined, open('gaming', '2026-06'))).toBe(true)
    expect(hasItems(partner, undefined, open('gaming', '2026-07'))).toBe(false)
    expect(hasItems(partner, undefined, open('secureCode', '2027-01'))).toBe(false)
    expect(hasItems({ ...partner, offset: 1 }, undefined, open('secureCode', '2027-01'))).toBe(true)
    expect(hasItems(partner, undefined, add('gaming', '2026-06'))).toBe(false)
  })

  it('changes the activity only to an open row and a plannable month', () => {
    const isPlannableChange = guard('isPlannableChange')
    expect(isPlannableChange(partner, { category: 'phishing' })).toBe(true)
    expect(isPlannableChange(company, { category: 'phishing' })).toBe(false)
    expect(isPlannableChange(partner, { category: null })).toBe(false)
    expect(isPlannableChange(partner, { month: '2027-03' })).toBe(true)
    expect(isPlannableChange(partner, { month: '2026-10' })).toBe(false)
    expect(isPlannableChange(partner, { month: '2028-01' })).toBe(false)
  })

  it('opens the course or monthly dialog only where the company has it switched on', () => {
    const training = { category: 'training' as const, month: '2026-12' }
    expect(guard('courseDialog')({ ...partner, activity: training })).toBe(true)
    expect(guard('courseDialog')({ ...company, activity: training })).toBe(false)
    expect(guard('courseDialog')({ ...partner, activity: { ...training, category: 'gaming' } })).toBe(false)
    expect(guard('courseDialog')({ ...partner, activity: { ...training, category: null } })).toBe(false)
    const monthly = { category: 'monthlyVideo' as const, month: '2026-12' }
    expect(guard('monthlyDialog')({ ...partner, activity: monthly })).toBe(true)
    expect(guard('monthlyDialog')({ ...company, activity: monthly })).toBe(false)
    expect(guard('monthlyDialog')({ ...partner, activity: training })).toBe(false)
    expect(guard('activityChosen')({ activity: { category: null, month: '2026-12' } })).toBe(false)
  })

  it('takes only a course of the chosen row, and a start date inside its month', () => {
    const activity = { category: 'training' as const, month: '2026-12' }
    const courses = { ...partner, courses: libraryCourses, activity }
    const rowCourse = libraryCourses.find((course) => guard('isRowCourse')(courses, { courseId: course.id }))
    expect(rowCourse).toBeDefined()
    expect(guard('isRowCourse')(courses, { courseId: 'crs_unknown' })).toBe(false)
    expect(guard('isRowCourse')(courses, { startDate: '2026-12-09' })).toBe(true)
    const courseValid = guard('courseValid')
    const draft = (startDate: string) => ({ ...courses, course: { courseId: rowCourse!.id, startDate } })
    expect(courseValid(draft('2026-12-09'))).toBe(true)
    expect(courseValid(draft('2027-01-04'))).toBe(false)
    expect(courseValid(draft('2026-11-01'))).toBe(false)
    expect(courseValid(draft(''))).toBe(false)
    expect(courseValid({ ...draft('2026-12-09'), course: { courseId: '', startDate: '2026-12-09' } })).toBe(
      false,
    )
  })

  it('offers Enable only for a monthly video that is off', () => {
    const settings = {
      assignmentType: 'ALL_USERS' as const,
      departmentIds: [],
      groupIds: [],
      daysToComplete: 14,
    }
    expect(guard('monthlyOff')({ monthly: { ...settings, enabled: false } })).toBe(true)
    expect(guard('monthlyOff')({ monthly: { ...settings, enabled: true } })).toBe(false)
    expect(guard('monthlyOff')({ monthly: null })).toBe(false)
  })

  it('opens only an item of the cell on screen: tournaments in their report, others on their page', () => {
    const june = { ...partner, shown: { category: 'gaming' as const, month: '2026-06' } }
    const january = { ...partner, offset: 1, shown: { category: 'secureCode' as const, month: '2027-01' } }
    expect(guard('hasPage')(june, 'ex_0')).toBe(true)
    expect(guard('hasPage')(june, 'sim_live')).toBe(false)
    expect(guard('hasPage')(partner, 'ex_0')).toBe(false)
    expect(guard('isTournament')(january, 'tnm_next')).toBe(true)
    expect(guard('isTournament')(june, 'ex_0')).toBe(false)
    expect(guard('isTournament')(june, 'tnm_next')).toBe(false)
  })
})
