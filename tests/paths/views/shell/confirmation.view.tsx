import { render, screen, within } from '@testing-library/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import { expect, vi } from 'vitest'
import { type confirmationMachine } from '../../../../machines/shell/confirmation.machine'
import { ConfirmationActor } from '../../../../src/features/shell/confirmation-context'
import { ConfirmationHost } from '../../../../src/features/shell/ConfirmationHost'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { confirmationLogic } from '../../../../src/app/flows/shell/confirmation'

// A confirmation is requested by code (a flow that needs one), not by a click: the harness keeps the
// actor so `confirm.request` can be sent; Confirm and Cancel are clicked as a user would.
let requester: ActorRefFrom<typeof confirmationMachine> | null = null

// What each scenario request must show, from the scenario data and 000 §2 (Confirm in the error colour unless
// the request asks otherwise), never read back from the machine's context.
const EXPECTED: Record<string, { confirm: string; variant: 'danger' | 'solid' }> = {
  'Delete Template?': { confirm: 'Confirm', variant: 'danger' },
  'Starting Campaign': { confirm: 'Start', variant: 'solid' },
}

function Capture() {
  const actor = ConfirmationActor.useActorRef()
  useEffect(() => {
    requester = actor
  }, [actor])
  return null
}

export const confirmationView: ViewAdapter = {
  machineId: 'confirmation',
  mount() {
    const answer = vi.fn()
    render(
      <ConfirmationActor.Provider
        logic={confirmationLogic.provide({ actions: { answer: (_, confirmed) => answer(confirmed) } })}
      >
        <Capture />
        <ConfirmationHost />
      </ConfirmationActor.Provider>,
    )
    return { scripted: createScriptedActors([]), spies: { answer } }
  },
  async perform(event, user) {
    if (event.type === 'confirm.request') return void requester?.send(event as never)
    const request = screen.getByRole('alertdialog')
    const name = event.type === 'confirm.accept' ? /^(Confirm|Start)$/ : 'Cancel'
    const buttons = screen.getAllByRole('button', { name })
    await user.click(buttons.find((button) => request.contains(button)) ?? buttons[0]!)
  },
  expectState(snapshot) {
    const request = (snapshot.context as { request: { title: string; message: string } | null }).request
    if (snapshot.matches('open')) {
      const dialog = screen.getByRole('alertdialog', { name: request?.title })
      expect(screen.getByText(request?.message ?? '')).toBeInTheDocument()
      const expected = EXPECTED[request?.title ?? '']
      expect(expected, `a scenario request titled ${request?.title}`).toBeDefined()
      const confirm = within(dialog).getByRole('button', { name: expected!.confirm })
      expect(confirm).toHaveClass(`button--variant_${expected!.variant}`)
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    } else {
      expect(screen.queryByRole('alertdialog')).toBeNull()
      expect(snapshot.context).toEqual({ request: null })
    }
  },
}
