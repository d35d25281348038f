import { defineFlow } from '../flow'
import { opportunityForecastMachine } from './opportunity-forecast.machine'
import {
  emptyForecast,
  forecastOpportunities,
  forecastView,
  largeForecast,
} from '../samples/forecast.samples'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

export const opportunityForecastScenarios: Scenarios<typeof opportunityForecastMachine> = {
  events: {
    'forecast.retry': [{ type: 'forecast.retry' }],
    'forecast.kind': [
      { type: 'forecast.kind', kind: 'OVERAGE' },
      { type: 'forecast.kind', kind: 'ALL' },
    ],
    'forecast.more': [{ type: 'forecast.more' }],
    'forecast.step': forecastOpportunities.map((item) => ({ type: 'forecast.step' as const, id: item.id })),
  },
  outcomes: {
    loadForecast: { done: [forecastView, largeForecast, emptyForecast], error: [offline] },
    resendInvite: { done: [undefined], error: [failure(404, 'not_found', 'Invitation not found.')] },
    licenceAllocate: { done: [{ allocated: 6 }, { allocated: 0 }] },
    licenceBuy: { done: [{ bought: 14 }, { bought: 0 }] },
  },
  abstractContext: (context) => ({
    loaded: context.view === null ? null : context.view.opportunities.length,
    failure: context.failure !== null,
    kind: context.kind,
    current: context.current?.kind ?? null,
    shown: context.shown,
  }),
  maxStates: 20000,
}

export const opportunityForecastFlow = defineFlow({
  id: 'opportunityForecast',
  file: 'partner/opportunity-forecast',
  title: 'Opportunity forecast',
  description:
    'The partner’s next 90 days: trials ending, renewals, overages and unregistered invitations, each with its expected revenue, charted by week and listed soonest first, narrowed by kind; each row’s one next step — buy licenses, allocate the overage from the wallet, or resend the invitation — opens the dialog My Customers uses and loads the forecast again when it changed something.',
  routes: ['/opportunity-forecast'],
  machine: opportunityForecastMachine,
  scenarios: opportunityForecastScenarios,
})
