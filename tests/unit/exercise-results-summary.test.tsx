import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ExerciseUserResult } from '../../src/domain/exercise-user-results'
import { ExerciseResultsSummary } from '../../src/features/users/ExerciseResultsSummary'

const result = (patch: Partial<ExerciseUserResult>): ExerciseUserResult => ({
  campaignId: 'phx_1',
  campaignName: 'Q3 invoice lures',
  deliverAt: '2026-09-01T06:00:00.000Z',
  dueAt: '2026-09-15T06:00:00.000Z',
  status: 'COMPLETED',
  templates: 4,
  answered: 4,
  correct: 2,
  partial: 1,
  wrong: 1,
  score: 63,
  completedAt: '2026-09-03T10:00:00.000Z',
  ...patch,
})

describe("a learner's phishing exercises on the profile (user/{userId}/results)", () => {
  it('lists each exercise with where the learner stands, says when it could not be read, and hides for none', () => {
    const { rerender, container } = render(
      <ExerciseResultsSummary
        results={[
          result({
            campaignId: 'phx_2',
            campaignName: 'Parcel SMS',
            status: 'NOT_STARTED',
            answered: 0,
            correct: 0,
            partial: 0,
            wrong: 0,
            score: 0,
            completedAt: null,
          }),
          result({}),
        ]}
      />,
    )
    const section = within(screen.getByRole('region', { name: 'Phishing exercises' }))
    section.getByText('2 exercises, 1 completed')
    section.getByText('Q3 invoice lures')
    section.getByText('Completed · 4 of 4 answered · 2 correct, 1 partial, 1 wrong · score 63%')
    section.getByText('Not Started · 0 of 4 answered')
    rerender(<ExerciseResultsSummary results={null} />)
    screen.getByText('Phishing exercise results could not be read.')
    rerender(<ExerciseResultsSummary results={[]} />)
    expect(container.textContent).toBe('')
  })
})
