import { act, render, screen, waitFor, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect, vi } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import {
  reportingSaves,
  type ExerciseCreateContext,
  type ExerciseCreateEvent,
  type exerciseCreateScreenMachine,
  type ExerciseCreateInput,
} from '../../../../machines/exercise/exercise-create-screen.machine'
import type { Directory } from '../../../../machines/exercise/campaign-wizard.machine'
import { sampleCard } from '../../../../machines/exercise/template-selection.scenarios'
import type { UserMatches } from '../../../../machines/exercise/user-search.machine'
import { bindCampaignWizard } from '../../../../src/app/flows/exercise/campaign-wizard'
import { bindExerciseCreateScreen } from '../../../../src/app/flows/exercise/exercise-create-screen'
import { bindTemplateBuilder } from '../../../../src/app/flows/templates/template-builder'
import { bindTemplateLibrary } from '../../../../src/app/flows/templates/template-library'
import { bindTemplatePreview } from '../../../../src/app/flows/templates/template-preview'
import { bindUserSearch } from '../../../../src/app/flows/exercise/user-search'
import type { Pack, TemplateCardItem } from '../../../../src/domain/template-library'
import { starterPack } from '../../../../machines/exercise/exercise-create-screen.scenarios'
import { selectSelectionActor } from '../../../../src/features/exercise/wizard-selectors'
import { ExerciseCreatePage } from '../../../../src/features/exercise/ExerciseCreatePage'
import { openMenuForKeys, pressInMenu } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'
import { onWideScreen } from '../../wide-screen'

// The page's own graph on the real page: its children are the real bound flows. A path's wizard snapshot is
// performed by bringing the real wizard to it (its packs arrive, a pack is chosen, the custom grid is emptied), so
// what XState hands the page is the real wizard's. Where the page's message changes the wizard (the address's pack
// chosen, a new template selected), the step checks that it did and then takes it back: the page's graph holds
// the wizard's answer as its next snapshot, which the path gives as a step of its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands for any of the children's calls
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const cards: TemplateCardItem[] = [
  { ...sampleCard('tpl_custom'), type: 'CUSTOM', isEditable: true },
  sampleCard('tpl_platform'),
]

const mounted: { actor: ActorRefFrom<typeof exerciseCreateScreenMachine> | null } = { actor: null }

function Harness({
  logic,
  input,
}: {
  logic: typeof exerciseCreateScreenMachine
  input: ExerciseCreateInput
}) {
  const actor = useActorRef(logic, { input })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return <ExerciseCreatePage screen={actor} />
}

const leave = { guards: 0, releases: 0 }
const packs: { arrive: (packs: Pack[]) => void } = { arrive: () => {} }
const loadPage = vi.fn(async () => ({ items: cards, totalCount: cards.length }))

function page(deps: ReturnType<typeof scriptedDeps>['deps']) {
  return bindExerciseCreateScreen(deps).provide({
    actors: {
      wizard: bindCampaignWizard(deps).provide({
        actors: {
          loadPacks: fromPromise(() => new Promise<Pack[]>((resolve) => void (packs.arrive = resolve))),
          loadPackTemplates: fromPromise(async () => cards),
          loadDirectory: fromPromise(async (): Promise<Directory> => ({ departments: [], groups: [] })),
          countLearners: never,
          previewLaunch: never,
          createCampaign: never,
        },
      }),
      library: bindTemplateLibrary(deps).provide({
        actors: {
          loadPage: fromPromise(loadPage),
          loadPacks: fromPromise(async (): Promise<Pack[]> => []),
          deleteTemplate: never,
        },
      }),
      builder: reportingSaves(
        bindTemplateBuilder(deps).provide({ actors: { loadTemplate: never, saveTemplate: never } }),
      ),
      preview: bindTemplatePreview(deps).provide({ actors: { loadTemplate: never } }),
      userSearch: bindUserSearch(deps).provide({
        actors: { searchUsers: fromPromise(async (): Promise<UserMatches> => ({ items: [], total: 0 })) },
      }),
    },
  })
}

const library = () => within(screen.getByRole('region', { name: 'Templates' }))
const selectedCount = () => screen.getByText(/^Selected:/).textContent!.match(/\d+/)![0]

/** Opens a card's menu and picks an item by the keyboard (zag drops a pointer press while the menu settles). */
async function pick(
  template: TemplateCardItem,
  item: 'Preview' | 'Edit',
  user: Parameters<ViewAdapter['perform']>[1],
) {
  const menu = within(
    await openMenuForKeys(library().getByRole('button', { name: `Actions for ${template.name}` }), user),
  )
  const items = menu.getAllByRole('menuitem').map((element) => element.textContent)
  await pressInMenu(`${'{ArrowDown}'.repeat(items.indexOf(item) + 1)}{Enter}`)
}

