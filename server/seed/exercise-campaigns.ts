import type { Database } from '../db/open'
import { phishingCampaigns } from '../db/schema'
import { simulateLearnerActivity } from '../exercise/learner-activity'
import { insertAssignments, learnersFor, scheduleLearners } from '../exercise/learners'
import { refreshCampaignTotals } from '../exercise/totals'
import { daysFrom } from './helpers'

// Globex's phishing exercise campaigns, one of each kind a card can show: running (learners answering over
// days), archived, postponed (starts in two days at 9 in each learner's zone), archived before it started,
// and one from the earlier exercise version. Learners are assigned as the wizard would assign them and the
// activity simulator answers for them up to now.

type CampaignInsert = Omit<typeof phishingCampaigns.$inferInsert, 'companyId' | 'assignments'> &
  Partial<Pick<typeof phishingCampaigns.$inferInsert, 'assignments'>>
const none = { total: 0, completed: 0, inProgress: 0, notStarted: 0, overdue: 0 }

export async function seedGlobexExercises(
  db: Database,
  now: Date,
  departmentIds: string[],
  groupIds: string[],
) {
  const campaigns: (CampaignInsert & { startDate?: string; targets: string[] })[] = [
    {
      id: 'phx_globex_q3',
      name: 'Q3 Phishing Exercise',
      status: 'ongoing',
      startedAt: daysFrom(now, -10),
      daysToComplete: 14,
      usersType: 'USERS_ALL',
      packId: 'pck_finance',
      templateIds: ['tpl_invoice', 'tpl_globex_payroll'],
      targets: [],
    },
    {
      id: 'phx_globex_q2',
      name: 'Q2 Phishing Exercise',
      status: 'ended',
      startedAt: daysFrom(now, -120),
      archivedAt: daysFrom(now, -90),
      daysToComplete: 14,
      usersType: 'USERS_FROM_DEPARTMENTS',
      packId: 'pck_starter',
      templateIds: ['tpl_password_reset', 'tpl_parcel_sms'],
      targets: departmentIds.slice(0, 3),
    },
    {
      id: 'phx_globex_joiners',
      name: 'New Joiners Check',
      status: 'queued',
      startedAt: daysFrom(now, 2),
      startDate: daysFrom(now, 2).toISOString().slice(0, 10),
      daysToComplete: 7,
      usersType: 'USERS_FROM_GROUPS',
      packId: null,
      templateIds: ['tpl_parcel_sms', 'tpl_password_reset'],
      targets: groupIds.slice(1, 2),
    },
    {
      id: 'phx_globex_cancelled',
      name: 'Holiday Gift Card Lure',
      status: 'ended',
      startedAt: daysFrom(now, 5),
      archivedAt: daysFrom(now, -1),
      daysToComplete: 7,
      usersType: 'USERS_FROM_GROUPS',
      packId: null,
      templateIds: ['tpl_parcel_sms'],
      targets: groupIds.slice(0, 1),
    },
    {
      id: 'phx_globex_legacy',
      name: 'Legacy Email Drill',
      status: 'ongoing',
      startedAt: daysFrom(now, -200),
      daysToComplete: 30,
      usersType: 'USERS_ALL',
      packId: 'pck_starter',
      templateIds: ['tpl_password_reset'],
      isOldVersion: true,
      assignments: { total: 96, completed: 96, inProgress: 0, notStarted: 0, overdue: 0 },
      score: 64,
      targets: [],
    },
  ]
  for (const { startDate, targets, ...campaign } of campaigns) {
    await db.insert(phishingCampaigns).values({
      assignments: none,
      companyId: 'cmp_globex',
      selectedDepartments: campaign.usersType === 'USERS_FROM_DEPARTMENTS' ? targets : [],
      selectedGroups: campaign.usersType === 'USERS_FROM_GROUPS' ? targets : [],
      isNotificationEnabled: true,
      notificationSubject: 'New phishing exercise',
      notificationMessage: 'Look at each message closely and choose what you would do.',
      ...campaign,
    })
    if (campaign.isOldVersion) continue
    const learners = await learnersFor(db, 'cmp_globex', campaign.usersType as 'USERS_ALL', targets)
    // A past start is replayed as if launched then: every learner received it at the campaign's start.
    const at = startDate ? now : campaign.startedAt
    await insertAssignments(
      db,
      campaign.id,
      scheduleLearners(learners, startDate ?? null, campaign.daysToComplete, 'Europe/London', at),
    )
    await simulateLearnerActivity(db, null, now, campaign.id)
    await refreshCampaignTotals(db, campaign.id, now)
  }
}
