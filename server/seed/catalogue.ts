import { monthlyVideoRows } from './monthly-videos'
import { sql } from 'drizzle-orm'
import { PLATFORM_LURES } from './platform-templates'
import type { Database } from '../db/open'
import { SURVEY_PLATFORM } from '../../src/domain/survey'
import {
  coupons,
  courses,
  notifications,
  phishingPacks,
  phishingTemplates,
  simulationTemplates,
  surveys,
  monthlyVideos,
  videos,
} from '../db/schema'
import { SIMULATION_TEMPLATES } from './simulation-templates'
import { COURSES } from './courses'
import { PLATFORM_VIDEOS } from './platform-videos'

// The platform's shared catalogue: courses, template packs and platform templates, and notices every
// admin sees. Inserted once; `onConflictDoNothing` keeps the seed idempotent.

const ANSWERS = (correct: 'CALL_AND_VERIFY' | 'REPORT_PHISHING') => [
  {
    label: 'CALL_AND_VERIFY',
    description: 'Calling the sender on a known number confirms whether the request is real.',
    status: correct === 'CALL_AND_VERIFY' ? 'CORRECT' : 'PARTIAL',
  },
  {
    label: 'CHECK_OFFICIAL_APP',
    description: 'Opening the official app yourself avoids the link in the message.',
    status: 'PARTIAL',
  },
  {
    label: 'REPORT_PHISHING',
    description: 'Reporting lets the security team warn everyone else.',
    status: correct === 'REPORT_PHISHING' ? 'CORRECT' : 'PARTIAL',
  },
  {
    label: 'LOOKS_LEGIT',
    description: 'The message carries several red flags; trusting it is how accounts get stolen.',
    status: 'WRONG',
  },
]

export const PACKS = [
  { id: 'pck_starter', name: 'Starter Pack', difficulty: 1 },
  { id: 'pck_finance', name: 'Finance Fraud', difficulty: 2 },
  { id: 'pck_exec', name: 'Executive Targeting', difficulty: 3 },
]

const platformTemplates = [
  {
    id: 'tpl_password_reset',
    name: 'Password Reset Notice',
    packId: 'pck_starter',
    difficulty: 'EASY',
    layoutType: 'EMAIL',
    subject: 'Your password expires today',
    fromName: 'IT Service Desk',
    fromEmail: 'it-desk@support-portal.example',
    html: '<p>Your password expires today. <a href="%url_tag%">Keep my password</a>.</p>',
    legend: 'You receive this on a Monday morning from an address you do not recognise.',
    correct: 'REPORT_PHISHING' as const,
  },
  {
    id: 'tpl_invoice',
    name: 'Overdue Invoice',
    packId: 'pck_finance',
    difficulty: 'MEDIUM',
    layoutType: 'EMAIL',
    subject: 'Invoice #4471 overdue',
    fromName: 'Accounts Receivable',
    fromEmail: 'billing@vendor-payments.example',
    html: '<p>Please settle the attached invoice today to avoid a late fee.</p>',
    legend: 'A supplier you work with seems to chase an invoice you have never seen.',
    correct: 'CALL_AND_VERIFY' as const,
  },
  {
    id: 'tpl_ceo_gift',
    name: 'CEO Gift Cards',
    packId: 'pck_exec',
    difficulty: 'HARD',
    layoutType: 'EMAIL',
    subject: 'Quick favour',
    fromName: 'Office of the CEO',
    fromEmail: 'ceo.office@company-mail.example',
    html: '<p>I need gift cards for a client today. Can you help? Keep this between us.</p>',
    legend: 'Your CEO writes from a personal-looking address on a Friday afternoon.',
    correct: 'CALL_AND_VERIFY' as const,
  },
  {
    id: 'tpl_parcel_sms',
    name: 'Parcel Delivery Failed',
    packId: 'pck_starter',
    difficulty: 'EASY',
    layoutType: 'SMS',
    subject: null,
    fromName: null,
    fromEmail: null,
    html: 'Your parcel could not be delivered. Reschedule: %url_tag%',
    legend: 'You are not expecting a delivery.',
    correct: 'REPORT_PHISHING' as const,
  },
]

export async function seedCatalogue(db: Database, now: Date): Promise<void> {
  // The catalogue grows with releases: a course already present takes the current outline and texts.
  await db
    .insert(courses)
    .values(COURSES)
    .onConflictDoUpdate({
      target: courses.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        languages: sql`excluded.languages`,
        tags: sql`excluded.tags`,
        thumbnail: sql`excluded.thumbnail`,
        sections: sql`excluded.sections`,
        totalChapters: sql`excluded.total_chapters`,
        totalQuizzes: sql`excluded.total_quizzes`,
        totalTimeInMinutes: sql`excluded.total_time_in_minutes`,
        isFree: sql`excluded.is_free`,
        freeChaptersNumber: sql`excluded.free_chapters_number`,
        isSpecial: sql`excluded.is_special`,
        sortOrder: sql`excluded.sort_order`,
      },
    })
  await db
    .insert(surveys)
    .values({
      id: 'srv_admin_2026',
      name: 'How satisfied are you with the admin console?',
      platform: SURVEY_PLATFORM,
    })
    .onConflictDoNothing()
  await db.insert(monthlyVideos).values(monthlyVideoRows(now)).onConflictDoNothing()
  await db.insert(videos).values(PLATFORM_VIDEOS).onConflictDoNothing()
  await db.insert(phishingPacks).values(PACKS).onConflictDoNothing()
  await db.insert(simulationTemplates).values(SIMULATION_TEMPLATES).onConflictDoNothing()
  // Demo coupons: one that works, one that has expired (a refusal to try in the purchase form).
  await db
    .insert(coupons)
    .values([
      { code: 'WELCOME10', percentOff: 10, expiresAt: null },
      { code: 'SPRING25', percentOff: 25, expiresAt: new Date(now.getTime() - 86_400_000) },
    ])
    .onConflictDoNothing()
  await db
    .insert(phishingTemplates)
    .values(
      [
        ...platformTemplates.map((template) => ({
          ...template,
          createdAt: new Date(now.getTime() - 30 * 86_400_000),
        })),
        ...PLATFORM_LURES(now),
      ].map(({ correct, ...template }) => ({
        ...template,
        companyId: null,
        fromPhone: template.layoutType === 'SMS' ? 'DeliveryCo' : null,
        answers: ANSWERS(correct),
        callouts: [
          {
            description: 'The sender address does not belong to your company.',
            orderNumber: 0,
            anchor: 'header',
            anchorText: '',
            place: 'HEADER',
          },
        ],
        type: 'PLATFORM',
        updatedAt: template.createdAt,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(notifications)
    .values([
      {
        id: 'ntf_release',
        companyId: null,
        head: 'Product update',
        title: 'Phishing exercises now support SMS',
        description: 'Build SMS templates with callouts and send them in any exercise campaign.',
        buttonName: 'Read more',
        url: '/phishing-exercise',
        image: '/images/notification-sms.svg',
        isPinned: true,
        createdAt: now,
      },
      {
        id: 'ntf_webinar',
        companyId: null,
        head: 'Webinar',
        title: 'Building a security culture in 30 days',
        description: 'Join our live session on planning a year of awareness training.',
        buttonName: 'Register',
        url: '/guides-and-resources',
        isPinned: false,
        createdAt: now,
      },
    ])
    .onConflictDoNothing()
}

export { ANSWERS as templateAnswers }
