import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/open'
import { courses, courseShares } from '../db/schema'
import { copyInto, startDelivery } from '../learning/course-shares'
import { simulateTrainingProgress } from '../learning/learner-progress'
import { daysFrom } from './helpers'

// Northwind's own course, shared with its customers (issue 27 ★ versioned sharing): Contoso took version 1 and
// has not been updated since the second version added a chapter ("update available"); the next customer took
// version 2 and its delivery, started twenty days ago, has learners part-way through it.

const section = (id: string, title: string, chapters: [string, number][]) => ({
  id,
  title,
  chapters: chapters.map(([chapter, minutes], index) => ({
    id: `${id}_${index + 1}`,
    title: chapter,
    minutes,
    hasQuiz: true,
  })),
})

const VERSION_1 = [
  section('nw_s1', 'Welcome to Northwind-managed security', [
    ['How we protect your company', 6],
    ['Reporting a suspicious email', 5],
  ]),
  section('nw_s2', 'Your accounts', [
    ['Passphrases and the password manager', 7],
    ['Sign-in codes', 5],
  ]),
]

const VERSION_2 = [
  VERSION_1[0]!,
  section('nw_s2', 'Your accounts', [
    ['Passphrases and the password manager', 7],
    ['Sign-in codes', 5],
    ['Recovering a locked account', 4],
  ]),
]

const totals = (sections: typeof VERSION_1) => {
  const chapters = sections.flatMap((s) => s.chapters)
  return {
    totalChapters: chapters.length,
    totalQuizzes: chapters.length,
    totalTimeInMinutes: chapters.reduce((sum, c) => sum + c.minutes, 0),
  }
}

export async function seedNorthwindCourseShares(db: Database, now: Date) {
  const [course] = await db
    .insert(courses)
    .values({
      id: 'crs_nw_onboarding',
      name: 'Northwind Onboarding: Security Basics',
      courseType: 'awareness',
      category: 'Custom',
      description:
        'Northwind’s own first course for the companies it protects: how to reach us and stay safe.',
      thumbnail: '/images/course-annual.svg',
      customTrainingCompanyId: 'cmp_northwind',
      sections: VERSION_1,
      ...totals(VERSION_1),
      sortOrder: 5,
    })
    .returning()
  const share = (customerId: string, copyCourseId: string | null, campaignId: string | null, days: number) =>
    db.insert(courseShares).values({
      id: `csh_${randomUUID()}`,
      partnerCompanyId: 'cmp_northwind',
      courseId: course!.id,
      customerCompanyId: customerId,
      copyCourseId,
      campaignId,
      sharedAt: daysFrom(now, days),
    })
  await share('cmp_nw_1', await copyInto(db, course!, 'cmp_nw_1'), null, -40)
  const [changed] = await db
    .update(courses)
    .set({ sections: VERSION_2, ...totals(VERSION_2), version: 2 })
    .where(eq(courses.id, course!.id))
    .returning()
  const copy = await copyInto(db, changed!, 'cmp_nw_2')
  const delivery = await startDelivery(db, {
    id: 'trn_nw_onboarding_tailspin',
    customerId: 'cmp_nw_2',
    courseId: copy,
    name: changed!.name,
    startDate: daysFrom(now, -20),
    daysToComplete: 30,
    notificationsEnabled: true,
    subject: 'New training assigned',
    message: 'Northwind has assigned you a short course. Please complete it before its due date.',
  })
  await share('cmp_nw_2', copy, delivery.id, -20)
  await simulateTrainingProgress(db, null, now, { campaignId: delivery.id })
}
