import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { QuizQuestion, Topic } from '../../src/domain/custom-training'

// The reference gateway's tables. Ids are opaque text (ARCHITECTURE §7). Instants are UTC timestamptz.

export interface MailAttachment {
  filename: string
  contentType: string
  /** base64 */
  content: string
}

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const created = () => instant('created_at').notNull().defaultNow()

export const companies = pgTable(
  'companies',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    logo: text('logo'),
    lang: text('lang').notNull().default('en'),
    country: text('country'),
    ownerId: text('owner_id'),
    /** OEM | PACKAGE_MSP | RESELLER | SUBRESELLER, or null for a direct company. */
    type: text('type'),
    subscriptionType: text('subscription_type').notNull().default('FREE'),
    hasBoost: boolean('has_boost').notNull().default(false),
    trialStatus: text('trial_status').notNull().default('available'),
    trialEndsAt: instant('trial_ends_at'),
    paidSeats: integer('paid_seats').notNull().default(0),
    parentCompanyId: text('parent_company_id'),
    customerType: text('customer_type').notNull().default('DIRECT_CUSTOMER'),
    isPartner: boolean('is_partner').notNull().default(false),
    /** A partner's credit with us (000 §7 bank, 001 "withdrawal from bank"), drawn on before anything is due. */
    bankBalanceCents: integer('bank_balance_cents').notNull().default(0),
    integration: text('integration'),
    isCoalitionParent: boolean('is_coalition_parent').notNull().default(false),
    /** Partner access to this company (001 §3): null or NOT_AVAILABLE, REQUESTED, AVAILABLE (granted). */
    loginAsCompanyStatus: text('login_as_company_status'),
    features: jsonb('features').$type<Record<string, boolean>>().notNull().default({}),
    flags: jsonb('flags').$type<string[]>().notNull().default([]),
    /** Ours: the monthly video's automatic assignment (issue 27); null until set. */
    monthlyVideo: jsonb('monthly_video').$type<{
      enabled: boolean
      assignmentType: 'ALL_USERS' | 'DEPARTMENTS' | 'GROUPS'
      departmentIds: string[]
      groupIds: string[]
      daysToComplete: number
    }>(),
    /** Ours: the course assigned to whoever fails a phishing test (issue 27), or null when off. */
    trainingAfterFailure: jsonb('training_after_failure').$type<{
      courseId: string
      days: number
      onSimulation: boolean
      onExercise: boolean
    }>(),
    ssoProvider: text('sso_provider'),
    customDomainVerified: boolean('custom_domain_verified').notNull().default(false),
    /** IANA zone used where a learner has none (General settings); null means UTC. */
    timeZone: text('time_zone'),
    /** Automatic reminders (Settings → Email reminders); null until the company sets them. */
    automaticReminders: jsonb('automatic_reminders').$type<{
      enabled: boolean
      daysBeforeDue: number
      repeatEveryDays: number
      includeOverdue: boolean
    }>(),
    defaultChildInviteMessage: text('default_child_invite_message'),
    disabledAt: instant('disabled_at'),
    createdAt: created(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A partner's customer list, paged by name or by creation (My Customers, thousands per partner).
    index('companies_parent_name_idx').on(t.parentCompanyId, t.name, t.id),
    index('companies_parent_created_idx').on(t.parentCompanyId, t.createdAt, t.id),
  ],
)

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').notNull().default('user'),
    sso: boolean('sso').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    onboardingSkipped: boolean('onboarding_skipped').notNull().default(false),
    unconfirmedNewEmail: text('unconfirmed_new_email'),
    temporaryPassword: boolean('temporary_password').notNull().default(false),
    privacyPolicyConfirmedAt: instant('privacy_policy_confirmed_at'),
    isMfaEnabled: boolean('is_mfa_enabled').notNull().default(false),
    notificationsShown: boolean('notifications_shown').notNull().default(false),
    suspendedCampaignsNotificationShown: boolean('suspended_campaigns_notification_shown')
      .notNull()
      .default(false),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    mfaFailedAttempts: integer('mfa_failed_attempts').notNull().default(0),
    mfaLockedUntil: instant('mfa_locked_until'),
    lockedUntil: instant('locked_until'),
    lastLoginAt: instant('last_login_at'),
    /** IANA zone when known: exercises planned for a date start at 9 in the learner's own zone. */
    timeZone: text('time_zone'),
    /** SCIM externalId: the identity provider's own id for this person, when it provisioned them. */
    externalId: text('external_id'),
    disabledAt: instant('disabled_at'),
    createdAt: created(),
  },
  // The list pages by company in one of three orders; each has its index so a deep page is an index walk,
  // and disabled_at rides along so the walk (and the active/all filter) never touches the table.
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_company_idx').on(t.companyId),
    index('users_company_email_idx').on(t.companyId, t.email, t.id, t.disabledAt),
    index('users_company_name_idx').on(t.companyId, t.name, t.id, t.disabledAt),
    index('users_company_created_idx').on(t.companyId, t.createdAt, t.id, t.disabledAt),
  ],
)

/**
 * Bumped by triggers (migration 0010) on every change to a company's users or their memberships, so a
 * list's total can be cached until it can have changed.
 */
export const userListRevisions = pgTable('user_list_revisions', {
  companyId: text('company_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
})

/**
 * A company's active (not disabled) users, kept by statement-level triggers on users (migration 0028): the
 * partner's customer filters (registered, overage) read one row per customer instead of counting its users.
 */
export const companyUserCounts = pgTable('company_user_counts', {
  companyId: text('company_id').primaryKey(),
  activeUsers: integer('active_users').notNull().default(0),
})

export const departments = pgTable(
  'departments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdAt: created(),
  },
  (t) => [index('departments_company_idx').on(t.companyId)],
)

