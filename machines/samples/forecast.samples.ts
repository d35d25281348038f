import type { ForecastView, Opportunity } from '../../src/domain/opportunity-forecast'

// A partner's next 90 days as the gateway answers them: one opportunity of each kind.

const base = { upsell: false, invitationEmail: null }

export const forecastOpportunities: Opportunity[] = [
  {
    ...base,
    id: 'overage:cmp_contoso',
    kind: 'OVERAGE',
    customerId: 'cmp_contoso',
    customerName: 'Contoso',
    dueAt: '2026-11-25T09:00:00.000Z',
    seats: 6,
    expectedRevenue: 144,
    upsell: true,
  },
  {
    ...base,
    id: 'invitation:inv_1',
    kind: 'INVITATION',
    customerId: 'cmp_litware',
    customerName: 'Litware',
    dueAt: '2026-12-02T09:00:00.000Z',
    seats: 25,
    expectedRevenue: 600,
    invitationEmail: 'it@litware.example',
  },
  {
    ...base,
    id: 'trial:cmp_tailspin',
    kind: 'TRIAL_ENDING',
    customerId: 'cmp_tailspin',
    customerName: 'Tailspin Toys',
    dueAt: '2026-12-10T09:00:00.000Z',
    seats: 14,
    expectedRevenue: 336,
  },
  {
    ...base,
    id: 'renewal:cmp_proseware',
    kind: 'RENEWAL',
    customerId: 'cmp_proseware',
    customerName: 'Proseware',
    dueAt: '2027-01-30T09:00:00.000Z',
    seats: 40,
    expectedRevenue: 960,
    upsell: true,
  },
]

export const forecastView: ForecastView = {
  generatedAt: '2026-11-25T09:00:00.000Z',
  horizonDays: 90,
  opportunities: forecastOpportunities,
}

export const emptyForecast: ForecastView = { ...forecastView, opportunities: [] }

/** A large book: more invitations than the list shows at first. */
export const largeForecast: ForecastView = {
  ...forecastView,
  opportunities: [
    ...forecastOpportunities,
    ...Array.from({ length: 60 }, (_, n) => ({
      ...forecastOpportunities[1]!,
      id: `invitation:inv_bulk_${n}`,
      customerId: `cmp_bulk_${n}`,
      customerName: `Prospect ${String(n + 1).padStart(2, '0')}`,
      invitationEmail: `it@prospect${n + 1}.example`,
    })),
  ],
}
