import type { CalendarItem } from '../../src/domain/calendar-planner'
import type { PlannerInput } from '../calendar/activity-calendar.machine'

// A planner on 27 November 2026 with something in most rows: a crowded June of gaming, a tournament, a queued
// exercise (it does not open), and items that ended or were archived (left out).

const item = (
  partial: Partial<CalendarItem> & Pick<CalendarItem, 'id' | 'category' | 'startAt'>,
): CalendarItem => ({
  name: partial.id,
  status: 'running',
  assignedUsers: 12,
  completionPercentage: 40,
  ...partial,
})

export const PLANNER_TODAY = '2026-11-27'

export const partnerPlanner: PlannerInput = {
  today: PLANNER_TODAY,
  zone: 'UTC',
  partner: true,
  flags: ['calendar-add-course', 'calendar-add-monthly-video', 'secure-code-tournament'],
}

export const companyPlanner: PlannerInput = { ...partnerPlanner, partner: false, flags: [] }

export const plannerItems: CalendarItem[] = [
  item({
    id: 'cmp_annual',
    category: 'annualTraining',
    name: 'Annual Training Campaign',
    startAt: '2026-02-03T09:00:00.000Z',
    courseId: 'crs_annual',
  }),
  item({
    id: 'cmp_phish',
    category: 'training',
    name: 'Phishing Fundamentals',
    startAt: '2026-11-02T09:00:00.000Z',
    courseId: 'crs_phishing',
  }),
  item({
    id: 'cmp_old',
    category: 'training',
    name: 'GDPR Essentials',
    startAt: '2026-03-02T09:00:00.000Z',
    status: 'ended',
    courseId: 'crs_gdpr',
  }),
  item({
    id: 'mv_2026_10',
    category: 'monthlyVideo',
    name: 'Tailgating',
    startAt: '2026-10-01T00:00:00.000Z',
  }),
  ...Array.from({ length: 11 }, (_, index) =>
    item({
      id: `ex_${index}`,
      category: 'gaming',
      name: `Exercise ${index + 1}`,
      startAt: `2026-06-${String(index + 1).padStart(2, '0')}T09:00:00.000Z`,
    }),
  ),
  item({
    id: 'ex_queued',
    category: 'gaming',
    name: 'Quarter exercise',
    startAt: '2026-12-01T09:00:00.000Z',
    status: 'queued',
  }),
  item({
    id: 'sim_live',
    category: 'phishing',
    name: 'Invoice wave',
    startAt: '2026-09-14T09:00:00.000Z',
    status: 'IN_PROGRESS',
  }),
  item({
    id: 'sim_gone',
    category: 'phishing',
    name: 'Old wave',
    startAt: '2026-04-14T09:00:00.000Z',
    status: 'ARCHIVED',
  }),
  item({
    id: 'tnm_next',
    category: 'secureCode',
    name: 'Secure code tournament',
    startAt: '2027-01-12T10:00:00.000Z',
    status: 'SCHEDULED',
  }),
  item({
    id: 'dev_course',
    category: 'devTraining',
    name: 'OWASP Top 10',
    startAt: '2027-02-01T09:00:00.000Z',
    courseId: 'crs_owasp',
  }),
]