export const groups = pgTable(
  'groups',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdAt: created(),
  },
  (t) => [index('groups_company_idx').on(t.companyId)],
)

export const userDepartments = pgTable(
  'user_departments',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.departmentId] }),
    index('user_departments_department_idx').on(t.departmentId, t.userId),
  ],
)

export const userGroups = pgTable(
  'user_groups',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.groupId] }),
    index('user_groups_group_idx').on(t.groupId, t.userId),
  ],
)

/** A refresh session behind the httpOnly cookie; revoked on sign-out. */
export const refreshSessions = pgTable('refresh_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: instant('expires_at').notNull(),
  revokedAt: instant('revoked_at'),
  createdAt: created(),
})

/** Every mail the gateway sends lands here first, with its job on the mail queue (GET /__dev/outbox in development). */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    /** The HTML part, when the mail has one (simulations); `body` stays its plain-text part. */
    html: text('html'),
    /** Extra headers (the simulation's X-Test-Phish for the report button). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with the mail (an invoice's PDF), their content in base64. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    fromName: text('from_name'),
    /** queued → sent or failed, by the SMTP relay when SMTP_URL is set; the demo mailbox leaves it queued. */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the relay may try again (after a refusal or a timeout), and until when a claim holds. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    failure: text('failure'),
    sentAt: instant('sent_at'),
    /** The simulation delivery this mail carries, so the relay's outcome reaches it. */
    deliveryId: text('delivery_id'),
    /** The company whose mail this is: its own SMTP server, when it set one, sends it (issue 29). */
    companyId: text('company_id'),
    createdAt: created(),
  },
  (t) => [index('outbox_relay_idx').on(t.status, t.nextAttemptAt)],
)

export const courses = pgTable('courses', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  courseType: text('course_type').notNull(),
  language: text('language').notNull().default('en'),
  totalChapters: integer('total_chapters').notNull(),
  totalQuizzes: integer('total_quizzes').notNull(),
  totalTimeInMinutes: integer('total_time_in_minutes').notNull(),
  thumbnail: text('thumbnail'),
  isGaming: boolean('is_gaming').notNull().default(false),
  customTrainingCompanyId: text('custom_training_company_id'),
  description: text('description').notNull().default(''),
  /** 001 §3's library categories (Annual Training, Specialized, Compliance, Custom, Shared, certifications). */
  category: text('category').notNull().default('Specialized'),
  /** The language codes the course plays in (Hebrew as iw, 001 §9). */
  languages: jsonb('languages').$type<string[]>().notNull().default(['en']),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  isFree: boolean('is_free').notNull().default(false),
  freeChaptersNumber: integer('free_chapters_number').notNull().default(0),
  sections: jsonb('sections')
    .$type<
      {
        id: string
        title: string
        chapters: {
          id: string
          title: string
          minutes: number
          hasQuiz: boolean
          /** A custom training's topics and quiz (issue 30); the platform's courses carry video topics too. */
          topics?: Topic[]
          quiz?: QuizQuestion[]
        }[]
      }[]
    >()
    .notNull()
    .default([]),
  /** The provider's special course (001 §3): it cannot be unshared from customers. */
  isSpecial: boolean('is_special').notNull().default(false),
  /** Raised each time its owner changes the outline: a customer's copy of an older version is behind. */
  version: integer('version').notNull().default(1),
  /** A customer's copy of a partner's course (the library's Shared category) names the course it copies. */
  sharedFromCourseId: text('shared_from_course_id'),
  /** The version of the partner's course this copy holds. */
  sharedVersion: integer('shared_version'),
  sortOrder: integer('sort_order').notNull().default(100),
  deleted: boolean('deleted').notNull().default(false),
  /** A custom training not yet published: edited and previewed, never listed for assignment. */
  isDraft: boolean('is_draft').notNull().default(false),
  /** A custom training its company disabled (001 §4): kept, not assignable. */
  disabledAt: instant('disabled_at'),
  cheatSheet: text('cheat_sheet').notNull().default(''),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})

export const trainingCampaigns = pgTable('training_campaigns', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  courseId: text('course_id')
    .notNull()
    .references(() => courses.id),
  name: text('name').notNull(),
  startDate: instant('start_date').notNull(),
  dateEnded: instant('date_ended'),
  daysToComplete: integer('days_to_complete').notNull(),
  assignmentType: text('assignment_type').notNull(),
  isGaming: boolean('is_gaming').notNull().default(false),
  status: text('status').notNull(),
  notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
  notificationSubject: text('notification_subject').notNull().default(''),
  notificationMessage: text('notification_message').notNull().default(''),
  /** Who a departments, groups or selected-users campaign reaches. */
  selection: jsonb('selection')
    .$type<{ departmentIds: string[]; groupIds: string[]; userIds: string[] }>()
    .notNull()
    .default({ departmentIds: [], groupIds: [], userIds: [] }),
  progress: jsonb('progress')
    .$type<{ completed: number; inProgress: number; notStarted: number; overdue: number }>()
    .notNull(),
  /** admin: assigned from the course page; afterFailure: given to whoever failed a phishing test. */
  source: text('source').notNull().default('admin'),
  /** The PDF or link the learners get with it (000 §3 training assignment form). */
  attachment: jsonb('attachment').$type<{
    kind: 'pdf' | 'link'
    title: string
    fileId?: string
    fileName?: string
    size?: number
    url?: string
  }>(),
  createdAt: created(),
})

