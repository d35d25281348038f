import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { userProfileMachine } from './user-profile.machine'

const profile = {
  id: 'u1',
  email: 'ana@acme.example',
  name: 'Ana',
  lastName: 'Lee',
  role: 'user',
  departments: ['Sales'],
  groups: [],
  emailVerified: true,
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  outstanding: [
    {
      id: 't1',
      kind: 'training',
      title: 'Annual Training Campaign',
      status: 'not_started' as const,
      dueAt: '2026-12-01T00:00:00.000Z',
      completedAt: null,
    },
  ],
  completed: [],
  activity: [{ at: '2026-01-01T00:00:00.000Z', text: 'Added to the company' }],
}

export const userProfileScenarios: Scenarios<typeof userProfileMachine> = {
  inputs: [{ userId: 'u1' }],
  events: {
    'profile.retry': [{ type: 'profile.retry' }],
    'profile.save': [
      {
        type: 'profile.save',
        values: { name: 'Ana', lastName: '', role: 'user', departments: ['Sales'], groups: [] },
      },
      {
        type: 'profile.save',
        values: {
          name: 'Ana',
          lastName: 'Lee-Park',
          role: 'admin',
          departments: ['Sales'],
          groups: ['Pilots'],
        },
      },
    ],
    'profile.setPassword': [
      { type: 'profile.setPassword', password: 'short' },
      { type: 'profile.setPassword', password: 'Temporary#2026' },
    ],
  },
  outcomes: {
    // Read with the secure-code challenge and exercise results beside it; a save answers without them, and
    // they stay.
    loadProfile: {
      done: [
        {
          ...profile,
          secureCode: {
            userId: 'u1',
            solved: 4,
            tournaments: [
              {
                id: 'trn_1',
                status: 'ENDED' as const,
                startAt: '2026-10-01T06:00:00.000Z',
                endAt: '2026-10-04T06:00:00.000Z',
                challengesCount: 6,
                solved: 4,
              },
            ],
          },
          exerciseResults: [
            {
              campaignId: 'cmp_q3',
              campaignName: 'Q3 invoice lures',
              deliverAt: '2026-09-01T06:00:00.000Z',
              dueAt: '2026-09-15T06:00:00.000Z',
              status: 'COMPLETED' as const,
              templates: 4,
              answered: 4,
              correct: 2,
              partial: 1,
              wrong: 1,
              score: 63,
              completedAt: '2026-09-03T10:00:00.000Z',
            },
          ],
        },
      ],
      error: [offline],
    },
    saveProfile: {
      done: [{ ...profile, lastName: 'Lee-Park', role: 'admin', groups: ['Pilots'] }],
      error: [failure(409, 'self_demotion', 'You cannot remove your own admin access.')],
    },
    setPassword: { done: [undefined], error: [offline] },
    loadDirectory: { done: [{ departments: ['Sales', 'Finance'], groups: ['Pilots'] }], error: [offline] },
  },
  abstractContext: (context) => ({
    loaded: context.profile?.lastName ?? null,
    failure: context.failure,
    edit: context.edit?.lastName ?? null,
    editFailure: context.editFailure,
    password: context.password,
    passwordError: context.passwordError,
  }),
  maxStates: 5000,
}

export const userProfileFlow = defineFlow({
  id: 'userProfile',
  file: 'users/user-profile',
  title: 'User profile',
  description:
    '/user_profile/{userId}: outstanding tasks (the default tab), completed tasks (staff other than admins are sent to outstanding tasks), Edit (first and last name required, access level; what was typed stays on a refusal), Password (a temporary password, changed at the next sign-in), Activity.',
  routes: ['/user_profile/:userId/outstanding_tasks'],
  machine: userProfileMachine,
  scenarios: userProfileScenarios,
})
