import type { ResellerOverviewData } from '../partner/reseller-overview.machine'

// A reseller's book as the two calls answer it: its own customers and one sub-reseller's.

export const resellerOverviewData: ResellerOverviewData = {
  customers: {
    includesSubResellers: true,
    customers: [
      {
        id: 'cmp_contoso',
        name: 'Contoso',
        subResellerId: null,
        state: 'BOOSTED',
        suspended: false,
        licensedSeats: 30,
        activeUsers: 36,
        overage: 6,
        createdAt: '2026-01-10T09:00:00.000Z',
      },
      {
        id: 'cmp_litware',
        name: 'Litware',
        subResellerId: null,
        state: 'UNREGISTERED',
        suspended: false,
        licensedSeats: 0,
        activeUsers: 0,
        overage: 0,
        createdAt: '2026-11-01T09:00:00.000Z',
      },
      {
        id: 'cmp_fabrikam',
        name: 'Fabrikam',
        subResellerId: null,
        state: 'BOOSTED',
        suspended: false,
        licensedSeats: 30,
        activeUsers: 4,
        overage: 0,
        createdAt: '2026-02-01T09:00:00.000Z',
      },
      {
        id: 'cmp_alpine',
        name: 'Alpine Ski House',
        subResellerId: 'cmp_fabrikam',
        state: 'TRIAL_ACTIVE',
        suspended: false,
        licensedSeats: 0,
        activeUsers: 12,
        overage: 0,
        createdAt: '2026-09-01T09:00:00.000Z',
      },
    ],
  },
  subResellers: {
    subResellers: [
      { id: 'cmp_fabrikam', name: 'Fabrikam', customers: 1, createdAt: '2026-02-01T09:00:00.000Z' },
    ],
  },
}

export const emptyResellerOverview: ResellerOverviewData = {
  customers: { includesSubResellers: false, customers: [] },
  subResellers: { subResellers: [] },
}