/** PDFs uploaded for training assignments (7 MB at most, checked by their bytes). */
export const trainingFiles = pgTable('training_files', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  fileName: text('file_name').notNull(),
  size: integer('size').notNull(),
  /** Base64, as the template thumbnails. */
  data: text('data').notNull(),
  createdBy: text('created_by'),
  createdAt: created(),
})

export const phishingTemplates = pgTable('phishing_templates', {
  id: text('id').primaryKey(),
  /** null: a platform template every company sees. */
  companyId: text('company_id'),
  name: text('name').notNull(),
  layoutType: text('layout_type').notNull(),
  subject: text('subject'),
  fromName: text('from_name'),
  fromEmail: text('from_email'),
  fromPhone: text('from_phone'),
  html: text('html').notNull(),
  /** The email designer's project JSON (GrapesJS), so an edit reopens the design, not just its HTML. */
  designData: text('design_data'),
  legend: text('legend').notNull(),
  answers: jsonb('answers').$type<{ label: string; description: string; status: string }[]>().notNull(),
  callouts: jsonb('callouts')
    .$type<
      { description: string; orderNumber: number; anchor: string; anchorText: string; place: string }[]
    >()
    .notNull(),
  difficulty: text('difficulty').notNull(),
  type: text('type').notNull(),
  packId: text('pack_id'),
  /** The uploaded or platform thumbnail's address. */
  thumbnailUrl: text('thumbnail_url'),
  createdAt: created(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})

/** Uploaded template thumbnails (PNG or JPEG, under 200KB), served by the gateway. */
export const templateThumbnails = pgTable('template_thumbnails', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  contentType: text('content_type').notNull(),
  /** Base64: PGlite and Postgres both store text without a bytea mapping. */
  data: text('data').notNull(),
  createdAt: created(),
})

export const phishingPacks = pgTable('phishing_packs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  difficulty: integer('difficulty').notNull(),
  thumbnail: text('thumbnail'),
})

export const phishingCampaigns = pgTable('phishing_campaigns', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  status: text('status').notNull(),
  startedAt: instant('started_at').notNull(),
  archivedAt: instant('archived_at'),
  daysToComplete: integer('days_to_complete').notNull(),
  usersType: text('users_type').notNull(),
  packId: text('pack_id'),
  templateIds: jsonb('template_ids').$type<string[]>().notNull(),
  assignments: jsonb('assignments')
    .$type<{ total: number; completed: number; inProgress: number; notStarted: number; overdue: number }>()
    .notNull(),
  score: integer('score'),
  isNotificationEnabled: boolean('is_notification_enabled').notNull().default(false),
  notificationSubject: text('notification_subject').notNull().default(''),
  notificationMessage: text('notification_message').notNull().default(''),
  selectedDepartments: jsonb('selected_departments').$type<string[]>().notNull().default([]),
  selectedGroups: jsonb('selected_groups').$type<string[]>().notNull().default([]),
  selectedUsers: jsonb('selected_users').$type<string[]>().notNull().default([]),
  /** Made by the earlier exercise version, which mailed the messages: its cards only say delivery completed. */
  isOldVersion: boolean('is_old_version').notNull().default(false),
  createdAt: created(),
})

/**
 * One learner's part in an exercise campaign: when it reaches them, when it falls due, and running totals of
 * their answers (kept here so a report page of 10,000 learners is one indexed read, not an aggregation).
 */
export const exerciseAssignments = pgTable(
  'exercise_assignments',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => phishingCampaigns.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    deliverAt: instant('deliver_at').notNull(),
    dueAt: instant('due_at').notNull(),
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    partial: integer('partial').notNull().default(0),
    wrong: integer('wrong').notNull().default(0),
    completedAt: instant('completed_at'),
  },
  (t) => [
    uniqueIndex('exercise_assignments_campaign_user').on(t.campaignId, t.userId),
    index('exercise_assignments_user_idx').on(t.userId),
  ],
)

/**
 * Bumped by triggers (migration 0060) on every change to a campaign's assignments, so the exercise report's
 * pages can be kept until their campaign, its learners or the clock can have changed them.
 */
