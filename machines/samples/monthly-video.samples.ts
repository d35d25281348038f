import type { MonthlyVideoData } from '../calendar/monthly-video.machine'
import { directory } from './training.samples'

// A company's monthly video calendar: this month's video not given yet, automatic assignment off, and two
// months given before.

const current = {
  id: 'mv_2026-11',
  month: '2026-11',
  title: 'QR-code phishing',
  description: 'Why a code on a poster or a parcel can lead to a fake login page.',
  minutes: 4,
}

export const monthlyVideoData: MonthlyVideoData = {
  overview: {
    current,
    currentEntry: null,
    settings: {
      enabled: false,
      assignmentType: 'ALL_USERS',
      departmentIds: [],
      groupIds: [],
      daysToComplete: 30,
    },
    history: [
      {
        id: 'mva_10',
        month: '2026-10',
        title: 'Gift-card scams',
        assignedAt: '2026-10-01T08:00:00.000Z',
        assignedUsers: 120,
        completionPercentage: 64,
      },
    ],
  },
  ...directory,
}

export const assignedMonthlyVideoData: MonthlyVideoData = {
  ...monthlyVideoData,
  overview: {
    ...monthlyVideoData.overview,
    settings: { ...monthlyVideoData.overview.settings, enabled: true },
    currentEntry: {
      id: 'mva_11',
      month: '2026-11',
      title: current.title,
      assignedAt: '2026-11-01T08:00:00.000Z',
      assignedUsers: 120,
      completionPercentage: 12,
    },
  },
}
