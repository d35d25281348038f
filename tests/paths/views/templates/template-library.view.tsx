import { act, render, screen, within } from '@testing-library/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import type { templateLibraryMachine } from '../../../../machines/templates/template-library.machine'
import {
  type TemplateLibraryContext,
  type TemplateLibraryEvent,
} from '../../../../machines/templates/template-library.machine'
import {
  templateCount,
  TEMPLATE_LIBRARY_TEXTS as T,
  type TemplateCardItem,
} from '../../../../src/domain/template-library'
import { PackCards } from '../../../../src/features/templates/PackCards'
import { openMenuForKeys, pressInMenu } from '../../controls'
import { selectPackId, selectPacks } from '../../../../src/features/templates/selectors'
import { TemplateLibrary } from '../../../../src/features/templates/TemplateLibrary'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindTemplateLibrary } from '../../../../src/app/flows/templates/template-library'

// The 300 ms search pause runs on a simulated clock: the path's `xstate.after.*` step is the moment it ends.
const mounted: { actor: ActorRefFrom<typeof templateLibraryMachine> | null } = { actor: null }

function Harness({ logic }: { logic: typeof templateLibraryMachine }) {
  const actor = useActorRef(logic, { clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return (
    <>
      <LibraryPacks actor={actor} />
      <TemplateLibrary actor={actor} canManage onCreate={() => {}} onPreview={() => {}} onEdit={() => {}} />
    </>
  )
}

function LibraryPacks({ actor }: { actor: ActorRefFrom<typeof templateLibraryMachine> }) {
  const packs = useSelector(actor, selectPacks)
  const packId = useSelector(actor, selectPackId)
  if (!packs || packs.length === 0) return null
  return (
    <PackCards
      packs={packs}
      chosen={packId}
      first={{ label: 'All templates', text: 'Custom and platform templates' }}
      onChoose={(id) => actor.send({ type: 'library.pack', packId: id })}
    />
  )
}

const region = () => within(screen.getByRole('region', { name: 'Templates' }))

async function openMenu(template: TemplateCardItem, user: Parameters<ViewAdapter['perform']>[1]) {
  const trigger = region().getByRole('button', { name: `Actions for ${template.name}` })
  // Ark opens the menu over a frame or two; an item pressed before that is ignored.
  return within(await openMenuForKeys(trigger, user))
}

export const templateLibraryView: ViewAdapter = {
  machineId: 'templateLibrary',
  mount() {
    const scripted = createScriptedActors(['loadPage', 'loadPacks', 'deleteTemplate'])
    render(<Harness logic={bindTemplateLibrary(scriptedDeps().deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    const e = event as TemplateLibraryEvent
    // Behind the modal confirmation the list cannot be reached: the machine refuses these there too.
    const modal = screen.queryByRole('region', { name: 'Templates' }) === null
    if (
      modal &&
      [
        'library.search',
        'library.sort',
        'library.pack',
        'library.more',
        'library.retry',
        'library.filter',
      ].includes(e.type)
    )
      return
    switch (e.type) {
      case 'library.search': {
        const box = region().getByLabelText('Search templates')
        await user.clear(box)
        return void (await user.type(box, e.searchText))
      }
      case 'library.sort':
        return void (await user.selectOptions(region().getByLabelText('Sort by'), `${e.orderBy}:${e.order}`))
      case 'library.filter': {
        if (e.filter.layoutType !== undefined)
          await user.selectOptions(region().getByLabelText('Kind'), e.filter.layoutType ?? '')
        if (e.filter.difficulty !== undefined)
          await user.selectOptions(region().getByLabelText('Difficulty'), e.filter.difficulty ?? '')
        return
      }
      case 'library.more':
        return void (await user.click(region().getByRole('button', { name: 'Load More' })))
      case 'library.retry':
        return void (await user.click(region().getByRole('button', { name: 'Retry' })))
      case 'library.pack':
        return void (await user.click(screen.getByRole('radio', { name: /Starter Pack/ })))
      case 'library.refresh':
        // What a save in the builder does: no control of the library's own.
        return void act(() => mounted.actor!.send(e))
      case 'delete.request': {
        // Refused while no card is on screen (loading, a modal open): there is nothing to press.
        if (!region().queryByRole('button', { name: `Actions for ${e.template.name}` })) return
        const menu = await openMenu(e.template, user)
        const item = menu.getByRole('menuitem', { name: 'Delete' })
        // An in-use template's Delete is disabled: the request can only come from a usable item.
        if (item.getAttribute('aria-disabled') === 'true') {
          expect(menu.getByText('The template is used in active Phishing Exercise Campaign')).toBeTruthy()
          await user.click(region().getByRole('button', { name: `Actions for ${e.template.name}` }))
          return void act(() => mounted.actor!.send(e))
        }
        // The keyboard path through the menu: zag drops a pointer press on an item while it settles the menu.
        await pressInMenu('{ArrowUp}{Enter}')
        return
      }
      case 'delete.confirm':
        return void (await user.click(screen.getByRole('button', { name: 'Delete', hidden: true })))
      case 'delete.cancel':
        return void (await user.click(screen.getByRole('button', { name: 'Cancel', hidden: true })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as TemplateLibraryContext
    const confirming = snapshot.matches('confirmingDelete') || snapshot.matches('deleting')
    if (confirming) {
      // hidden: zag's aria-hidden bookkeeping outlives a path that ended with a layer open (jsdom only).
      const dialog = within(screen.getByRole('alertdialog', { name: T.deleteTitle, hidden: true }))
      expect(dialog.getByText(new RegExp(context.target!.name))).toBeTruthy()
      if (context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
      expect(
        dialog.getByRole('button', {
          name: snapshot.matches('deleting') ? 'Deleting…' : 'Delete',
          hidden: true,
        }),
      ).toBeTruthy()
      return
    }
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull()
    if (snapshot.matches('failed'))
      return void expect(region().getByRole('alert')).toHaveTextContent(context.failure!)
    if (snapshot.matches('loading') || snapshot.matches('debouncing'))
      return void expect(region().getByText('Loading…')).toBeTruthy()
    expect(region().getByText(templateCount(context.total))).toBeTruthy()
    expect(region().queryAllByRole('article')).toHaveLength(context.items.length)
    if (context.items.length === 0) expect(region().getByText(T.empty)).toBeTruthy()
    const more = context.items.length < context.total
    if (snapshot.matches('loadingMore'))
      expect(region().getByRole('button', { name: 'Loading…' })).toBeTruthy()
    else expect(region().queryAllByRole('button', { name: 'Load More' })).toHaveLength(more ? 1 : 0)
  },
}
