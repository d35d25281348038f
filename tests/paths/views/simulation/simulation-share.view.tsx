import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import type { ShareAddContext } from '../../../../machines/simulation/share-add-customers.machine'
import { CANDIDATE_PAGES } from '../../../../machines/simulation/share-add-customers.scenarios'
import type {
  SimulationShareContext,
  SimulationShareEvent,
  SimulationShareInput,
  simulationShareMachine,
} from '../../../../machines/simulation/simulation-share.machine'
import {
  bindShareAddCustomers,
  bindSimulationShare,
} from '../../../../src/app/flows/simulation/simulation-share'
import { SHARE_TEXTS } from '../../../../src/domain/simulation/sharing'
import { SimulationSharePage } from '../../../../src/features/simulation/share/SimulationSharePage'
import { enabledControl } from '../../controls'
import { createScriptedActors, type ScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'
import { tickExactly } from './share-add-customers.view'

// The share page; its search pause runs on a simulated clock. The add-customers dialog is the real one: the
// path's "the dialog finished" step is done in it by the user — customers ticked and Add, or Cancel.
const mounted: { actor: ActorRefFrom<typeof simulationShareMachine> | null } = { actor: null }

function Harness({ logic, input }: { logic: typeof simulationShareMachine; input: SimulationShareInput }) {
  const share = useActorRef(logic, { input, clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = share
  }, [share])
  return <SimulationSharePage share={share} />
}

const send = (event: SimulationShareEvent) => act(() => mounted.actor!.send(event))
const PAGE_BOX = 'Select all customers on this page'

/** The page's gateway actors scripted; `addCustomers` finished through the real dialog. */
function scriptedShare(inner: ScriptedActors): ScriptedActors {
  const user = userEvent.setup({ delay: null })
  return {
    logics: inner.logics,
    async settle(id, outcome) {
      if (id !== 'addCustomers') return inner.settle(id, outcome)
      const child = mounted.actor!.getSnapshot().children.addCustomers!
      const { companyId, campaignId, name, timeZone, today } = (
        child.getSnapshot() as { context: ShareAddContext }
      ).context
      const added = (outcome.output as { added: number }).added
      await inner.settle('loadCandidates', { failed: false, output: CANDIDATE_PAGES.some })
      const dialog = await screen.findByRole('dialog', { name: 'Add customers' })
      if (added > 0) {
        await within(dialog).findByRole('checkbox', { name: 'Select all available customers on this page' })
        const boxes = within(dialog).getAllByRole('checkbox', { name: /^Select (?!all)/ })
        await user.click(boxes.find((box) => !(box as HTMLInputElement).disabled)!)
        await user.click(within(dialog).getByRole('button', { name: 'Add' }))
        await inner.settle('cloneCampaign', { failed: false, output: { added } })
      } else await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      return { companyId, campaignId, name, timeZone, today }
    },
  }
}

export const simulationShareView: ViewAdapter = {
  machineId: 'simulationShare',
  mount(input) {
    const inner = createScriptedActors(['loadShared', 'completeShares', 'loadCandidates', 'cloneCampaign'])
    const { deps } = scriptedDeps()
    const typed = input as SimulationShareInput
    const logic = bindSimulationShare(deps, typed.campaignId).provide({
      actors: {
        loadShared: inner.logics.loadShared!,
        completeShares: inner.logics.completeShares!,
        shareAddCustomers: bindShareAddCustomers(deps).provide({
          actors: {
            loadCandidates: inner.logics.loadCandidates!,
            cloneCampaign: inner.logics.cloneCampaign!,
          },
        }),
      },
    })
    render(<Harness logic={logic} input={typed} />)
    return { scripted: scriptedShare(inner), spies: {} }
  },
  async perform(event, user) {
    const e = event as SimulationShareEvent
    if (e.type.startsWith('xstate.after.')) return void send(e)
    switch (e.type) {
      case 'share.query': {
        // Without a pager (a failure, the empty prompt) the address changes (back, forward) and the route tells
        // the machine; with one, its Next.
        const pager = screen.queryByRole('navigation', { name: 'Pages' })
        if (!pager || mounted.actor!.getSnapshot().matches('failed')) return void send(e)
        const next = within(pager).queryByRole('button', { name: 'Next' })
        return void (await user.click(enabledControl(next, 'Next')))
      }
      case 'share.search': {
        const box = screen.getByRole('searchbox', { name: 'Search customers' })
        await user.clear(box)
        return void (await user.type(box, e.text))
      }
      case 'share.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'archive.request':
        return void (await user.click(
          enabledControl(screen.queryByRole('button', { name: 'Archive' }), 'Archive'),
        ))
      case 'confirm.yes': {
        const dialog = within(screen.getByRole('alertdialog', { hidden: true }))
        return void (await user.click(dialog.getByRole('button', { name: 'Archive', hidden: true })))
      }
      case 'confirm.no': {
        const dialog = within(screen.getByRole('alertdialog', { hidden: true }))
        return void (await user.click(dialog.getByRole('button', { name: 'Cancel', hidden: true })))
      }
      case 'add.open': {
        const add = screen.queryAllByRole('button', { name: SHARE_TEXTS.addPrompt })[0]
        return void (await user.click(enabledControl(add, SHARE_TEXTS.addPrompt)))
      }
      case 'selection.changed': {
        const rows = mounted.actor!.getSnapshot().context.page?.companies ?? []
        const nameOf = (id: string) => rows.find((row) => row.campaignId === id)?.companyName ?? id
        return void (await tickExactly(user, PAGE_BOX, nameOf, e.selected, e.allSelected))
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as SimulationShareContext
    // The dialog's own states are its adapter's to check; here, that it is open over the page.
    if (snapshot.matches('adding'))
      return void expect(screen.getByRole('dialog', { name: 'Add customers' })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Add customers' })).toBeNull()
    const confirming = snapshot.matches('confirmingArchive') || snapshot.matches('completing')
    if (confirming) {
      const dialog = within(screen.getByRole('alertdialog', { name: SHARE_TEXTS.archiveTitle, hidden: true }))
      expect(dialog.getByRole('button', { name: 'Archive', hidden: true })).toHaveProperty(
        'disabled',
        snapshot.matches('completing'),
      )
      if (context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
      return
    }
    expect(screen.queryByRole('alertdialog')).toBeNull()
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    const page = context.page
    if (page === null) return void expect(screen.getByText('Loading customers…')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `${page.parentCampaignName} ${SHARE_TEXTS.titleSuffix}`,
    )
    if (page.companies.length === 0 && context.query.searchText === '' && context.query.pageNumber === 0)
      return void expect(screen.getByText(SHARE_TEXTS.empty)).toBeTruthy()
    for (const row of page.companies) {
      const box = screen.getByRole('checkbox', { name: `Select ${row.companyName}` }) as HTMLInputElement
      expect(box.checked, `${row.companyName} ticked`).toBe(
        context.selection.selected.includes(row.campaignId),
      )
    }
    expect(screen.getByRole('button', { name: 'Archive' })).toHaveProperty(
      'disabled',
      !snapshot.can({ type: 'archive.request' }),
    )
  },
}
