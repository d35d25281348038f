import { act, render, screen, waitFor, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import {
  reportingContact,
  type LicensingScreenEvent,
  type LicensingScreenInput,
  type licensingScreenMachine,
} from '../../../../machines/licensing/licensing-screen.machine'
import { sessionMachine } from '../../../../machines/session/session.machine'
import { bindLicensingScreen } from '../../../../src/app/flows/licensing/licensing-screen'
import { bindCustomerPortal } from '../../../../src/app/flows/licensing/customer-portal'
import { bindPlan } from '../../../../src/app/flows/licensing/plan'
import { bindPurchase } from '../../../../src/app/flows/licensing/purchase'
import { CONTACT_SALES_TEXTS as T } from '../../../../src/domain/contact-sales'
import { LicensingScreen } from '../../../../src/features/licensing/LicensingScreen'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph on the real page, its children the real bound flows (the plan never answers here: its own
// paths are the plan's). What the plan reports is sent to the page as the plan would; the step checks that
// Contact Sales opened through the page, then closes it, as the page's graph holds no dialog of its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands for any of the children's calls
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const mounted: { actor: ActorRefFrom<typeof licensingScreenMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof licensingScreenMachine; input: LicensingScreenInput }) {
  const actor = useActorRef(logic, { input })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return (
    <LicensingScreen
      screen={actor}
      purchaseLogic={bindPurchase(scriptedDeps().deps)}
      purchaseInitial={{ usersNumber: '', coupon: '', cancelled: false }}
      partnerLinks={{ customers: '/customers', allocations: null }}
    />
  )
}

const dialog = () => screen.queryByRole('dialog', { name: T.title, hidden: true })

export const licensingScreenView: ViewAdapter = {
  machineId: 'licensingScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    const session = createActor(sessionMachine, { input: {} })
    const plan = reportingContact(
      bindPlan(deps, session, () => {}).provide({
        actors: {
          loadPlan: never,
          startTrial: never,
          disableTrial: never,
          loadDowngradePreview: never,
          downgrade: never,
        },
      }),
    )
    const portal = bindCustomerPortal(deps).provide({ actors: { openPortal: never } })
    render(
      <Harness
        logic={bindLicensingScreen(deps, session).provide({ actors: { plan, portal } })}
        input={input as LicensingScreenInput}
      />,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event) {
    const e = event as LicensingScreenEvent
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    act(() => mounted.actor!.send(e))
    const open = await waitFor(() => {
      expect(dialog(), 'Contact Sales is open').not.toBeNull()
      return dialog()!
    })
    expect(within(open).getByLabelText(T.users)).toHaveValue('25')
    act(() => within(open).getByRole('button', { name: T.cancel, hidden: true }).click())
    await waitFor(() => expect(dialog()).toBeNull())
  },
  expectState() {
    // Contact Sales is closed between steps: it opens only when the page is told to.
    expect(dialog()).toBeNull()
  },
}