export const exerciseReportRevisions = pgTable('exercise_report_revisions', {
  campaignId: text('campaign_id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
})

/** A learner's answer to one template of a campaign. */
export const exerciseAnswers = pgTable(
  'exercise_answers',
  {
    assignmentId: text('assignment_id')
      .notNull()
      .references(() => exerciseAssignments.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').notNull(),
    templateId: text('template_id').notNull(),
    answer: text('answer').notNull(),
    status: text('status').notNull(),
    answeredAt: instant('answered_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.templateId] }),
    index('exercise_answers_campaign_template_idx').on(t.campaignId, t.templateId),
  ],
)

export const policies = pgTable('policies', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  revision: integer('revision').notNull(),
  acknowledged: integer('acknowledged').notNull(),
  notOpened: integer('not_opened').notNull(),
  overdue: integer('overdue').notNull(),
  /** The policy's PDF (a training file of the company) and how long learners have to acknowledge it. */
  fileId: text('file_id'),
  fileName: text('file_name'),
  daysToAcknowledge: integer('days_to_acknowledge').notNull().default(14),
  assignmentType: text('assignment_type').notNull().default('ALL_USERS'),
  selection: jsonb('selection')
    .$type<{ departmentIds: string[]; groupIds: string[] }>()
    .notNull()
    .default({ departmentIds: [], groupIds: [] }),
  createdAt: created(),
  /** When the current revision was uploaded. */
  updatedAt: instant('updated_at'),
  endedAt: instant('ended_at'),
})

export const notifications = pgTable('notifications', {
  id: text('id').primaryKey(),
  /** null: shown to every company's admins. */
  companyId: text('company_id'),
  head: text('head').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  buttonName: text('button_name'),
  url: text('url'),
  image: text('image'),
  isPinned: boolean('is_pinned').notNull().default(false),
  createdAt: created(),
})

export const notificationViews = pgTable(
  'notification_views',
  {
    notificationId: text('notification_id')
      .notNull()
      .references(() => notifications.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    viewedAt: created(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull(),
    currentPeriodStart: instant('current_period_start').notNull(),
    currentPeriodEnd: instant('current_period_end').notNull(),
    reservedSeats: integer('reserved_seats').notNull(),
    pricePerUserCents: integer('price_per_user_cents').notNull(),
    createdAt: created(),
  },
  // A customer's latest record (its billing state, renewal and seat price) for the list and the forecast.
  (t) => [index('subscriptions_company_created_idx').on(t.companyId, t.createdAt)],
)

export const transactions = pgTable('transactions', {
  id: text('id').primaryKey(),
  partnerCompanyId: text('partner_company_id')
    .notNull()
    .references(() => companies.id),
  customerCompanyId: text('customer_company_id')
    .notNull()
    .references(() => companies.id),
  buyer: text('buyer').notNull(),
  /** The partner admin who placed it (the transactions table's admin column). */
  adminEmail: text('admin_email'),
  licences: integer('licences').notNull(),
  subtotalCents: integer('subtotal_cents').notNull(),
  discountCents: integer('discount_cents').notNull(),
  bankWithdrawalCents: integer('bank_withdrawal_cents').notNull(),
  amountDueCents: integer('amount_due_cents').notNull(),
  paymentStatus: text('payment_status').notNull(),
  method: text('method').notNull(),
  cardLast4: text('card_last4'),
  invoiceNumber: text('invoice_number').notNull(),
  orderNumber: text('order_number'),
  dueDate: instant('due_date').notNull(),
  paidDate: instant('paid_date'),
  createdAt: created(),
})

export const licenseAllocations = pgTable('license_allocations', {
  id: text('id').primaryKey(),
  partnerCompanyId: text('partner_company_id')
    .notNull()
    .references(() => companies.id),
  customerCompanyId: text('customer_company_id')
    .notNull()
    .references(() => companies.id),
  licences: integer('licences').notNull(),
  allocatedBy: text('allocated_by').notNull(),
  createdAt: created(),
})

/** Two-factor codes: stored hashed, single-use, expiring; one live code per verification token. */
export const mfaCodes = pgTable('mfa_codes', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  verificationTokenHash: text('verification_token_hash').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  consumedAt: instant('consumed_at'),
  createdAt: created(),
})

/** One-time sign-in links (magic links): stored hashed, expiring, single-use. */
export const signInLinks = pgTable('sign_in_links', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  tokenHash: text('token_hash').notNull().unique(),
  /** Set on a partner's log-in-as-company token: the customer company the session will act in. */
  companyId: text('company_id').references(() => companies.id),
  /** Set on a magic link: the session that minted it; the link dies with that session (sign-out, password). */
  sessionId: text('session_id'),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: created(),
})

/** Ids of one-time tokens (custom sign-in tokens) already spent; kept until they would have expired. */
export const spentTokens = pgTable('spent_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: instant('expires_at').notNull(),
})

/**
 * Hits per client key within a fixed window (sign-in attempts per address, address checks per company):
 * in the database, so every gateway process sharing it counts against one budget.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: instant('reset_at').notNull(),
})

/**
 * What a learner said of a training they finished (002 §7 training/reviews): stars and an optional comment, once
 * per campaign. Written by the learner area (here, its simulator) and read by /reviews.
 */
export const trainingReviews = pgTable(
  'training_reviews',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').notNull(),
    courseId: text('course_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('training_reviews_campaign_user_unique').on(t.campaignId, t.userId),
    index('training_reviews_company_idx').on(t.companyId, t.createdAt),
  ],
)

/**
 * A learner's answer to a chapter's quiz question in a training (002 §7 quizzes/): right or not, after how many
 * tries, when. Written by the learner area (here, its simulator) as the learner finishes; read by /reports-quizzes.
 */
export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').notNull(),
    courseId: text('course_id').notNull(),
    /** The chapter whose quiz it answers. */
    questionId: text('question_id').notNull(),
    correct: boolean('correct').notNull(),
    attempts: integer('attempts').notNull(),
    answeredAt: instant('answered_at').notNull(),
  },
  (t) => [
    uniqueIndex('quiz_answers_campaign_user_question_unique').on(t.campaignId, t.userId, t.questionId),
    index('quiz_answers_company_idx').on(t.companyId, t.answeredAt),
  ],
)

/**
 * One learner's piece of work: a training or gaming campaign, a policy to acknowledge, the monthly video.
 * Reminders count outstanding ones; the user profile lists outstanding and completed ones.
 */
export const userTasks = pgTable(
  'user_tasks',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    /** training | gaming | policy | monthlyVideo */
    kind: text('kind').notNull(),
    /** The campaign or policy the task comes from. */
    sourceId: text('source_id').notNull(),
    title: text('title').notNull(),
    /** not_started | in_progress | completed */
    status: text('status').notNull(),
    dueAt: instant('due_at'),
    completedAt: instant('completed_at'),
    createdAt: created(),
  },
  (t) => [
    index('user_tasks_user_idx').on(t.userId, t.status),
    index('user_tasks_source_idx').on(t.sourceId, t.status),
  ],
)

/** Coupon or promotion codes the pricing call accepts (001 §2 "Purchase / upgrade dialog"). */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  expiresAt: instant('expires_at'),
})

