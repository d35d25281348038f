import type { DowngradePreview, PlanFacts } from '../../src/domain/plan'

// Plans for scenarios: one per branch of the Boost gate, the locked upgrade dialog and a running trial.

const free: PlanFacts = {
  hasBoost: false,
  trialStatus: 'available',
  trialEndsAt: null,
  subscriptionType: 'FREE',
  managedByProvider: false,
  integration: false,
  subscription: null,
  enabledUsers: 41,
  licenses: [],
  partner: null,
}

export const PLANS = {
  trialAvailable: free,
  trialRunning: { ...free, trialStatus: 'active', trialEndsAt: '2026-12-06T10:00:00.000Z' },
  trialEnded: { ...free, trialStatus: 'expired', trialEndsAt: '2026-11-16T10:00:00.000Z' },
  trialEndedManaged: {
    ...free,
    trialStatus: 'expired',
    trialEndsAt: '2026-11-16T10:00:00.000Z',
    managedByProvider: true,
  },
  boost: {
    ...free,
    hasBoost: true,
    trialStatus: 'expired',
    subscriptionType: 'PAID',
    subscription: {
      status: 'active',
      seats: 250,
      pricePerSeat: 24,
      currentPeriodEnd: '2027-05-06T00:00:00.000Z',
    },
  },
  /** A reseller: Boost with the partnership, no subscription of its own, a wallet it gives out from. */
  partner: {
    ...free,
    hasBoost: true,
    trialStatus: 'expired',
    trialEndsAt: '2026-03-01T10:00:00.000Z',
    enabledUsers: 1,
    licenses: [
      {
        id: 'lic_nw_1',
        balance: 240,
        createdAt: '2026-06-01T10:00:00.000Z',
        expiresAt: '2027-06-01T10:00:00.000Z',
        isActive: true,
        isExpired: false,
      },
    ],
    partner: { allocated: 410, customers: 9 },
  },
} satisfies Record<string, PlanFacts>

export const PREVIEW: DowngradePreview = {
  campaigns: [
    { id: 'trn_1', name: 'Annual Training Campaign', kind: 'training', learners: 120 },
    { id: 'phx_1', name: 'Q3 Phishing Exercise', kind: 'phishingExercise', learners: 120 },
  ],
  assignments: 84,
  boostPages: ['Training report', 'General report', 'Gaming report'],
}
