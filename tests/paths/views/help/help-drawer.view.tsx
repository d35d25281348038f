import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import type { helpDrawerMachine, HelpDrawerEvent } from '../../../../machines/help/help-drawer.machine'
import { type HelpDrawerContext, type HelpDrawerInput } from '../../../../machines/help/help-drawer.machine'
import { SUPPORT_TEXTS as T } from '../../../../src/domain/support'
import { HelpButton } from '../../../../src/features/help/HelpButton'
import { HelpDrawer } from '../../../../src/features/help/HelpDrawer'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindHelpDrawer } from '../../../../src/app/flows/help/help-drawer'

// What each value the scenarios type (or the session knows) must show, in the spec's words — not asked of
// SupportForm, which the machine's guard uses too: a wrong rule would pass both.
const CATEGORY: Record<string, string | null> = { '': T.categoryRequired, 'User Management': null }
const MESSAGE: Record<string, string | null> = { '': T.messageRequired, 'Invites do not arrive.': null }
const EMAIL: Record<string, string | null> = {
  '': T.emailRequired,
  'admin@acme.example': null,
  'someone@acme.example': null,
  'not-an-email': T.emailInvalid,
}
const ALL_MESSAGES = [T.categoryRequired, T.messageRequired, T.emailRequired, T.emailInvalid]
function expectedMessages(values: HelpDrawerContext['values']): string[] {
  const pick = (table: Record<string, string | null>, value: string) => {
    const message = table[value]
    if (message === undefined) throw new Error(`no expectation for the scenario's value "${value}"`)
    return message
  }
  return [pick(CATEGORY, values.category), pick(MESSAGE, values.message), pick(EMAIL, values.email)].filter(
    (message): message is string => message !== null,
  )
}

// The 1.5 s thank-you runs on a simulated clock: the path's `xstate.after.*` step is the moment it ends.
const mounted: { actor: ActorRefFrom<typeof helpDrawerMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof helpDrawerMachine; input: HelpDrawerInput }) {
  const actor = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return (
    <>
      <HelpButton onClick={() => actor.send({ type: 'help.open' })} />
      <HelpDrawer actor={actor} name="Ada" showFaq />
    </>
  )
}

const drawer = () => within(screen.getByRole('dialog', { name: T.title }))
const LABELS = { category: T.category, message: T.message, email: T.email } as const

export const helpDrawerView: ViewAdapter<HelpDrawerEvent> = {
  machineId: 'helpDrawer',
  mount(input) {
    const scripted = createScriptedActors(['sendTicket'])
    render(
      <Harness
        input={input as HelpDrawerInput}
        logic={bindHelpDrawer(scriptedDeps().deps).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    switch (event.type) {
      case 'help.open':
        return void (await user.click(screen.getByRole('button', { name: 'Help' })))
      case 'help.close':
        return void (await user.click(drawer().getByRole('button', { name: 'Close' })))
      case 'help.submit':
        return void (await user.click(drawer().getByRole('button', { name: T.send })))
      case 'help.change': {
        const { field, value } = event
        const control = drawer().getByLabelText(LABELS[field])
        if (field === 'category') return void (await user.selectOptions(control, value))
        if ((control as HTMLInputElement).readOnly) return void (await user.type(control, 'x'))
        await user.clear(control)
        return void (await user.type(control, value))
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as HelpDrawerContext
    if (snapshot.matches('closed'))
      return void expect(screen.queryByRole('dialog', { name: T.title })).toBeNull()
    if (snapshot.matches('thanks')) {
      expect(drawer().getByRole('region', { name: T.thanksTitle })).toHaveTextContent(T.thanksText)
      return
    }
    expect(drawer().getByText('Hi Ada, how can we help?')).toBeTruthy()
    const email = drawer().getByLabelText(T.email) as HTMLInputElement
    expect(email.readOnly).toBe(context.knownEmail !== null)
    if (context.knownEmail) expect(email.value).toBe(context.knownEmail)
    expect(drawer().getByRole('button', { name: snapshot.hasTag('busy') ? 'Sending…' : T.send })).toBeTruthy()
    const expected = context.showErrors ? expectedMessages(context.values) : []
    // (The gateway's refusal can carry a field's words too: that one is the failure's alert, checked below.)
    for (const message of ALL_MESSAGES.filter((text) => text !== context.error))
      expect(drawer().queryAllByText(message)).toHaveLength(expected.includes(message) ? 1 : 0)
    if (context.error)
      expect(
        drawer()
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain(context.error)
  },
}