/**
 * The reference gateway's local checkout (ARCHITECTURE §7 stands in for the payment provider): a single-use,
 * expiring session the browser is sent to, paid or cancelled there, then redirected back to /licensing.
 */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  /** users: an upgrade to Boost; licenses: more licences for a company on Boost. */
  mode: text('mode').notNull(),
  quantity: integer('quantity').notNull(),
  couponCode: text('coupon_code'),
  pricePerSeatCents: integer('price_per_seat_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  /** open | paid | cancelled */
  status: text('status').notNull(),
  expiresAt: instant('expires_at').notNull(),
  paidAt: instant('paid_at'),
  createdAt: created(),
})

/** Licence batches (001 §3 "Licence wallet"): one per licence purchase, spent against seats until it expires. */
export const licenceWallets = pgTable(
  'licence_wallets',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    balance: integer('balance').notNull(),
    /** The checkout that filled it; null for an allocation by a provider. */
    checkoutSessionId: text('checkout_session_id').references(() => checkoutSessions.id),
    expiresAt: instant('expires_at').notNull(),
    createdAt: created(),
  },
  (table) => [index('licence_wallets_company').on(table.companyId, table.createdAt)],
)

/** The local stand-in for the payment provider's customer portal: a single-company link that lapses. */
export const portalSessions = pgTable('portal_sessions', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: instant('expires_at').notNull(),
  createdAt: created(),
})

/** Feedback surveys (002 §2.13, §7 "Survey"): one question with a 1–5 star rating, per platform. */
export const surveys = pgTable('surveys', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Where it is asked: admin (this console) or learner. */
  platform: text('platform').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: created(),
})

export const surveyResponses = pgTable(
  'survey_responses',
  {
    surveyId: text('survey_id')
      .notNull()
      .references(() => surveys.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    platform: text('platform').notNull(),
    rating: integer('rating').notNull(),
    message: text('message').notNull().default(''),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.userId] })],
)

/** Developer (secure-code) tournaments (002 §2.11, §3 "Calendar, tournament and dashboard", §7 "Tournament"). */
export const tournaments = pgTable(
  'tournaments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    startAt: instant('start_at').notNull(),
    endAt: instant('end_at').notNull(),
    timeZone: text('time_zone').notNull(),
    durationDays: integer('duration_days').notNull(),
    challengesCount: integer('challenges_count').notNull(),
    assignmentType: text('assignment_type').notNull(),
    departments: jsonb('departments').$type<string[]>().notNull().default([]),
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    createdAt: created(),
  },
  (t) => [index('tournaments_company_start_idx').on(t.companyId, t.startAt)],
)

/** Who plays a tournament, and how many challenges they solved once they played (null: not yet). */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    solved: integer('solved'),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] })],
)

/** Errors the console reported (000 §8) when no external error service is configured: staff read them. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: text('id').primaryKey(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url').notNull(),
    release: text('release'),
    userAgent: text('user_agent'),
    userId: text('user_id'),
    companyId: text('company_id'),
    createdAt: created(),
  },
  (t) => [index('client_errors_created_idx').on(t.createdAt)],
)

/** Phishing simulation templates (000 §3): their own library, each with the %url_tag% link. */
export const simulationTemplates = pgTable('simulation_templates', {
  id: text('id').primaryKey(),
  /** null: a platform template every company sees. */
  companyId: text('company_id'),
  name: text('name').notNull(),
  subject: text('subject').notNull(),
  fromName: text('from_name').notNull(),
  fromEmail: text('from_email').notNull(),
  html: text('html').notNull(),
  difficulty: text('difficulty').notNull(),
  category: text('category').notNull(),
  /** 000 §3: Google=2, Office 365=1, Other=0. */
  provider: integer('provider').notNull(),
  language: text('language').notNull().default('en'),
  createdAt: created(),
})

/** A phishing simulation campaign (002 §3, §4): one-time or smart, in rounds over 12 months. */
export const simulationCampaigns = pgTable(
  'simulation_campaigns',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    status: text('status').notNull(),
    kind: text('kind').notNull(),
    recurrence: text('recurrence').notNull(),
    sendDays: integer('send_days').notNull(),
    startHour: integer('start_hour').notNull(),
    endHour: integer('end_hour').notNull(),
    businessDaysOnly: boolean('business_days_only').notNull(),
    audience: text('audience').notNull(),
    selection: jsonb('selection')
      .$type<{ departmentIds: string[]; groupIds: string[]; userIds: string[] }>()
      .notNull(),
    templateIds: jsonb('template_ids').$type<string[]>().notNull(),
    loginPageId: text('login_page_id'),
    timeZone: text('time_zone').notNull(),
    /** The first round's calendar date; rounds follow from it. */
    firstDate: text('first_date').notNull(),
    startAt: instant('start_at').notNull(),
    roundNumber: integer('round_number').notNull().default(1),
    roundsTotal: integer('rounds_total').notNull(),
    /** When the scheduler plans the next round; null after the last. */
    nextRoundAt: instant('next_round_at'),
    /** Who launched it (ONLY_ME, and the audit trail). */
    createdBy: text('created_by').notNull(),
    /** A partner's campaign this one was cloned from (002 §5 "Sharing"). */
    parentCampaignId: text('parent_campaign_id'),
    archivedAt: instant('archived_at'),
    createdAt: created(),
  },
  (t) => [
    index('simulation_campaigns_company_idx').on(t.companyId, t.archivedAt, t.createdAt),
    index('simulation_campaigns_next_round_idx').on(t.nextRoundAt),
  ],
)

/**
 * One mail of one round to one recipient: the scheduler's queue (claimed with FOR UPDATE SKIP LOCKED, so
 * several gateway processes share it) and the recipient's outcome, kept current so a report is one indexed read.
 */
