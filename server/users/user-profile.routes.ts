import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { passwordProblem } from '../auth/password-policy'
import { revokeSessions } from '../auth/sessions'
import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { object, string } from 'superstruct'
import { ProfileEditPayload, temporaryPasswordError, type UserProfile } from '../../src/domain/user-profile'
import { hashPassword } from '../auth/passwords'
import type { GatewayEnv } from '../context'
import type { Database } from '../db/open'
import { departments, groups, outbox, userDepartments, userGroups, userTasks, users } from '../db/schema'
import { ApiError, notFound, body } from '../errors'
import { setMemberships } from '../users/directory-names'

// The user profile (ours: the spec names the page and its tabs, not the calls). One read for all tabs, an
// edit of name, access level, departments and groups, and a temporary password the user must change at the next sign-in.

async function profileOf(db: Database, companyId: string, userId: string): Promise<UserProfile> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
  if (!user) throw notFound('User not found')
  const [deps, grps, tasks, mails] = await Promise.all([
    db
      .select({ name: departments.name })
      .from(userDepartments)
      .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
      .where(eq(userDepartments.userId, userId)),
    db
      .select({ name: groups.name })
      .from(userGroups)
      .innerJoin(groups, eq(groups.id, userGroups.groupId))
      .where(eq(userGroups.userId, userId)),
    db.select().from(userTasks).where(eq(userTasks.userId, userId)),
    db.select({ kind: outbox.kind, at: outbox.createdAt }).from(outbox).where(eq(outbox.to, user.email)),
  ])
  const task = (row: typeof userTasks.$inferSelect) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status as 'not_started' | 'in_progress' | 'completed',
    dueAt: row.dueAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  })
  const MAIL_TEXT: Record<string, string> = {
    'invite-learner': 'Invitation sent',
    'invite-admin': 'Admin invitation sent',
    reminder: 'Reminder sent',
    verification: 'Verification email sent',
  }
  const activity = [
    { at: user.createdAt, text: 'Added to the company' },
    ...(user.lastLoginAt ? [{ at: user.lastLoginAt, text: 'Last signed in' }] : []),
    ...(user.disabledAt ? [{ at: user.disabledAt, text: 'Disabled' }] : []),
    ...tasks
      .filter((row) => row.completedAt)
      .map((row) => ({ at: row.completedAt!, text: `Completed ${row.title}` })),
    ...mails.filter((m) => MAIL_TEXT[m.kind]).map((m) => ({ at: m.at, text: MAIL_TEXT[m.kind]! })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, 50)
    .map((entry) => ({ at: entry.at.toISOString(), text: entry.text }))
  const byDue = (a: { dueAt: string | null }, b: { dueAt: string | null }) =>
    (a.dueAt ?? '9').localeCompare(b.dueAt ?? '9')
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    role: user.role,
    departments: deps.map((d) => d.name),
    groups: grps.map((g) => g.name),
    emailVerified: user.emailVerified,
    disabled: user.disabledAt !== null,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    outstanding: tasks
      .filter((t) => t.status !== 'completed')
      .map(task)
      .sort(byDue),
    completed: tasks
      .filter((t) => t.status === 'completed')
      .map(task)
      .sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? '')),
    activity,
  }
}

export function userProfileRoutes() {
  const app = new Hono<GatewayEnv>()
  const guard = allow.company()

  app.get(PATHS.userProfile.pattern, guard, async (c) =>
    c.json(await profileOf(c.var.deps.db, c.req.param('companyId'), c.req.param('userId'))),
  )

  app.patch(PATHS.userById.pattern, guard, body(ProfileEditPayload), async (c) => {
    const body = c.req.valid('json')
    const { companyId, userId } = c.req.param()
    if (!body.name.trim() || !body.lastName.trim())
      throw new ApiError(422, 'invalid_request', 'First and last name are required')
    if (userId === c.var.auth.user.id && body.role !== 'admin')
      throw new ApiError(409, 'self_demotion', 'You cannot remove your own admin access.')
    await c.var.deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({ name: body.name.trim(), lastName: body.lastName.trim(), role: body.role })
        .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
        .returning({ id: users.id })
      if (updated.length === 0) throw notFound('User not found')
      await setMemberships(tx, companyId, userId, body)
    })
    return c.json(await profileOf(c.var.deps.db, companyId, userId))
  })

  app.post(PATHS.userPassword.pattern, guard, body(object({ password: string() })), async (c) => {
    const { password } = c.req.valid('json')
    const error = temporaryPasswordError(password) ?? passwordProblem(password)
    if (error)
      throw new ApiError(422, 'invalid_request', error, {
        validationResults: [{ field: 'password', message: error }],
      })
    const { companyId, userId } = c.req.param()
    const updated = await c.var.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), temporaryPassword: true })
      .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
      .returning({ id: users.id })
    if (updated.length === 0) throw notFound('User not found')
    // Whoever held the old password is signed out everywhere.
    await revokeSessions(c.var.deps.db, [userId], c.var.deps.now?.() ?? new Date())
    return c.body(null, 204)
  })
  return app
}
