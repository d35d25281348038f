// The get-started page (002 §2.1, §4 "Get-started view", "Start training"): which of five views shows, and
// its texts. The dashboard's figures and culture score are in dashboard.ts.

export type GetStartedMode =
  'START_TRAINING' | 'INVITE_USERS' | 'TRAINING_SUSPENDED' | 'DASHBOARD' | 'DASHBOARD_SUSPENDED'

export interface GetStartedFlags {
  hasActiveTraining: boolean
  /** More than one user: the admin alone does not count. */
  hasUsers: boolean
  hasEndedTraining: boolean
  trialExpired: boolean
  /** An active phishing exercise or gaming campaign. */
  hasActiveCampaign: boolean
}

/** Each rule overrides the one before it (002 §4). */
export function getStartedMode(flags: GetStartedFlags): GetStartedMode {
  let mode: GetStartedMode = 'START_TRAINING'
  if (flags.hasActiveTraining) mode = 'INVITE_USERS'
  if (flags.hasActiveTraining && flags.trialExpired) mode = 'TRAINING_SUSPENDED'
  const inUse = flags.hasUsers || flags.hasEndedTraining || flags.hasActiveCampaign
  if (inUse) mode = 'DASHBOARD'
  if (inUse && flags.trialExpired) mode = 'DASHBOARD_SUSPENDED'
  return mode
}

/** The modes whose view is the dashboard (with its figures), running or suspended by an expired trial. */
export function showsDashboard(mode: GetStartedMode): boolean {
  return mode === 'DASHBOARD' || mode === 'DASHBOARD_SUSPENDED'
}

export const GET_STARTED_TEXTS = {
  title: 'Get started',
  loadFailed: 'We could not load your get-started page.',
  retry: 'Try again',
  startTitle: 'Start your first security awareness training',
  startText:
    'Annual Training covers the essentials every employee needs. Start it now for everyone in your company.',
  startButton: 'Start training',
  confirmTitle: 'Starting Campaign',
  confirmText:
    'The training will start immediately. All users will be assigned to it and all of them will be notified.',
  confirmButton: 'Start',
  cancel: 'Cancel',
  started: 'Training started successfully!',
  inviteTitle: 'Your training is running: now invite your users',
  inviteText: 'Everyone you add is enrolled in the running training and receives an invitation.',
  inviteButton: 'Invite users',
  suspendedTitle: 'Your Trial period has expired!',
  suspendedNotice:
    "The training is suspended due to expired trial period. Please upgrade your plan to keep your learner's progress on track.",
  suspendedPrompt: 'Contact us to upgrade and pick up where your learners left off.',
  upgradeButton: 'Upgrade',
} as const

export interface GetStartedExtras {
  /** The awareness-plan PDF and tutorial buttons. */
  planButtons: boolean
  /** How-to guides, demo and affiliate cards. */
  guideCards: boolean
  pricingCard: boolean
  /** The first video, Free vs Boost. */
  freeVsBoostVideo: boolean
}

/** The hiding rules of 002 §2.1. */
export function getStartedExtras(facts: {
  role: string
  isIntegration: boolean
  isCustomDomainVerified: boolean
  isCoalitionParent: boolean
}): GetStartedExtras {
  const customDomainAdmin = facts.isCustomDomainVerified && facts.role === 'admin'
  return {
    planButtons: !customDomainAdmin,
    guideCards: !customDomainAdmin,
    pricingCard: !customDomainAdmin && !facts.isCoalitionParent,
    freeVsBoostVideo: !facts.isIntegration && !facts.isCustomDomainVerified,
  }
}

/** 001 §9 pitch lines; 002 §9 affiliate share. */
export const GUIDE_TEXTS = {
  sectionTitle: 'Guides and resources',
  plansTitle: 'Free vs Boost',
  pitch: [
    'Simulate an attack',
    'Find out who got phished',
    '100+ templates',
    'Customise templates',
    'Monthly calendar',
  ],
  plansLink: 'Compare plans',
  planTitle: 'Your awareness plan',
  planText: 'A year of training, videos and exercises, month by month, in the activity calendar.',
  planLink: 'Open the activity calendar',
  guidesTitle: 'How-to guides and demo',
  guidesText: 'Short guides for every part of the console, and a recorded demo.',
  guidesLink: 'Browse guides',
  pricingTitle: 'Pricing',
  pricingText:
    'Start for free. Boost adds simulations, every template and full reports, priced per learner per year.',
  pricingLink: 'See licensing',
  affiliateTitle: 'Affiliate program',
  affiliateText: 'Recommend the platform and receive 10% of every purchase.',
} as const

/** 002 §2.2's link cards, each with the 002 §2.1 rule that hides it. */
export const RESOURCE_LINKS: readonly {
  id: string
  title: string
  text: string
  link: string
  href: string | null
  when: (extras: GetStartedExtras) => boolean
}[] = [
  {
    id: 'plans',
    title: GUIDE_TEXTS.plansTitle,
    text: GUIDE_TEXTS.pitch.join(' · '),
    link: GUIDE_TEXTS.plansLink,
    href: '/licensing',
    when: (extras) => extras.freeVsBoostVideo,
  },
  {
    id: 'plan',
    title: GUIDE_TEXTS.planTitle,
    text: GUIDE_TEXTS.planText,
    link: GUIDE_TEXTS.planLink,
    href: '/activity-calendar',
    when: (extras) => extras.planButtons,
  },
  {
    id: 'library',
    title: 'Training library',
    text: 'Annual, specialised and compliance courses to assign, preview or export as SCORM.',
    link: 'Open the library',
    href: '/learning/courses',
    when: () => true,
  },
  {
    id: 'reports',
    title: 'Reports',
    text: 'Training, phishing and policy progress, exportable as PDF or CSV and sent on a schedule.',
    link: 'Open reports',
    href: '/reports',
    when: () => true,
  },
  {
    id: 'pricing',
    title: GUIDE_TEXTS.pricingTitle,
    text: GUIDE_TEXTS.pricingText,
    link: GUIDE_TEXTS.pricingLink,
    href: '/licensing',
    when: (extras) => extras.pricingCard,
  },
  {
    id: 'affiliate',
    title: GUIDE_TEXTS.affiliateTitle,
    text: GUIDE_TEXTS.affiliateText,
    link: '',
    href: null,
    when: (extras) => extras.guideCards,
  },
]