export const simulationDeliveries = pgTable(
  'simulation_deliveries',
  {
    id: text('id').primaryKey(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => simulationCampaigns.id, { onDelete: 'cascade' }),
    companyId: text('company_id').notNull(),
    roundNumber: integer('round_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    templateId: text('template_id').notNull(),
    zone: text('zone').notNull(),
    zoneKnown: boolean('zone_known').notNull(),
    plannedAt: instant('planned_at').notNull(),
    /** planned → mailed (in the outbox) → sent (accepted by the mail server) | failed; cancelled on Complete. */
    state: text('state').notNull().default('planned'),
    /** The unguessable part of the %url_tag% link, the open pixel and the report call. */
    token: text('token').notNull().unique(),
    mailedAt: instant('mailed_at'),
    sentAt: instant('sent_at'),
    failure: text('failure'),
    openedAt: instant('opened_at'),
    clickedAt: instant('clicked_at'),
    phishedAt: instant('phished_at'),
    reportedAt: instant('reported_at'),
    scannerEvents: integer('scanner_events').notNull().default(0),
  },
  (t) => [
    index('simulation_deliveries_due_idx').on(t.state, t.plannedAt),
    index('simulation_deliveries_campaign_idx').on(t.campaignId, t.roundNumber, t.userId),
    // The report's default order (000 §9: DESC by phished), read a page at a time.
    index('simulation_deliveries_phished_idx').on(t.campaignId, t.phishedAt.desc().nullsLast(), t.id.desc()),
    // The phishing summary: a company's mails sent in a period, across its campaigns.
    index('simulation_deliveries_company_sent_idx').on(t.companyId, t.sentAt),
  ],
)

/** Every tracked event with its time; a person's event once per mail, scanner events apart (issue 25 ★). */
export const simulationEvents = pgTable(
  'simulation_events',
  {
    id: text('id').primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => simulationDeliveries.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').notNull(),
    kind: text('kind').notNull(),
    at: instant('at').notNull(),
    /** null: the person; otherwise why it was taken for a mail security scanner. */
    scanner: text('scanner'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('simulation_events_campaign_idx').on(t.campaignId, t.at),
    uniqueIndex('simulation_events_person_once')
      .on(t.deliveryId, t.kind)
      .where(sql`scanner is null`),
  ],
)

/** 002 §3 "Phishing settings" and "Ded settings", per company. */
export const simulationSettings = pgTable('simulation_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  xTestPhish: text('x_test_phish').notNull(),
  email: text('email'),
  gwReportAction: text('gw_report_action').notNull().default('MOVE_TO_TRASH'),
  msReportAction: text('ms_report_action').notNull().default('MOVE_TO_DELETED'),
  folderId: text('folder_id'),
  isGmailDedEnabled: boolean('is_gmail_ded_enabled').notNull().default(false),
  isMicrosoftDedEnabled: boolean('is_microsoft_ded_enabled').notNull().default(false),
  testEmail: text('test_email'),
  /** When the provider's consent for direct email delivery was given; null until then. */
  gmailConnectedAt: instant('gmail_connected_at'),
  microsoftConnectedAt: instant('microsoft_connected_at'),
  /** The Microsoft 365 tenant whose admin consented (Entra ID's `tenant` on the way back). */
  microsoftTenant: text('microsoft_tenant'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})

/** A pending consent for direct email delivery: its random id is the consent page's secret, used once. */
export const dedAuthorizations = pgTable('ded_authorizations', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  provider: text('provider').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: created(),
})

/** A company's request to become a partner (/become-partner), for the platform's partner team. */
export const partnerRequests = pgTable(
  'partner_requests',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    expectedCustomers: integer('expected_customers').notNull(),
    website: text('website'),
    message: text('message').notNull(),
    /** pending until the partner team answers. */
    status: text('status').notNull().default('pending'),
    createdAt: created(),
  },
  (t) => [
    index('partner_requests_company_idx').on(t.companyId, t.createdAt),
    // One open request per company, however many admins press the button at once.
    uniqueIndex('partner_requests_one_pending')
      .on(t.companyId)
      .where(sql`status = 'pending'`),
  ],
)

/**
 * A partner's invitation of a customer (001 §2 "invite customers"): the customer company exists from the
 * invitation on (unregistered, no users); the mailed link is a signed token naming this row and its current
 * `tokenId`, so a resend ends the older link, and registering spends it.
 */
