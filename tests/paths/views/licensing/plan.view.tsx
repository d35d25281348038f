import { act, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import { expect, vi } from 'vitest'
import {
  type planMachine,
  type PlanContext,
  type PlanInput,
} from '../../../../machines/licensing/plan.machine'
import { PLAN_TEXTS as T, upgradeLocked, upgradeTitle } from '../../../../src/domain/plan'
import { PlanDialogs } from '../../../../src/features/licensing/PlanDialogs'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindPlan } from '../../../../src/app/flows/licensing/plan'
import { createActor } from 'xstate'
import { sessionMachine } from '../../../../machines/session/session.machine'

// The plan's dialogs with the licensing page's buttons that open them (the purchase form has its own paths).
// The Boost gate's 1 s wait runs on a simulated clock: the path's `xstate.after.*` step is the moment it ends.
const mounted: { actor: ActorRefFrom<typeof planMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof planMachine; input: PlanInput }) {
  const actor = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return (
    <>
      <button type="button" onClick={() => actor.send({ type: 'boost.open' })}>
        {T.trialButton}
      </button>
      <button type="button" onClick={() => actor.send({ type: 'upgrade.open' })}>
        Upgrade
      </button>
      <button type="button" onClick={() => actor.send({ type: 'downgrade.open' })}>
        Downgrade to Free
      </button>
      <button type="button" onClick={() => actor.send({ type: 'trial.disable' })}>
        {T.disableTrial}
      </button>
      <button type="button" onClick={() => actor.send({ type: 'retry' })}>
        Try again
      </button>
      <PlanDialogs actor={actor} purchase={null} />
    </>
  )
}

const page = (name: string) => screen.getByRole('button', { name, hidden: true })
const openDialog = () => screen.getByRole('dialog') ?? screen.getByRole('alertdialog')

export const planView: ViewAdapter = {
  machineId: 'plan',
  mount(input) {
    const scripted = createScriptedActors([
      'loadPlan',
      'startTrial',
      'disableTrial',
      'loadDowngradePreview',
      'downgrade',
    ])
    const { deps, spies } = scriptedDeps()
    const session = createActor(sessionMachine, { input: {} })
    const sessionSend = vi.spyOn(session, 'send')
    const contactUs = vi.fn()
    render(
      <Harness
        input={input as PlanInput}
        logic={bindPlan(deps, session, contactUs).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies: { ...spies, sessionSend, contactUs } }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    const buttons: Record<string, () => HTMLElement> = {
      'boost.open': () => page(T.trialButton),
      'upgrade.open': () => page('Upgrade'),
      'downgrade.open': () => page('Downgrade to Free'),
      'trial.disable': () => page(T.disableTrial),
      retry: () => page('Try again'),
    }
    if (buttons[event.type]) return void (await user.click(buttons[event.type]!()))
    const alert = screen.queryByRole('alertdialog')
    const dialog = within(alert ?? openDialog())
    const names: Record<string, string> = {
      'trial.accept': T.trialStart,
      'downgrade.keep': T.keepBoost,
      'downgrade.contact': T.contactUs,
      'downgrade.confirm': T.continueToFree,
      logout: T.logout,
    }
    if (event.type === 'dialog.close') {
      const close =
        dialog.queryByRole('button', { name: T.close }) ??
        dialog.queryByRole('button', { name: T.trialDecline })
      if (close) return void (await user.click(close))
      // A locked upgrade dialog has no close button: Escape is the only way to try, and it is refused.
      return void (await user.keyboard('{Escape}'))
    }
    if (names[event.type])
      return void (await user.click(dialog.getByRole('button', { name: names[event.type] })))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as PlanContext
    const inState = (state: string) => snapshot.matches({ ready: state } as never)
    const dialog = screen.queryByRole('dialog')
    const alert = screen.queryByRole('alertdialog')
    if (inState('trialOffer') || inState('startingTrial')) {
      expect(dialog).toHaveAccessibleName(T.trialTitle)
      expect(
        within(dialog!).getByRole('button', { name: inState('startingTrial') ? 'Starting…' : T.trialStart }),
      ).toHaveProperty('disabled', inState('startingTrial'))
      if (context.error) expect(within(dialog!).getByRole('alert')).toHaveTextContent(context.error)
    } else if (inState('upgrade')) {
      expect(dialog).toHaveAccessibleName(upgradeTitle(context.plan!))
      const locked = upgradeLocked(context.plan!)
      expect(within(dialog!).queryByRole('button', { name: T.logout }) !== null).toBe(locked)
      expect(within(dialog!).queryByRole('button', { name: T.close }) !== null).toBe(!locked)
    } else if (inState('purchaseComplete')) {
      expect(dialog).toHaveTextContent(context.licensesAdded ? T.licencesAdded : T.purchaseCompleteText)
    } else if (inState('downgradeConfirm') || inState('downgrading')) {
      expect(alert).toHaveAccessibleName(T.downgradeTitle)
      for (const campaign of context.preview!.campaigns) expect(alert).toHaveTextContent(campaign.name)
      expect(alert).toHaveTextContent(`${context.preview!.assignments} outstanding assignments`)
      if (context.error) expect(within(alert!).getByRole('alert')).toHaveTextContent(context.error)
    } else if (inState('downgraded')) {
      expect(dialog).toHaveAccessibleName(T.downgradedTitle)
    } else {
      expect(dialog).toBeNull()
      expect(alert).toBeNull()
    }
  },
}