/** A dialog a step opened, seen and closed again: the next step starts from the page. */
async function seenAndClosed(name: string | RegExp) {
  const dialog = await waitFor(() => screen.getByRole('dialog', { name, hidden: true }))
  await act(() => {
    const close = within(dialog).queryAllByRole('button', { name: /Close|Cancel/, hidden: true })[0]
    close?.click()
  })
  await waitFor(() => expect(screen.queryByRole('dialog', { name, hidden: true })).toBeNull())
}

const wizard = () => mounted.actor!.getSnapshot().children.wizard!
const selectionOf = (actor: ReturnType<typeof wizard>) => selectSelectionActor(actor.getSnapshot())!
const browsing = () =>
  waitFor(() =>
    expect(wizard().getSnapshot().matches({ templates: 'browsing' }), 'the wizard browses').toBe(true),
  )

/** Brings the real wizard to what a path's snapshot says: its packs known or not, the pack chosen or none. */
async function bringWizardTo(target: { packs: unknown[] | null; packId: string | null }) {
  const requested = (mounted.actor!.getSnapshot().context as ExerciseCreateContext).requestedPack
  if (target.packs !== null && wizard().getSnapshot().context.packs === null) {
    act(() => packs.arrive([starterPack]))
    await waitFor(() => expect(wizard().getSnapshot().context.packs).not.toBeNull())
    if (requested) {
      // The address's pack is the wizard's choice now; the path's next snapshot says what is chosen.
      await waitFor(() => expect(wizard().getSnapshot().context.packId).toBe(requested))
      await browsing()
      act(() => wizard().send({ type: 'pack.custom' }))
    }
  }
  await browsing()
  if (target.packId) return void act(() => wizard().send({ type: 'pack.select', packId: target.packId! }))
  // "Custom" again: nothing chosen, and the wizard hands the page its snapshot.
  act(() => wizard().send({ type: 'pack.custom' }))
}

export const exerciseCreateScreenView: ViewAdapter = {
  machineId: 'exerciseCreateScreen',
  mount(input) {
    onWideScreen()
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    leave.guards = 0
    leave.releases = 0
    loadPage.mockClear()
    deps.guardLeave = () => {
      leave.guards += 1
      return () => void (leave.releases += 1)
    }
    render(<Harness logic={page(deps)} input={input as ExerciseCreateInput} />)
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event, user) {
    const e = event as ExerciseCreateEvent
    // The page's actor is known once it has mounted (not the last path's).
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    const cardsShown = () =>
      waitFor(() => expect(library().getAllByRole('article').length).toBe(cards.length))
    switch (e.type) {
      // What XState hands the page from its child, and what the builder reports after a save: no control.
      case 'xstate.snapshot.wizard':
        return bringWizardTo(e.snapshot.context)
      case 'template.saved': {
        await cardsShown()
        const before = { loads: loadPage.mock.calls.length, selected: Number(selectedCount()) }
        act(() => mounted.actor!.send(e))
        // The library reloads; a new template joins the selection.
        await waitFor(() => expect(loadPage.mock.calls.length).toBe(before.loads + 1))
        if (!e.created) return
        await waitFor(() => expect(Number(selectedCount())).toBe(before.selected + 1))
        return void act(() => selectionOf(wizard()).send({ type: 'selection.set', templates: [] }))
      }
      case 'template.create':
        await cardsShown()
        await user.click(library().getByRole('button', { name: 'Create New' }))
        return void (await seenAndClosed('Choose Template Type'))
      case 'template.preview':
        await cardsShown()
        await pick(
          cards.find((card) => card.id === e.templateId)!,
          'Preview',
          user,
        )
        return void (await seenAndClosed(/./))
      case 'template.edit':
        await cardsShown()
        await pick(e.template, 'Edit', user)
        return void (await seenAndClosed(/./))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as ExerciseCreateContext
    // Create New is offered exactly when the page's machine takes it (the custom grid shows when no pack is chosen).
    const grid = screen.queryByRole('region', { name: 'Templates' })
    if (grid) {
      const create = within(grid).queryByRole('button', { name: 'Create New' })
      expect(create !== null, 'Create New on screen').toBe(context.canManage)
    }
    // The browser asks before leaving exactly while the page is in its guarded state.
    const guarded = snapshot.matches({ leaving: 'guarded' })
    expect(leave.guards - leave.releases, 'leave prompts held').toBe(guarded ? 1 : 0)
  },
}