export const partnerInvitations = pgTable(
  'partner_invitations',
  {
    id: text('id').primaryKey(),
    partnerCompanyId: text('partner_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerCompanyId: text('customer_company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedBy: text('invited_by').notNull(),
    tokenId: text('token_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    sentAt: instant('sent_at').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('partner_invitations_partner_idx').on(t.partnerCompanyId, t.createdAt),
    index('partner_invitations_customer_idx').on(t.customerCompanyId),
  ],
)

/** The platform's monthly videos, one a month (YYYY-MM). */
export const monthlyVideos = pgTable('monthly_videos', {
  id: text('id').primaryKey(),
  month: text('month').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  minutes: integer('minutes').notNull(),
})

/** A company's monthly video given for a month: once per company and month, whichever process gets there. */
export const monthlyVideoAssignments = pgTable(
  'monthly_video_assignments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    month: text('month').notNull(),
    videoId: text('video_id').notNull(),
    assignedAt: instant('assigned_at').notNull(),
    dueAt: instant('due_at').notNull(),
  },
  (t) => [uniqueIndex('monthly_video_assignments_company_month_idx').on(t.companyId, t.month)],
)

/**
 * A partner's course shared with one of its customers (001 §3 course sharing, §4 course customers): the
 * customer's copy of a custom course (none for a platform course, which it reads as is), the delivery started
 * there, and when it was shared and last brought up to date.
 */
export const courseShares = pgTable(
  'course_shares',
  {
    id: text('id').primaryKey(),
    partnerCompanyId: text('partner_company_id')
      .notNull()
      .references(() => companies.id),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    customerCompanyId: text('customer_company_id')
      .notNull()
      .references(() => companies.id),
    copyCourseId: text('copy_course_id').references(() => courses.id),
    /** The latest delivery (a training campaign in the customer's company). */
    campaignId: text('campaign_id').references(() => trainingCampaigns.id, { onDelete: 'set null' }),
    sharedAt: instant('shared_at').notNull().defaultNow(),
    syncedAt: instant('synced_at'),
  },
  (t) => [
    uniqueIndex('course_shares_course_customer').on(t.courseId, t.customerCompanyId),
    index('course_shares_partner_course').on(t.partnerCompanyId, t.courseId),
  ],
)

/**
 * A report mailed as PDF on a rhythm (issue 28 ★): the report, its filters as the page's query string, the
 * admins it goes to, and when it is next due. The scheduler claims due rows with FOR UPDATE SKIP LOCKED.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    report: text('report').notNull(),
    query: text('query').notNull().default(''),
    /** weekly | monthly */
    frequency: text('frequency').notNull(),
    recipientIds: jsonb('recipient_ids').$type<string[]>().notNull(),
    nextRunAt: instant('next_run_at').notNull(),
    lastSentAt: instant('last_sent_at'),
    createdAt: created(),
  },
  (t) => [index('report_schedules_due').on(t.nextRunAt), index('report_schedules_company').on(t.companyId)],
)

/** A company's SCIM bearer token (one at a time; a new one revokes the old), kept as its SHA-256 only. */
export const scimTokens = pgTable('scim_tokens', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdBy: text('created_by').notNull(),
  createdAt: created(),
})

/** A company's API keys (issue 32; 001 §3 names an apiKey): shown once, kept as SHA-256, scoped, revocable. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** The key's first characters, shown in the list to tell keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: created(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId)],
)

/** A company's identity provider (001 §3 "SSO settings"): its fields, the client secret never sent back. */
export const ssoSettings = pgTable('sso_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id),
  provider: text('provider').notNull(),
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  clientSecret: text('client_secret'),
  enforced: boolean('enforced').notNull().default(false),
  updatedBy: text('updated_by').notNull(),
  updatedAt: created(),
})

/**
 * Who asked not to receive a kind of mail again (List-Unsubscribe, RFC 8058): the relay does not send such a
 * mail to that address. Only mails that are not transactional can be left (reminders, scheduled reports).
 */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.email, t.kind] })],
)

/**
 * The gateway's own keys, one per purpose (the SAML service provider's signing key): made by the first process
 * that needs one and read by every other on the same database, so all of them sign as the metadata says.
 */
export const serviceKeys = pgTable('service_keys', {
  purpose: text('purpose').primaryKey(),
  privateKeySealed: text('private_key_sealed').notNull(),
  certificate: text('certificate').notNull(),
  createdAt: created(),
})

/**
 * The quiz answers of a learner, training and UTC day, summed by a trigger on quiz_answers (migration 0042):
 * report periods are whole UTC days, so the quizzes report reads a row per learner-day instead of one per answer.
 */
export const quizDays = pgTable(
  'quiz_days',
  {
    companyId: text('company_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    answered: integer('answered').notNull(),
    correct: integer('correct').notNull(),
    firstTime: integer('first_time').notNull(),
    lastAnsweredAt: instant('last_answered_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId, t.day] }),
    index('quiz_days_company_day_idx').on(t.companyId, t.day),
  ],
)

/** The answers of a chapter quiz and UTC day, kept beside quiz_days by the same trigger (migration 0043). */
export const quizQuestionDays = pgTable(
  'quiz_question_days',
  {
    companyId: text('company_id').notNull(),
    courseId: text('course_id').notNull(),
    questionId: text('question_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    answered: integer('answered').notNull(),
    correct: integer('correct').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.courseId, t.questionId] })],
)

/**
 * A sign-in through the company's identity provider, from the start link to the provider's answer: the id is
 * the OIDC state and the SAML RelayState; spent by the statement that reads it, so an answer is used once.
 */
export const ssoAttempts = pgTable('sso_attempts', {
  id: text('id').primaryKey(),
  companyId: text('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** signin: back to the console signed in; test: Settings → Single sign-on's Test sign-in. */
  purpose: text('purpose').notNull(),
  /** The admin who started a test. */
  userId: text('user_id'),
  /** The settings' updated_at the attempt was made with: an answer to older settings tests nothing. */
  settingsAt: instant('settings_at').notNull(),
  providerUrl: text('provider_url').notNull(),
  nonce: text('nonce'),
  codeVerifier: text('code_verifier'),
  samlRequestId: text('saml_request_id'),
  expiresAt: instant('expires_at').notNull(),
  spentAt: instant('spent_at'),
  createdAt: created(),
})

/** The last Test sign-in of a company's SSO settings: enforcement waits for a good one by the enforcing admin. */
export const ssoTests = pgTable('sso_tests', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  settingsAt: instant('settings_at').notNull(),
  testedBy: text('tested_by').notNull(),
  ok: boolean('ok').notNull(),
  email: text('email'),
  claims: jsonb('claims').$type<Record<string, unknown>>().notNull(),
  error: text('error'),
  at: created(),
})

