import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import type {
  OpportunityForecastContext,
  OpportunityForecastEvent,
} from '../../../../machines/partner/opportunity-forecast.machine'
import { bindOpportunityForecast } from '../../../../src/app/flows/partner/opportunity-forecast'
import {
  FORECAST_TEXTS,
  OPPORTUNITY_TEXTS,
  visibleOpportunities,
  type ForecastView,
} from '../../../../src/domain/opportunity-forecast'
import ForecastPage from '../../../../src/features/partner/forecast/ForecastPage'
import { enabledControl } from '../../controls'
import { createScriptedActors, type ScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'
import { licenceDialogActors, settleAllocateDialog, settleBuyDialog } from '../licence-dialogs'

let view: ForecastView | null = null

const idOf = (name: string) =>
  view?.opportunities.find((item) => item.customerName === name)?.customerId ?? name

/** The list's calls scripted; the licence dialogs are the real ones, finished by the user. */
function scriptedForecast(inner: ScriptedActors): ScriptedActors {
  const user = userEvent.setup({ delay: null })
  return {
    logics: inner.logics,
    async settle(id, outcome) {
      if (id === 'licenceAllocate') return settleAllocateDialog(inner.settle, user, outcome, idOf, true)
      if (id === 'licenceBuy') return settleBuyDialog(inner.settle, user, outcome, idOf, true)
      return inner.settle(id, outcome)
    },
  }
}

const KIND_BUTTONS = {
  ALL: 'All in 90 days',
  ...Object.fromEntries(Object.entries(OPPORTUNITY_TEXTS).map(([kind, texts]) => [kind, texts.plural])),
} as Record<string, string>

export const opportunityForecastView: ViewAdapter<OpportunityForecastEvent> = {
  machineId: 'opportunityForecast',
  mount() {
    const inner = createScriptedActors([
      'loadForecast',
      'resendInvite',
      'loadWallet',
      'allocate',
      'quote',
      'buy',
    ])
    const { deps, spies } = scriptedDeps()
    render(
      <ForecastPage
        logic={bindOpportunityForecast(deps).provide({
          actors: {
            loadForecast: inner.logics.loadForecast!,
            resendInvite: inner.logics.resendInvite!,
            ...licenceDialogActors(deps, inner.logics),
          },
        })}
      />,
    )
    return { scripted: scriptedForecast(inner), spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'forecast.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'forecast.kind': {
        const group = within(screen.getByRole('group', { name: 'Show by kind' }))
        return void (await user.click(
          group.getByRole('button', { name: new RegExp(`^${KIND_BUTTONS[event.kind]}`) }),
        ))
      }
      case 'forecast.more':
        return void (await user.click(
          enabledControl(screen.queryByRole('button', { name: /^Show \d+ more/ }), 'Show more'),
        ))
      case 'forecast.step': {
        const item = view?.opportunities.find((opportunity) => opportunity.id === event.id)
        const label = item ? `${OPPORTUNITY_TEXTS[item.kind].stepLabel}: ${item.customerName}` : event.id
        // A row the kind filter hides (or not loaded) has no button: the view refuses as the guard does.
        return void (await user.click(enabledControl(screen.queryByRole('button', { name: label }), label)))
      }
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as OpportunityForecastContext
    view = context.view
    if (snapshot.matches({ ready: 'allocating' }))
      return void expect(screen.getByRole('dialog', { name: 'Allocate licenses' })).toBeTruthy()
    if (snapshot.matches({ ready: 'buying' }))
      return void expect(screen.getByRole('dialog', { name: 'Buy licenses' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    const table = screen.getByRole('table')
    expect(table).toHaveAttribute('aria-busy', String(snapshot.matches('loading')))
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    const group = within(screen.getByRole('group', { name: 'Show by kind' }))
    expect(group.getByRole('button', { pressed: true }).textContent).toContain(KIND_BUTTONS[context.kind])
    if (!context.view) return
    const visible = visibleOpportunities(context.view, context.kind)
    const rows = within(table).getAllByRole('row').slice(1)
    if (visible.length === 0)
      expect(
        within(table).getByText(context.kind === 'ALL' ? FORECAST_TEXTS.empty : FORECAST_TEXTS.emptyKind),
      ).toBeTruthy()
    else expect(rows).toHaveLength(Math.min(visible.length, context.shown))
    if (snapshot.matches({ ready: 'resending' }))
      expect(
        screen.getByRole('button', { name: new RegExp(`: ${context.current?.customerName}$`) }).textContent,
      ).toBe('Sending…')
  },
}
