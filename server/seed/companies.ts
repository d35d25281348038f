import { eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { simulateTrainingProgress } from '../learning/learner-progress'
import { ACCEPTABLE_USE, policyPdf } from './policy-pdf'
import { enrol } from '../users/enrolment'
import {
  companies,
  licenceWallets,
  licenseAllocations,
  partnerInvitations,
  notifications,
  phishingTemplates,
  policies,
  subscriptions,
  trainingCampaigns,
  transactions,
  trainingFiles,
  monthlyVideoAssignments,
} from '../db/schema'
import { templateAnswers } from './catalogue'
import { seedGlobexExercises } from './exercise-campaigns'
import { seedGlobexSimulations } from './simulations'
import { addDepartments, addGroups, addLearners, addTasks, daysFrom, type CompanyInsert } from './helpers'
import { people, sequence } from './people'
import { seedNorthwindBook } from './partner-book'
import { seedNorthwindCourseShares } from './course-shares'

const ALL_FEATURES_OFF = {}

export async function seedPlatform(db: Database, now: Date) {
  // Staff work with every feature: the platform company is on Boost so no plan banner or gate stands in the way.
  await db.insert(companies).values({
    id: 'cmp_platform',
    name: 'Awareness Platform',
    slug: 'platform',
    subscriptionType: 'PAID',
    hasBoost: true,
    trialStatus: 'expired',
    createdAt: daysFrom(now, -900),
  })
}

export async function seedAcme(db: Database, now: Date) {
  await db.insert(companies).values({
    id: 'cmp_acme',
    name: 'Acme Corp',
    slug: 'acme',
    country: 'US',
    createdAt: daysFrom(now, -30),
    features: ALL_FEATURES_OFF,
  })
  const departmentIds = await addDepartments(db, 'cmp_acme', [
    'Engineering',
    'Sales',
    'Finance',
    'Operations',
  ])
  const groupIds = await addGroups(db, 'cmp_acme', ['Managers', 'Remote Staff'])
  await addLearners(db, 'cmp_acme', people(40, 'acme.example'), departmentIds, groupIds, now)
}

export async function seedGlobex(db: Database, now: Date) {
  await db.insert(companies).values({
    id: 'cmp_globex',
    name: 'Globex',
    slug: 'globex',
    country: 'GB',
    subscriptionType: 'PAID',
    hasBoost: true,
    trialStatus: 'expired',
    paidSeats: 250,
    // Configured for SSO with the gateway's demo identity provider (/__idp).
    ssoProvider: 'customSaml',
    createdAt: daysFrom(now, -400),
    features: { isPhishingExerciseV2Enabled: true, isScormEnabled: true, isOktaSamlAccessible: true },
    flags: ['calendar-add-course', 'calendar-add-monthly-video', 'secure-code-tournament'],
  })
  const departmentIds = await addDepartments(db, 'cmp_globex', [
    'Engineering',
    'Sales',
    'Finance',
    'HR',
    'Support',
  ])
  const groupIds = await addGroups(db, 'cmp_globex', ['Leadership', 'New Joiners', 'Developers'])
  const learners = await addLearners(
    db,
    'cmp_globex',
    people(120, 'globex.example', 5),
    departmentIds,
    groupIds,
    now,
  )
  await db.insert(subscriptions).values({
    id: 'sub_globex',
    companyId: 'cmp_globex',
    status: 'active',
    currentPeriodStart: daysFrom(now, -200),
    currentPeriodEnd: daysFrom(now, 165),
    reservedSeats: 250,
    pricePerUserCents: 2400,
  })
  await db.insert(licenceWallets).values([
    {
      id: 'lw_globex_spring',
      companyId: 'cmp_globex',
      balance: 50,
      createdAt: daysFrom(now, -60),
      expiresAt: daysFrom(now, 165),
    },
    {
      id: 'lw_globex_pilot',
      companyId: 'cmp_globex',
      balance: 25,
      createdAt: daysFrom(now, -375),
      expiresAt: daysFrom(now, -10),
    },
  ])
  await db.insert(trainingCampaigns).values([
    {
      id: 'trn_globex_annual',
      companyId: 'cmp_globex',
      courseId: 'crs_annual',
      name: 'Annual Training Campaign',
      startDate: daysFrom(now, -20),
      daysToComplete: 30,
      assignmentType: 'ALL_USERS',
      status: 'running',
      progress: { completed: 48, inProgress: 37, notStarted: 29, overdue: 6 },
    },
    {
      id: 'trn_globex_gdpr',
      companyId: 'cmp_globex',
      courseId: 'crs_gdpr',
      name: 'GDPR Refresher',
      startDate: daysFrom(now, -160),
      dateEnded: daysFrom(now, -100),
      daysToComplete: 45,
      assignmentType: 'DEPARTMENTS',
      selection: { departmentIds: departmentIds.slice(0, 2), groupIds: [], userIds: [] },
      status: 'ended',
      progress: { completed: 41, inProgress: 0, notStarted: 3, overdue: 6 },
    },
    {
      id: 'trn_globex_escape',
      companyId: 'cmp_globex',
      courseId: 'crs_gaming',
      name: 'Cyber Escape Room',
      startDate: daysFrom(now, -5),
      daysToComplete: 14,
      assignmentType: 'GROUPS',
      selection: { departmentIds: [], groupIds: groupIds.slice(0, 2), userIds: [] },
      isGaming: true,
      status: 'running',
      progress: { completed: 9, inProgress: 12, notStarted: 19, overdue: 0 },
    },
  ])
  await db.insert(phishingTemplates).values([
    {
      id: 'tpl_globex_payroll',
      companyId: 'cmp_globex',
      name: 'Payroll Update (Globex)',
      layoutType: 'EMAIL',
      subject: 'Action needed: confirm your bank details',
      fromName: 'Globex Payroll',
      fromEmail: 'payroll@globex-hr.example',
      html: "<p>Confirm your bank details before Friday's payroll run.</p>",
      legend: 'HR emails you the week before payday.',
      answers: templateAnswers('CALL_AND_VERIFY'),
      callouts: [],
      difficulty: 'MEDIUM',
      type: 'CUSTOM',
      createdAt: daysFrom(now, -3),
      updatedAt: daysFrom(now, -3),
    },
    {
      id: 'tpl_globex_mfa_sms',
      companyId: 'cmp_globex',
      name: 'MFA Reset SMS (Globex)',
      layoutType: 'SMS',
      subject: null,
      fromName: null,
      fromEmail: null,
      fromPhone: '+1 555 010 0199',
      html: 'Globex IT: your MFA device was removed. Re-enrol now: %url_tag%',
      legend: 'A text arrives while you are travelling.',
      answers: templateAnswers('REPORT_PHISHING'),
      callouts: [],
      difficulty: 'HARD',
      type: 'CUSTOM',
      createdAt: daysFrom(now, -40),
      updatedAt: daysFrom(now, -40),
    },
  ])
  await seedGlobexExercises(db, now, departmentIds, groupIds)
  await seedGlobexSimulations(db, now, departmentIds)
  // Per-learner work behind the campaign and policy counts: what reminders and profiles read.
  const annual = { id: 'trn_globex_annual', title: 'Annual Training Campaign', dueAt: daysFrom(now, 10) }
  await addTasks(
    db,
    'cmp_globex',
    learners,
    { ...annual, kind: 'training' },
    (i) =>
      i % 4 === 0 ? 'completed' : i % 4 === 1 ? 'in_progress' : i % 4 === 2 ? 'not_started' : 'completed',
    now,
  )
  await addTasks(
    db,
    'cmp_globex',
    learners.filter((_, i) => i % 5 === 0),
    { id: 'trn_globex_escape', kind: 'gaming', title: 'Cyber Escape Room', dueAt: daysFrom(now, 9) },
    (i) => (i % 2 === 0 ? 'not_started' : 'completed'),
    now,
  )
  await addTasks(
    db,
    'cmp_globex',
    learners,
    { id: 'pol_globex_aup', kind: 'policy', title: 'Acceptable Use Policy', dueAt: daysFrom(now, 5) },
    (i) => (i % 3 === 0 ? 'not_started' : 'completed'),
    // Acknowledged within ten days of its revision's upload, sixty days ago (what the policy report measures).
    daysFrom(now, -60 + 11),
  )
  await addTasks(
    db,
    'cmp_globex',
    learners,
    {
      id: 'vid_globex_month',
      kind: 'monthlyVideo',
      title: 'Monthly video: QR-code phishing',
      dueAt: daysFrom(now, 25),
    },
    (i) => (i % 2 === 0 ? 'completed' : 'not_started'),
    now,
  )
  await seedSimulatedTraining(db, now, learners.slice(20, 80))
  const policyFile = await policyPdf('Acceptable Use Policy', ACCEPTABLE_USE)
  await seedGlobexMonthlyVideos(db, now, learners)
  await db.insert(trainingFiles).values({
    id: 'trf_globex_aup',
    companyId: 'cmp_globex',
    fileName: 'acceptable-use-policy.pdf',
    size: policyFile.length,
    data: policyFile.toString('base64'),
  })
  await addTasks(
    db,
    'cmp_globex',
    learners.filter((_, i) => i % 2 === 1),
    { id: 'pol_globex_remote', kind: 'policy', title: 'Remote Work Policy', dueAt: daysFrom(now, 2) },
    (i) => (i % 4 === 0 ? 'completed' : 'not_started'),
    // Acknowledged within ten days of its upload, twelve days ago.
    daysFrom(now, -12 + 11),
  )
  await db.insert(policies).values([
    {
      id: 'pol_globex_aup',
      companyId: 'cmp_globex',
      name: 'Acceptable Use Policy',
      revision: 3,
      acknowledged: 98,
      notOpened: 15,
      overdue: 7,
      fileId: 'trf_globex_aup',
      fileName: 'acceptable-use-policy.pdf',
      daysToAcknowledge: 65,
      createdAt: daysFrom(now, -60),
      updatedAt: daysFrom(now, -60),
    },
    {
      id: 'pol_globex_remote',
      companyId: 'cmp_globex',
      name: 'Remote Work Policy',
      revision: 1,
      acknowledged: 60,
      notOpened: 52,
      overdue: 8,
      fileId: 'trf_globex_aup',
      fileName: 'acceptable-use-policy.pdf',
      daysToAcknowledge: 14,
      createdAt: daysFrom(now, -12),
      updatedAt: daysFrom(now, -12),
    },
  ])
  await db.insert(notifications).values({
    id: 'ntf_globex_report',
    companyId: 'cmp_globex',
    head: 'Report ready',
    title: 'Q2 phishing exercise results',
    description: '81% of learners answered correctly. See who needs a refresher.',
    buttonName: 'Open report',
    url: '/phishing-exercise-report/phx_globex_q2/users',
    createdAt: daysFrom(now, -2),
  })
}

export async function seedInitech(db: Database, now: Date) {
  await db.insert(companies).values({
    id: 'cmp_initech',
    name: 'Initech',
    slug: 'initech',
    country: 'US',
    trialStatus: 'expired',
    trialEndsAt: daysFrom(now, -6),
    createdAt: daysFrom(now, -40),
  })
  const departmentIds = await addDepartments(db, 'cmp_initech', ['Engineering', 'Accounting', 'Support'])
  const groupIds = await addGroups(db, 'cmp_initech', ['TPS Reports'])
  const learners = await addLearners(
    db,
    'cmp_initech',
    people(30, 'initech.example', 11),
    departmentIds,
    groupIds,
    now,
  )
  await addTasks(
    db,
    'cmp_initech',
    learners,
    {
      id: 'trn_initech_annual',
      kind: 'training',
      title: 'Annual Training Campaign',
      dueAt: daysFrom(now, 5),
    },
    (i) => (i % 3 === 0 ? 'completed' : i % 3 === 1 ? 'in_progress' : 'not_started'),
    now,
  )
  await db.insert(trainingCampaigns).values({
    id: 'trn_initech_annual',
    companyId: 'cmp_initech',
    courseId: 'crs_annual',
    name: 'Annual Training Campaign',
    startDate: daysFrom(now, -25),
    daysToComplete: 30,
    assignmentType: 'ALL_USERS',
    status: 'suspended',
    progress: { completed: 7, inProgress: 10, notStarted: 13, overdue: 0 },
  })
}

const CUSTOMER_NAMES = [
  'Contoso',
  'Tailspin Toys',
  'Wide World Importers',
  'Litware',
  'Proseware',
  'Adventure Works',
  'Coho Winery',
  'Lucerne Publishing',
  'Margie Travel',
  'Trey Research',
  'Woodgrove Bank',
  'Alpine Ski House',
]
const ACCESS = ['AVAILABLE', 'REQUESTED', 'NOT_AVAILABLE'] as const

export async function seedNorthwind(db: Database, now: Date) {
  await db.insert(companies).values({
    id: 'cmp_northwind',
    name: 'Northwind',
    slug: 'northwind',
    country: 'US',
    type: 'RESELLER',
    isPartner: true,
    customerType: 'PARTNER',
    subscriptionType: 'PAID',
    hasBoost: true,
    paidSeats: 50,
    trialStatus: 'expired',
    createdAt: daysFrom(now, -700),
    features: {
      isChildLoginAllowed: true,
      isPartnerInviteAllowed: true,
      isGrandChildrenAccessAllowed: true,
      hasWhiteLabelAccess: true,
      hasPayByInvoiceAccess: true,
    },
    flags: ['reseller-overview'],
    defaultChildInviteMessage: 'Northwind has set up security-awareness training for your team.',
  })
  await db.insert(companies).values({
    id: 'cmp_fabrikam',
    name: 'Fabrikam',
    slug: 'fabrikam',
    country: 'CA',
    type: 'SUBRESELLER',
    isPartner: true,
    customerType: 'PARTNER',
    parentCompanyId: 'cmp_northwind',
    subscriptionType: 'PAID',
    hasBoost: true,
    paidSeats: 30,
    // A credit from a returned order: its next purchases draw on it first.
    bankBalanceCents: 25_000,
    trialStatus: 'expired',
    createdAt: daysFrom(now, -300),
    features: { isChildLoginAllowed: true, isPartnerInviteAllowed: true },
  })
  const random = sequence(7)
  const customers: CompanyInsert[] = CUSTOMER_NAMES.map((name, index) => {
    const boosted = index % 3 !== 2
    return {
      id: `cmp_nw_${index + 1}`,
      name,
      slug: `nw-${index + 1}`,
      parentCompanyId: index === 11 ? 'cmp_fabrikam' : 'cmp_northwind',
      customerType: 'PARTNERS_CUSTOMER',
      subscriptionType: boosted ? 'PAID' : 'FREE',
      hasBoost: boosted,
      paidSeats: boosted ? 25 + 5 * random(10) : 0,
      trialStatus: boosted ? 'expired' : index % 2 === 0 ? 'available' : 'active',
      trialEndsAt: boosted ? null : daysFrom(now, 5 + index),
      loginAsCompanyStatus: ACCESS[index % 3] ?? null,
      disabledAt: index === 10 ? daysFrom(now, -15) : null,
      createdAt: daysFrom(now, -30 * (index + 1)),
    }
  })
  await db.insert(companies).values(customers)
  // The reseller's wallet: licences bought ahead, allocated to customers from here.
  await db.insert(licenceWallets).values({
    id: 'lw_northwind',
    companyId: 'cmp_northwind',
    balance: 240,
    createdAt: daysFrom(now, -90),
    expiresAt: daysFrom(now, 275),
  })
  for (const [index, customer] of customers.entries()) {
    // Every fourth customer has no registered users yet; Contoso runs over its paid seats.
    const count = index % 4 === 3 ? 0 : index === 0 ? 40 : 4 + random(20)
    await addLearners(
      db,
      customer.id as string,
      people(count, `${customer.slug}.example`, index),
      [],
      [],
      now,
    )
    if (count === 0)
      await db.insert(partnerInvitations).values({
        id: `inv_nw_${index + 1}`,
        partnerCompanyId: customer.parentCompanyId as string,
        customerCompanyId: customer.id as string,
        email: `it@${customer.slug}.example`,
        invitedBy: 'partner@northwind.example',
        tokenId: `seed-${index + 1}`,
        sentAt: daysFrom(now, -3 - index),
        expiresAt: daysFrom(now, 11 - index),
        createdAt: daysFrom(now, -3 - index),
      })
    if (!customer.hasBoost) continue
    await db.insert(transactions).values({
      id: `txn_nw_${index + 1}`,
      partnerCompanyId: 'cmp_northwind',
      customerCompanyId: customer.id as string,
      buyer: 'Nadia Partner',
      adminEmail: 'partner@northwind.example',
      licences: customer.paidSeats as number,
      subtotalCents: (customer.paidSeats as number) * 2400,
      discountCents: index % 2 ? 1000 : 0,
      bankWithdrawalCents: 0,
      amountDueCents: (customer.paidSeats as number) * 2400 - (index % 2 ? 1000 : 0),
      paymentStatus: index % 5 === 0 ? 'OPEN' : 'PAID',
      method: index % 2 ? 'CREDIT_CARD' : 'INVOICE',
      cardLast4: index % 2 ? '4242' : null,
      invoiceNumber: `NW-2026-${String(index + 1).padStart(4, '0')}`,
      orderNumber: `PO-${1000 + index}`,
      dueDate: daysFrom(now, -30 * index + 30),
      paidDate: index % 5 === 0 ? null : daysFrom(now, -30 * index + 10),
      createdAt: daysFrom(now, -30 * index),
    })
    // Their licences renew a year after the purchase; one customer's card failed (an upsell, not a first buy).
    await db.insert(subscriptions).values({
      id: `sub_nw_${index + 1}`,
      companyId: customer.id as string,
      status: index === 4 ? 'past_due' : 'active',
      currentPeriodStart: daysFrom(now, -30 * index),
      currentPeriodEnd: daysFrom(now, 365 - 30 * index),
      reservedSeats: customer.paidSeats as number,
      pricePerUserCents: 2400,
      createdAt: daysFrom(now, -30 * index),
    })
    await db.insert(licenseAllocations).values({
      id: `alc_nw_${index + 1}`,
      partnerCompanyId: 'cmp_northwind',
      customerCompanyId: customer.id as string,
      licences: customer.paidSeats as number,
      allocatedBy: 'partner@northwind.example',
      createdAt: daysFrom(now, -30 * index),
    })
  }
  await seedNorthwindBook(db, now)
  await seedNorthwindCourseShares(db, now)
}

/**
 * A Globex pilot of the ransomware course for sixty learners, started 18 days ago: its statistics come from the
 * learner-progress simulator, as they would have grown over those days.
 */
async function seedSimulatedTraining(db: Database, now: Date, userIds: string[]) {
  const [campaign] = await db
    .insert(trainingCampaigns)
    .values({
      id: 'trn_globex_ransomware',
      companyId: 'cmp_globex',
      courseId: 'crs_ransomware',
      name: 'Ransomware pilot',
      startDate: daysFrom(now, -18),
      daysToComplete: 30,
      assignmentType: 'SELECTED_USERS',
      status: 'running',
      selection: { departmentIds: [], groupIds: [], userIds },
      progress: { completed: 0, inProgress: 0, notStarted: 0, overdue: 0 },
    })
    .returning()
  await enrol(db, campaign!, userIds)
  await simulateTrainingProgress(db, null, now, { campaignId: campaign!.id })
}

/**
 * Globex gives the monthly video to all users automatically: this month's (whose tasks are seeded above as
 * vid_globex_month) and the two before, most of whose learners watched.
 */
async function seedGlobexMonthlyVideos(db: Database, now: Date, learners: string[]) {
  await db
    .update(companies)
    .set({
      monthlyVideo: {
        enabled: true,
        assignmentType: 'ALL_USERS',
        departmentIds: [],
        groupIds: [],
        daysToComplete: 30,
      },
    })
    .where(eq(companies.id, 'cmp_globex'))
  const month = (back: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7)
  const assignedAt = (back: number) => new Date(`${month(back)}-01T08:00:00.000Z`)
  await db.insert(monthlyVideoAssignments).values(
    [0, 1, 2].map((back) => ({
      id: back === 0 ? 'vid_globex_month' : `vid_globex_month_${back}`,
      companyId: 'cmp_globex',
      month: month(back),
      videoId: `mv_${month(back)}`,
      assignedAt: assignedAt(back),
      dueAt: daysFrom(assignedAt(back), 30),
    })),
  )
  for (const back of [1, 2])
    await addTasks(
      db,
      'cmp_globex',
      learners,
      {
        id: `vid_globex_month_${back}`,
        kind: 'monthlyVideo',
        title: 'Monthly video',
        dueAt: daysFrom(assignedAt(back), 30),
      },
      (i) => (i % 5 < 3 + (back === 2 ? 1 : 0) ? 'completed' : 'not_started'),
      now,
    )
}