/** A company's custom domain per kind (001 §7): usable once a DNS TXT record proves the company holds it. */
export const customDomains = pgTable(
  'custom_domains',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** Lowercase, no trailing dot. Any company may claim a host; the first to verify it holds it alone. */
    domain: text('domain').notNull(),
    token: text('token').notNull(),
    verifiedAt: instant('verified_at'),
    lastProblem: text('last_problem'),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.type] }),
    // A pending claim blocks nobody (squatting): only a verified host is unique.
    uniqueIndex('custom_domains_verified_domain_idx')
      .on(t.domain)
      .where(sql`${t.verifiedAt} is not null`),
    index('custom_domains_domain_idx').on(t.domain),
  ],
)

/** A partner's brand (001 §7 white label): shown in its console, its customers' consoles and on its sign-in host. */
export const whiteLabels = pgTable('white_labels', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  productName: text('product_name').notNull(),
  primaryColor: text('primary_color').notNull(),
  logo: text('logo'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})

/** How a company's mail leaves (Settings → White label → Mail delivery): its own SMTP server or Microsoft Graph. */
export const mailSettings = pgTable('mail_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  smtpHost: text('smtp_host'),
  smtpPort: integer('smtp_port'),
  /** tls (implicit, 465), starttls or none. */
  smtpSecurity: text('smtp_security'),
  smtpUser: text('smtp_user'),
  /** Sealed with the gateway's key (server/auth/sealed-secrets.ts); never returned. */
  smtpPassword: text('smtp_password'),
  fromAddress: text('from_address'),
  /** The selector the company's own server signs with (DKIM), so its published key can be checked. */
  smtpDkimSelector: text('smtp_dkim_selector'),
  /** The Graph connection: the mailbox consented and when, or the consent under way (its state). */
  graphAccount: text('graph_account'),
  graphConnectedAt: instant('graph_connected_at'),
  graphState: text('graph_state'),
  updatedAt: instant('updated_at').notNull().defaultNow(),
})

/** A company's own wording of a text set (invites, the notification texts per language); absent means default. */
export const companyTexts = pgTable(
  'company_texts',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** inviteAdmin, inviteLearner or notification. */
    kind: text('kind').notNull(),
    lang: text('lang').notNull(),
    value: jsonb('value').$type<Record<string, string>>().notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind, t.lang] })],
)

/** The last automatic reminder a learner got (Settings → Email reminders): one row per user, claimed atomically. */
export const automaticReminderLog = pgTable('automatic_reminder_log', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: text('company_id').notNull(),
  sentAt: instant('sent_at').notNull(),
})

/** The video library (001 §2): the platform's videos (no company) and each company's own uploads (Custom). */
export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    languageCode: text('language_code').notNull().default('en'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Public videos can be shared by a link anyone may open. */
    isPublic: boolean('is_public').notNull().default(false),
    /** A file shipped with the gateway (seed/videos) or an upload's id. */
    file: text('file').notNull(),
    poster: text('poster'),
    createdAt: created(),
  },
  (t) => [index('videos_company_idx').on(t.companyId)],
)

/** A company's videos on the learner dashboard, at most MAX_PINNED_VIDEOS. */
export const pinnedVideos = pgTable(
  'pinned_videos',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    pinnedAt: instant('pinned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.videoId] })],
)

/** A resumable (tus) upload: its bytes on disk or in S3 under its id, its owner, and what its bytes turned out to be. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** video or image, as declared when the upload started; the bytes must agree. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** uploading, ready or refused. */
    status: text('status').notNull(),
    mimeType: text('mime_type'),
    languageCode: text('language_code').notNull().default('en'),
    createdAt: created(),
  },
  (t) => [index('media_uploads_company_idx').on(t.companyId)],
)

/**
 * An admin's private iCalendar subscription (issue 31): the address carries a random token, kept here only as
 * its SHA-256, so reading the table does not give the feed away; revoking drops the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    tokenHash: text('token_hash').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
    lastReadAt: instant('last_read_at'),
  },
  (t) => [uniqueIndex('calendar_feeds_user_idx').on(t.userId, t.companyId)],
)

/** A company's webhook endpoint (issue 32): the events it takes, its signing secret (sealed), paused when failing. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    url: text('url').notNull(),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    secretSealed: text('secret_sealed').notNull(),
    status: text('status').$type<'active' | 'paused'>().notNull().default('active'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: created(),
    removedAt: instant('removed_at'),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
)

/**
 * One event for one endpoint: the delivery log the settings page reads, and the record the webhook queue's job
 * (enqueued with the row) delivers. Written in the same transaction as what it reports.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    companyId: text('company_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'queued' | 'delivered' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    deliveredAt: instant('delivered_at'),
    createdAt: created(),
  },
  (t) => [
    index('webhook_deliveries_queue_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
)

/**
 * What was done inside a company, by whom (its own admins, a partner, platform staff) and, for staff, why (issue
 * 59). Append-only for everyone: a trigger (migration 0055) refuses UPDATE and DELETE.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id').notNull(),
    at: instant('at').notNull().defaultNow(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    actorCompanyName: text('actor_company_name'),
    /** own (the company's own admin or the person themself), partner or staff. */
    actorKind: text('actor_kind').notNull(),
    /** A key of AUDIT_ACTIONS (src/domain/audit-log.ts). */
    action: text('action').notNull(),
    /** Whom or what it was done to, in words (a user's address, a domain). */
    subject: text('subject'),
    /** The reason a staff member typed, kept with the change. */
    reason: text('reason'),
  },
  (t) => [index('audit_entries_company_at_idx').on(t.companyId, t.at, t.id)],
)
