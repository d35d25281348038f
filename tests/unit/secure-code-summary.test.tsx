import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { userProfileMachine } from '../../machines/users/user-profile.machine'
import type { UserChallenge } from '../../src/domain/tournament'
import type { ProfileEdit, UserProfile } from '../../src/domain/user-profile'
import { SecureCodeSummary } from '../../src/features/users/SecureCodeSummary'

const challenge: UserChallenge = {
  userId: 'u1',
  solved: 4,
  tournaments: [
    {
      id: 't2',
      status: 'SCHEDULED',
      startAt: '2026-12-01T06:00:00.000Z',
      endAt: '2026-12-03T06:00:00.000Z',
      challengesCount: 5,
      solved: null,
    },
    {
      id: 't1',
      status: 'ENDED',
      startAt: '2026-10-01T06:00:00.000Z',
      endAt: '2026-10-04T06:00:00.000Z',
      challengesCount: 6,
      solved: 4,
    },
  ],
}

describe('the secure-code challenge on the profile (ctf v2 challenge)', () => {
  it('lists the tournaments with what was solved, says when it could not be read, and hides for none', () => {
    const { rerender, container } = render(<SecureCodeSummary challenge={challenge} />)
    const section = within(screen.getByRole('region', { name: 'Secure code tournaments' }))
    section.getByText('2 tournaments, 4 challenges solved')
    section.getByText('Scheduled: 5 challenges')
    section.getByText('4 of 6 challenges solved')
    rerender(<SecureCodeSummary challenge={null} />)
    screen.getByText('Secure code results could not be read.')
    rerender(<SecureCodeSummary challenge={{ userId: 'u1', solved: 0, tournaments: [] }} />)
    expect(container.textContent).toBe('')
  })

  it('keeps the challenge read with the profile after a save answers without it', async () => {
    const profile = {
      id: 'u1',
      email: 'ana@acme.example',
      name: 'Ana',
      lastName: 'Lee',
      role: 'user',
      departments: [],
      groups: [],
      emailVerified: true,
      disabled: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastLoginAt: null,
      outstanding: [],
      completed: [],
      activity: [],
    } as UserProfile
    const actor = createActor(
      userProfileMachine.provide({
        actors: {
          loadProfile: fromPromise<UserProfile, { userId: string }>(async () => ({
            ...profile,
            secureCode: challenge,
          })),
          saveProfile: fromPromise<UserProfile, { userId: string; values: ProfileEdit }>(async () => ({
            ...profile,
            lastName: 'Park',
          })),
        },
      }),
      { input: { userId: 'u1' } },
    ).start()
    await waitFor(actor, (s) => s.context.profile !== null)
    actor.send({
      type: 'profile.save',
      values: { name: 'Ana', lastName: 'Park', role: 'user', departments: [], groups: [] },
    })
    await waitFor(actor, (s) => s.context.profile?.lastName === 'Park')
    expect(actor.getSnapshot().context.profile?.secureCode).toEqual(challenge)
  })
})
