import { act, render, screen, within } from '@testing-library/react'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type { Pack } from '../../../../src/domain/template-library'
import {
  templateSelectionMachine,
  type TemplateSelectionContext,
  type TemplateSelectionEvent,
} from '../../../../machines/exercise/template-selection.machine'
import { sampleCard } from '../../../../machines/exercise/template-selection.scenarios'
import { CAMPAIGN_TEXTS } from '../../../../src/domain/exercise-campaign'
import { LimitDialog } from '../../../../src/features/exercise/WizardTemplatesStep'
import { selectIsChosen } from '../../../../src/features/exercise/wizard-selectors'
import { TemplateLibrary } from '../../../../src/features/templates/TemplateLibrary'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindTemplateLibrary } from '../../../../src/app/flows/templates/template-library'

// The wizard's custom grid: the library shows the scenarios' eleven templates, each card's checkbox toggles it.
const cards = Array.from({ length: 11 }, (_, i) => sampleCard(`tpl_${i + 1}`))
const library = bindTemplateLibrary(scriptedDeps().deps).provide({
  actors: {
    loadPage: fromPromise(async () => ({ items: cards, totalCount: cards.length })),
    loadPacks: fromPromise(async (): Promise<Pack[]> => []),
  },
})
const mounted: { actor: ActorRefFrom<typeof templateSelectionMachine> | null } = { actor: null }

function Harness() {
  const selection = useActorRef(templateSelectionMachine)
  const grid = useActorRef(library)
  const chosen = useSelector(selection, selectIsChosen)
  useEffect(() => {
    mounted.actor = selection
  }, [selection])
  return (
    <>
      <TemplateLibrary
        actor={grid}
        canManage={false}
        onCreate={() => {}}
        onPreview={() => {}}
        onEdit={() => {}}
        selection={{ chosen, onToggle: (template) => selection.send({ type: 'template.toggle', template }) }}
      />
      <LimitDialog selection={selection} />
    </>
  )
}

export const templateSelectionView: ViewAdapter = {
  machineId: 'templateSelection',
  mount() {
    render(<Harness />)
    return { scripted: createScriptedActors([]), spies: {} }
  },
  async perform(event, user) {
    const e = event as TemplateSelectionEvent
    switch (e.type) {
      case 'template.toggle': {
        await screen.findByRole('checkbox', { name: `Select ${e.template.name}` })
        return void (await user.click(screen.getByRole('checkbox', { name: `Select ${e.template.name}` })))
      }
      case 'limit.close':
        return void (await user.click(
          screen.getByRole('button', { name: CAMPAIGN_TEXTS.gotIt, hidden: true }),
        ))
      case 'template.created':
      case 'selection.set':
        // Sent by the builder (a template made from the wizard) and by the wizard itself: no control here.
        return void act(() => mounted.actor!.send(e))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as TemplateSelectionContext
    const region = within(screen.getByRole('region', { name: 'Templates', hidden: true }))
    const checked = region.queryAllByRole('checkbox', { checked: true, hidden: true })
    // Only how many (the graph's abstraction): which ones depends on the path that reached the count.
    expect(checked).toHaveLength(
      context.selected.filter((t) => cards.some((card) => card.id === t.id)).length,
    )
    const dialog = screen.queryByRole('alertdialog')
    if (snapshot.matches('limitReached')) expect(dialog).toHaveTextContent(CAMPAIGN_TEXTS.limit(10))
    else expect(dialog).toBeNull()
  },
}
