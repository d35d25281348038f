import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { Temporal } from 'temporal-polyfill'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import { expect } from 'vitest'
import {
  type tournamentSetupMachine,
  type TournamentSetupContext,
  type TournamentSetupInput,
  type TournamentSetupEvent,
} from '../../../../machines/tournament/tournament-setup.machine'
import {
  ASSIGNMENT_LABELS,
  TOURNAMENT_TEXTS as T,
  tournamentFieldProblems,
} from '../../../../src/domain/tournament'
import { TournamentSetupDialog } from '../../../../src/features/tournament/TournamentSetupDialog'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindTournamentSetup } from '../../../../src/app/flows/tournament/tournament-setup'

// The 1.5 s wait runs on a simulated clock: the path's `xstate.after.*` step is the moment it ends.
const mounted: { actor: ActorRefFrom<typeof tournamentSetupMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof tournamentSetupMachine; input: TournamentSetupInput }) {
  const actor = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return (
    <>
      <button type="button" onClick={() => actor.send({ type: 'setup.open' })}>
        Schedule a tournament
      </button>
      <button type="button" onClick={() => actor.send({ type: 'setup.edit', tournamentId: 'trn_scheduled' })}>
        Change a scheduled tournament
      </button>
      <button type="button" onClick={() => actor.send({ type: 'setup.request' })}>
        Arrive with ?modal=secureCodeTournament
      </button>
      <TournamentSetupDialog actor={actor} />
    </>
  )
}

const dialog = () => within(screen.getByRole('dialog', { name: T.title }))

export const tournamentSetupView: ViewAdapter<TournamentSetupEvent> = {
  machineId: 'tournamentSetup',
  mount(input) {
    const scripted = createScriptedActors(['loadOptions', 'createTournament', 'updateTournament'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        input={input as TournamentSetupInput}
        logic={bindTournamentSetup(deps).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    if (event.type === 'setup.request')
      return void (await user.click(
        screen.getByRole('button', { name: 'Arrive with ?modal=secureCodeTournament', hidden: true }),
      ))
    if (event.type === 'setup.open')
      return void (await user.click(
        screen.getByRole('button', { name: 'Schedule a tournament', hidden: true }),
      ))
    if (event.type === 'setup.edit')
      return void (await user.click(
        screen.getByRole('button', { name: 'Change a scheduled tournament', hidden: true }),
      ))
    if (event.type === 'setup.close')
      return void (await user.click(dialog().getByRole('button', { name: 'Cancel' })))
    if (event.type === 'retry')
      return void (await user.click(dialog().getByRole('button', { name: 'Try again' })))
    if (event.type === 'form.submit')
      return void (await user.click(
        dialog().getByRole('button', {
          name: mounted.actor!.getSnapshot().context.tournamentId ? T.submitChange : T.submit,
        }),
      ))
    if (event.type === 'form.change') {
      const { patch } = event
      if (patch.startDate !== undefined)
        return void fireEvent.change(dialog().getByLabelText('Start date and time'), {
          target: { value: patch.startDate },
        })
      if (patch.timezone !== undefined)
        return void fireEvent.change(dialog().getByLabelText('Time zone'), {
          target: { value: patch.timezone },
        })
      if (patch.assignmentType)
        return void (await user.click(
          dialog().getByRole('radio', { name: ASSIGNMENT_LABELS[patch.assignmentType] }),
        ))
      if (patch.departments) {
        const group = within(dialog().getByRole('group', { name: 'Departments' }))
        for (const id of patch.departments) {
          const name = id === 'dep_eng' ? 'Engineering' : 'Operations'
          await user.click(group.getByRole('checkbox', { name }))
        }
        return
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as TournamentSetupContext
    const open = screen.queryByRole('dialog', { name: T.title })
    if (snapshot.matches('waiting') || snapshot.matches('closed')) {
      expect(open).toBeNull()
      // The last save's own message: scheduled, or (from updating) the spec's "Successfully updated!".
      if (snapshot.matches('closed') && spies.toast!.mock.calls.length)
        expect([
          [T.scheduled, 'success'],
          [T.updated, 'success'],
        ]).toContainEqual(spies.toast!.mock.calls.at(-1))
      return
    }
    expect(open).not.toBeNull()
    const view = within(open!)
    if (snapshot.matches('loading')) return void expect(view.getByRole('status')).toBeTruthy()
    if (snapshot.matches('loadFailed')) {
      expect(view.getByRole('alert')).toHaveTextContent(context.error!)
      return void expect(view.getByRole('button', { name: 'Try again' })).toBeTruthy()
    }
    const errors = tournamentFieldProblems(context.form, Temporal.Now.instant())
    for (const message of Object.values(errors))
      expect(view.queryByText(message) !== null).toBe(context.attempted)
    expect((view.getByLabelText('Start date and time') as HTMLInputElement).value).toBe(
      context.form.startDate,
    )
    expect(view.getByRole('radio', { name: ASSIGNMENT_LABELS[context.form.assignmentType] })).toBeChecked()
    const busy = snapshot.matches('saving') || snapshot.matches('updating')
    const changing = context.tournamentId !== null
    const label = busy ? (changing ? 'Saving…' : 'Scheduling…') : changing ? T.submitChange : T.submit
    const submit = view.getByRole('button', { name: label })
    expect(submit).toHaveProperty('disabled', busy)
    // A tournament being changed shows the values it was scheduled with (the form holds what was loaded).
    expect((view.getByLabelText('Time zone') as HTMLSelectElement).value).toBe(context.form.timezone)
    expect((view.getByLabelText('Challenges') as HTMLSelectElement).value).toBe(
      String(context.form.challengesCount),
    )
    if (context.error) expect(view.getAllByRole('alert')[0]).toHaveTextContent(context.error)
  },
}
