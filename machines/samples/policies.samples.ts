import type { PolicyLearnerPage, PolicyRow } from '../../src/domain/policies'

// A company's policies as the gateway lists them: one running with a PDF, one ended.

export const runningPolicy: PolicyRow = {
  id: 'pol_aup',
  name: 'Acceptable Use Policy',
  revision: 3,
  assignments: 120,
  acknowledged: 98,
  notOpened: 15,
  overdue: 7,
  progress: 82,
  fileId: 'trf_aup',
  fileName: 'acceptable-use-policy.pdf',
  daysToAcknowledge: 14,
  assignmentType: 'ALL_USERS',
  createdAt: '2026-09-20T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
  endedAt: null,
}

export const endedPolicy: PolicyRow = {
  ...runningPolicy,
  id: 'pol_remote',
  name: 'Remote Work Policy',
  revision: 1,
  fileId: null,
  fileName: null,
  endedAt: '2026-11-01T09:00:00.000Z',
}

export const policyLearners: PolicyLearnerPage = {
  items: [
    {
      userId: 'usr_dana',
      email: 'dana.levi@globex.example',
      fullName: 'Dana Levi',
      dueAt: '2026-12-01T09:00:00.000Z',
      acknowledgedAt: null,
    },
  ],
  pageInfo: { totalCount: 40, pageNumber: 0, pageSize: 25 },
}
