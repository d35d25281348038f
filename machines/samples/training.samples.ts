import type { CoursePageData } from '../learning/course-page.machine'
import type { TrainingCampaignRow } from '../../src/domain/training-campaign'
import { libraryCourses } from './courses.samples'

// A course's page as the gateway answers it: the outline, the statistics and two campaigns, one running and
// one ended.

const progress = { completed: 12, inProgress: 5, notStarted: 7, overdue: 2 }

export const runningCampaign: TrainingCampaignRow = {
  id: 'trn_running',
  name: 'Annual Training Campaign',
  courseId: 'crs_annual',
  courseName: 'Annual Security Awareness Training',
  courseImage: null,
  status: 'running',
  startDate: '2026-11-01T09:00:00.000Z',
  dateEnded: null,
  daysToComplete: 30,
  assignmentType: 'DEPARTMENTS',
  departmentIds: ['dep_sales'],
  groupIds: [],
  userIds: [],
  notificationsEnabled: true,
  notificationSubject: 'New training assigned',
  notificationMessage: 'Please complete it.',
  isGaming: false,
  attachment: {
    kind: 'pdf',
    title: 'Acceptable use policy',
    fileId: 'trf_policy',
    fileName: 'acceptable-use.pdf',
    size: 182_000,
  },
  progress,
}

export const endedCampaign: TrainingCampaignRow = {
  ...runningCampaign,
  id: 'trn_ended',
  name: 'Annual Training 2025',
  status: 'ended',
  startDate: '2025-11-01T09:00:00.000Z',
  dateEnded: '2025-12-15T09:00:00.000Z',
  daysToComplete: 45,
  assignmentType: 'ALL_USERS',
  departmentIds: [],
  attachment: { kind: 'link', title: 'Security handbook', url: 'https://handbook.example.com/security' },
}

export const afterFailureCampaign: TrainingCampaignRow = {
  ...runningCampaign,
  id: 'trn_after_failure',
  name: 'Annual Security Awareness Training (after a failed phishing test)',
  assignmentType: 'SELECTED_USERS',
  departmentIds: [],
  userIds: ['usr_dana'],
  daysToComplete: 7,
  source: 'afterFailure',
  attachment: null,
  progress: { completed: 1, inProgress: 0, notStarted: 2, overdue: 0 },
}

export const coursePageData: CoursePageData = {
  detail: {
    course: libraryCourses[0]!,
    sections: [
      {
        id: 's1',
        title: 'Threats you meet every day',
        chapters: [
          { id: 'c1', title: 'Why attackers target people', minutes: 7, hasQuiz: true },
          { id: 'c2', title: 'Phishing by email', minutes: 9, hasQuiz: true },
        ],
      },
    ],
  },
  statistics: {
    totals: progress,
    departments: [{ id: 'dep_sales', name: 'Sales', progress }],
    campaigns: [runningCampaign, endedCampaign, afterFailureCampaign],
  },
}

export const directory = {
  departments: [
    { id: 'dep_sales', name: 'Sales' },
    { id: 'dep_it', name: 'IT' },
  ],
  groups: [{ id: 'grp_new', name: 'New joiners' }],
}

export const trainingToday = '2026-11-25'
export const trainingNow = '2026-11-25T10:00:00.000Z'
