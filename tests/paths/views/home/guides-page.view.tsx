import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  GuidesPageContext,
  GuidesPageEvent,
  guidesPageMachine,
} from '../../../../machines/home/guides-page.machine'
import { bindGuidesPage } from '../../../../src/app/flows/home/guides-page'
import GuidesPage from '../../../../src/features/home/GuidesPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const EXTRAS = { planButtons: true, guideCards: true, pricingCard: true, freeVsBoostVideo: true }
let context: GuidesPageContext | null = null

function Harness({ logic }: { logic: typeof guidesPageMachine }) {
  const actor = useActorRef(logic)
  return <GuidesPage actor={actor} extras={EXTRAS} />
}

export const guidesPageView: ViewAdapter<GuidesPageEvent> = {
  machineId: 'guidesPage',
  mount() {
    const scripted = createScriptedActors(['loadGuides'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindGuidesPage(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'guides.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'guide.play': {
        const name = context?.guides?.find((guide) => guide.id === event.videoId)?.name ?? event.videoId
        return void (await user.click(screen.getByRole('button', { name: `Play ${name}` })))
      }
      case 'dialog.close':
        return void (await user.click(
          within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }),
        ))
    }
  },
  expectState(snapshot) {
    context = snapshot.context as GuidesPageContext
    expect(screen.getByRole('heading', { name: 'Pricing', hidden: true })).toBeTruthy()
    if (snapshot.matches('failed')) return void expect(screen.getByText(context.failure ?? '')).toBeTruthy()
    if (!context.guides) return
    expect(screen.queryAllByRole('button', { name: /^Play /, hidden: true }).length).toBeGreaterThanOrEqual(
      context.guides.length,
    )
    if (context.guides.length === 0) expect(screen.getByText('No video guides yet.')).toBeTruthy()
    const playing = context.guides.find((guide) => guide.id === context!.playing)
    if (playing)
      expect(within(screen.getByRole('dialog')).getByLabelText(`Play ${playing.name}`)).toBeTruthy()
    else expect(screen.queryByRole('dialog')).toBeNull()
  },
}
