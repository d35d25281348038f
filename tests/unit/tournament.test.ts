import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import {
  emptyTournamentForm,
  normaliseZone,
  payloadForm,
  SCHEDULING_TEXTS as S,
  tournamentFieldProblems,
  tournamentPayload,
  type TournamentForm,
} from '../../src/domain/tournament'

const NOW = Temporal.Instant.from('2026-11-23T08:00:00Z')
const form = (patch: Partial<TournamentForm> = {}): TournamentForm => ({
  ...emptyTournamentForm('Europe/Kiev'),
  startDate: '2026-11-24T09:00',
  ...patch,
})

describe('the tournament scheduling form (000 §5 "Scheduling")', () => {
  it('defaults to the admin’s zone under its current name, and asks for a date', () => {
    expect(emptyTournamentForm('Europe/Kiev').timezone).toBe('Europe/Kyiv')
    expect(emptyTournamentForm('Nowhere/Land').timezone).toBe('')
    expect(normaliseZone('Europe/Kiev')).toBe('Europe/Kyiv')
    expect(tournamentFieldProblems(emptyTournamentForm('UTC'), NOW)).toEqual({ startDate: S.dateRequired })
  })

  it('gives each of the spec’s messages for its case', () => {
    expect(tournamentFieldProblems(form(), NOW)).toEqual({})
    expect(tournamentFieldProblems(form({ startDate: '2026-02-30T10:00' }), NOW).startDate).toBe(
      S.invalidDate,
    )
    expect(tournamentFieldProblems(form({ startDate: 'tomorrow' }), NOW).startDate).toBe(S.invalidDate)
    expect(tournamentFieldProblems(form({ startDate: '2026-11-23T09:59' }), NOW).startDate).toBe(S.pastDate)
    // 10:01 in Kyiv is 08:01 UTC: one minute ahead.
    expect(tournamentFieldProblems(form({ startDate: '2026-11-23T10:01' }), NOW).startDate).toBeUndefined()
    expect(tournamentFieldProblems(form({ timezone: '' }), NOW).timezone).toBe(S.timezoneRequired)
    expect(tournamentFieldProblems(form({ assignmentType: 'DEPARTMENTS' }), NOW).departments).toBe(
      S.departmentsRequired,
    )
    expect(tournamentFieldProblems(form({ assignmentType: 'GROUPS' }), NOW).groups).toBe(S.groupsRequired)
    expect(tournamentFieldProblems(form({ challengesCount: 7 }), NOW).challengesCount).toBe(
      S.challengesRequired,
    )
    expect(tournamentFieldProblems(form({ duration: 4 }), NOW).duration).toBe(S.durationRequired)
  })

  it('sends only the chosen kind of target, and the gateway reads back the same form', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2027-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.constantFrom('Europe/Kyiv', 'America/New_York', 'Asia/Kolkata', 'UTC'),
        fc.constantFrom('ALL_USERS', 'DEPARTMENTS', 'GROUPS' as const),
        (date, timezone, assignmentType) => {
          const startDate = Temporal.Instant.fromEpochMilliseconds(date.getTime())
            .toZonedDateTimeISO(timezone)
            .toPlainDateTime()
            .toString({ smallestUnit: 'minute' })
          const chosen = form({ startDate, timezone, assignmentType, departments: ['d1'], groups: ['g1'] })
          const payload = tournamentPayload(chosen)
          expect(payload.departments).toEqual(assignmentType === 'DEPARTMENTS' ? ['d1'] : [])
          expect(payload.groups).toEqual(assignmentType === 'GROUPS' ? ['g1'] : [])
          expect(payloadForm(payload)).toEqual({
            ...chosen,
            departments: payload.departments,
            groups: payload.groups,
          })
        },
      ),
    )
  })
})
