import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { and, desc, eq, isNull, or } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { literal, object, size, string } from 'superstruct'
import type { NotificationFeed } from '../../src/domain/notifications'
import type { GatewayEnv } from '../context'
import { courses, notifications, notificationViews, trainingCampaigns, users } from '../db/schema'
import { forbidden, notFound, body } from '../errors'

// Notifications (001 §7 "Notifications"): a user's own feed in their own company, pinned first, with the
// suspended-campaign notice; marking one viewed (never a pinned one); the shown flags set on closing.

const guard = allow.company()

/** Only the user themself: a feed and its flags are personal, even to another admin of the company. */
function assertSelf(c: Context<GatewayEnv>) {
  if (c.req.param('userId') !== c.var.auth.user.id)
    throw forbidden('not_own_notifications', 'These notifications belong to another user.')
}

const visibleTo = (companyId: string) =>
  or(isNull(notifications.companyId), eq(notifications.companyId, companyId))

export function notificationRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.notifications.pattern, guard, async (c) => {
    assertSelf(c)
    const { db } = c.var.deps
    const companyId = c.req.param('companyId')
    const user = c.var.auth.user
    const rows = await db
      .select({ notification: notifications, viewedAt: notificationViews.viewedAt })
      .from(notifications)
      .leftJoin(
        notificationViews,
        and(eq(notificationViews.notificationId, notifications.id), eq(notificationViews.userId, user.id)),
      )
      .where(visibleTo(companyId))
      .orderBy(desc(notifications.isPinned), desc(notifications.createdAt))
    const suspended = await db
      .selectDistinct({ id: courses.id, name: courses.name, image: courses.thumbnail })
      .from(trainingCampaigns)
      .innerJoin(courses, eq(courses.id, trainingCampaigns.courseId))
      .where(and(eq(trainingCampaigns.companyId, companyId), eq(trainingCampaigns.status, 'suspended')))
    const feed: NotificationFeed = {
      notifications: rows.map(({ notification, viewedAt }) => ({
        notificationId: notification.id,
        url: notification.url,
        head: notification.head,
        title: notification.title,
        description: notification.description,
        buttonName: notification.buttonName,
        image: notification.image,
        isPinned: notification.isPinned,
        isViewed: viewedAt !== null,
      })),
      suspendedCampaigns: suspended.map((course) => ({
        course_name: course.name,
        course_image: course.image,
        course_id: course.id,
      })),
      notificationsShown: user.notificationsShown,
      suspendedCampaignsNotificationShown: user.suspendedCampaignsNotificationShown,
    }
    return c.json(feed)
  })

  app.put(
    PATHS.notifications.pattern,
    guard,
    body(object({ notificationId: size(string(), 1, 100) })),
    async (c) => {
      assertSelf(c)
      const { notificationId } = c.req.valid('json')
      const { db } = c.var.deps
      const [notification] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, notificationId), visibleTo(c.req.param('companyId'))))
      if (!notification) throw notFound('Notification not found')
      // 001 §4: a pinned notification is never marked viewed.
      if (!notification.isPinned)
        await db
          .insert(notificationViews)
          .values({ notificationId, userId: c.var.auth.user.id })
          .onConflictDoNothing()
      return c.body(null, 204)
    },
  )

  app.put(
    PATHS.notificationsShown.pattern,
    guard,
    body(object({ notificationsShown: literal(true) })),
    async (c) => {
      assertSelf(c)
      c.req.valid('json')
      await c.var.deps.db
        .update(users)
        .set({ notificationsShown: true })
        .where(eq(users.id, c.var.auth.user.id))
      return c.body(null, 204)
    },
  )

  app.patch(PATHS.suspendedNoticeShown.pattern, allow.signedIn(), async (c) => {
    assertSelf(c)
    await c.var.deps.db
      .update(users)
      .set({ suspendedCampaignsNotificationShown: true })
      .where(eq(users.id, c.var.auth.user.id))
    return c.body(null, 204)
  })
  return app
}
