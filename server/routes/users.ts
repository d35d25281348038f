import { PATHS } from '../../src/domain/api-paths'
import { ANY_LANGUAGE } from '../../src/domain/text-sets'
import { filled, textSetOf } from '../texts/company-texts'
import { allow } from '../auth/access'
import { DIRECTORY_IDS_MAX, idList } from '../../src/domain/request-limits'
import { revokeSessions } from '../auth/sessions'
import { emitUsersAdded, emitUsersDisabled } from '../users/user-events'
import { perCompanyRateLimit } from '../auth/rate-limit'
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, inArray, not } from 'drizzle-orm'
import { streamCsv } from '../csv'
import { addressHolders, INVITE_ELSEWHERE } from '../users/address-holders'
import { Hono } from 'hono'
import { array, boolean, number, object, optional, size, string, enums } from 'superstruct'
import { INVITE_PAYLOAD_MAX, InvitePayload } from '../../src/domain/add-users'
import { isEmail } from '../../src/domain/login'
import {
  DELETE_USER_TEXTS,
  USER_LIST,
  USER_STATUSES,
  USERS_TEXTS,
  type UserRow as UserListRow,
} from '../../src/domain/users'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { departments, groups, trainingCampaigns, userDepartments, userGroups, users } from '../db/schema'
import { consoleOrigin } from '../mail/console-url'
import { inviteFooter } from '../mail/invite-footer'
import { ApiError, notFound, body } from '../errors'
import { sendMails } from '../mail/outbox'
import { deleteUser } from '../users/delete-user'
import { enrolInAllUsersCampaigns } from '../users/enrolment'
import { findOrCreate } from '../users/directory-names'
import { pageOfIds, userListTotal } from '../users/user-list-paging'
import { userScopeWhere } from '../users/user-scope'
import {
  SELECTION_FIELDS,
  UNEDITABLE_LISTED,
  USERS_CSV_FIELDS,
  chunks,
  scopeNameOf,
  selectionScope,
  uneditableWhere,
  usersCsvPages,
} from '../users/directory'

const guard = allow.company()

export function userRoutes() {
  const app = new Hono<GatewayEnv>()

  // 50,000 addresses a call (a whole CSV import), 30 calls a minute per company: the drawer's checks, not an
  // unlimited oracle of who has an account.
  const emailChecks = perCompanyRateLimit('address-checks', { limit: 30, windowMs: 60_000 })
  app.post(
    PATHS.verifyEmailsExisted,
    allow.signedIn(),
    emailChecks,
    body(object({ companyId: string(), emails: size(array(size(string(), 0, 320)), 0, INVITE_PAYLOAD_MAX) })),
    async (c) => {
      const body = c.req.valid('json')
      const emails = [...new Set(body.emails.map((email) => email.trim().toLowerCase()))]
      // "Is it free to invite here?" for the caller's own company only; an address another company holds at a
      // domain not the caller's reads as free (the invite then tells its holder, not the caller).
      const { known } = await addressHolders(c.var.deps.db, c.var.auth.company.id, emails)
      return c.json(Object.fromEntries(emails.map((email) => [email, known.has(email)])))
    },
  )

  app.post(PATHS.invite.pattern, guard, body(InvitePayload), async (c) => {
    const body = c.req.valid('json')
    const companyId = c.req.param('companyId')
    if (body.company_id !== companyId)
      throw new ApiError(422, 'invalid_request', 'company_id does not match the path')
    const allInvites = body.emails.map((entry) => ({ ...entry, email: entry.email.trim().toLowerCase() }))
    const invalid = allInvites.filter((entry) => !isEmail(entry.email)).map((entry) => entry.email)
    if (invalid.length)
      throw new ApiError(422, 'invalid_request', `Not valid email addresses: ${invalid.join(', ')}`, {
        validationResults: [{ field: 'emails', message: 'This is not a valid email' }],
      })
    if (new Set(allInvites.map((entry) => entry.email)).size !== allInvites.length)
      throw new ApiError(422, 'invalid_request', 'The same address appears twice')
    const { db } = c.var.deps
    const company = c.var.auth.company
    const now = c.var.deps.now?.() ?? new Date()
    const added = await db.transaction(async (tx) => {
      const database = tx
      const holders = await addressHolders(
        database,
        companyId,
        allInvites.map((entry) => entry.email),
      )
      const taken = [...holders.known]
      if (taken.length)
        throw new ApiError(409, 'emails_in_use', 'These emails are already in use.', {
          validationResults: taken.map((email) => ({
            field: email,
            message: 'These emails are already in use.',
          })),
        })
      const departmentIds = await findOrCreate(
        database,
        departments,
        companyId,
        allInvites.flatMap((i) => i.departments),
      )
      const groupIds = await findOrCreate(
        database,
        groups,
        companyId,
        allInvites.flatMap((i) => i.groups),
      )
      // Held by another company at a domain not this one's: not created, not reported to the inviter; the
      // holder is told instead, as a password reset tells only the mailbox.
      await sendMails(
        database,
        jobSender(c.var.deps),
        [...holders.hidden].map((email) => ({
          to: email,
          kind: 'invite-elsewhere',
          companyId,
          subject: INVITE_ELSEWHERE.subject(company.name),
          body: INVITE_ELSEWHERE.body(company.name, email),
        })),
      )
      const invites = allInvites.filter((invite) => !holders.hidden.has(invite.email))
      const rows = invites.map((invite) => ({ invite, id: `usr_${randomUUID()}` }))
      for (const part of chunks(rows, 1000))
        await database.insert(users).values(
          part.map(({ invite, id }) => ({
            id,
            companyId,
            email: invite.email,
            name: invite.name?.trim() ?? '',
            lastName: invite.lastName?.trim() ?? '',
            role: invite.role,
            sso: body.sso && company.ssoProvider !== null,
            createdAt: now,
          })),
        )
      const memberships = rows.flatMap(({ invite, id }) =>
        invite.departments.map((name) => ({
          userId: id,
          departmentId: departmentIds.get(name.trim().toLowerCase())!,
        })),
      )
      for (const part of chunks(memberships, 5000)) await database.insert(userDepartments).values(part)
      await enrolInAllUsersCampaigns(
        database,
        companyId,
        rows.map((row) => row.id),
      )
      const groupMemberships = rows.flatMap(({ invite, id }) =>
        invite.groups.map((name) => ({ userId: id, groupId: groupIds.get(name.trim().toLowerCase())! })),
      )
      for (const part of chunks(groupMemberships, 5000)) await database.insert(userGroups).values(part)
      await emitUsersAdded(
        database,
        jobSender(c.var.deps),
        companyId,
        rows.map(({ invite, id }) => ({
          userId: id,
          email: invite.email,
          name: invite.name?.trim() ?? '',
          lastName: invite.lastName?.trim() ?? '',
          role: invite.role,
          departments: invite.departments,
          groups: invite.groups,
        })),
        now,
      )
      if (body.notificationsEnabled) {
        // The company's own invitation wording (Settings → Email reminders), else the default.
        const texts = {
          admin: (await textSetOf(database, companyId, 'inviteAdmin', ANY_LANGUAGE)).values,
          user: (await textSetOf(database, companyId, 'inviteLearner', ANY_LANGUAGE)).values,
        }
        const origin = await consoleOrigin(database, c.var.deps.publicUrl, companyId)
        const sso = body.sso && company.ssoProvider !== null
        await sendMails(
          database,
          jobSender(c.var.deps),
          invites.map((invite) => ({
            to: invite.email,
            kind: invite.role === 'admin' ? 'invite-admin' : 'invite-learner',
            companyId,
            subject: body.custom_subject || filled(texts[invite.role].subject!, company.name),
            body: [
              filled(texts[invite.role].message!, company.name),
              body.custom_message.trim(),
              inviteFooter(origin, { email: invite.email, sso }),
            ]
              .filter(Boolean)
              .join('\n\n'),
          })),
        )
      }
      return allInvites.length
    })
    return c.json({ count: added }, 201)
  })

  app.post(
    PATHS.usersList.pattern,
    guard,
    body(
      object({
        includeDisabled: optional(boolean()),
        isCsv: optional(boolean()),
        paging: object({ pageNumber: number(), pageSize: number() }),
        filter: optional(
          object({
            searchText: optional(size(string(), 0, 255)),
            departmentIds: optional(idList(DIRECTORY_IDS_MAX)),
            groupIds: optional(idList(DIRECTORY_IDS_MAX)),
            role: optional(enums(['user', 'admin'])),
            status: optional(enums(USER_STATUSES)),
          }),
        ),
        sort: optional(object({ orderBy: string(), order: enums(['ASC', 'DESC']) })),
      }),
    ),
    async (c) => {
      const body = c.req.valid('json')
      const companyId = c.req.param('companyId')
      const { db } = c.var.deps
      const pageSize = USER_LIST.pageSizes?.includes(body.paging.pageSize) ? body.paging.pageSize : 10
      const pageNumber =
        Number.isSafeInteger(body.paging.pageNumber) && body.paging.pageNumber >= 0
          ? body.paging.pageNumber
          : 0
      const filters = {
        includeDisabled: body.includeDisabled ?? false,
        searchText: body.filter?.searchText?.trim() ?? '',
        role: body.filter?.role,
        status: body.filter?.status,
        departmentIds: [...new Set(body.filter?.departmentIds ?? [])].sort(),
        groupIds: [...new Set(body.filter?.groupIds ?? [])].sort(),
      }
      const where = userScopeWhere(db, { companyId, ...filters })
      const orderBy = USER_LIST.orderBy.includes(body.sort?.orderBy ?? '') ? body.sort!.orderBy : 'email'
      const column = orderBy === 'name' ? users.name : orderBy === 'createdAt' ? users.createdAt : users.email
      const descending = body.sort?.order === 'DESC'
      // Ties break on id in the same direction, so either way is one walk of the order's index.
      const order = descending
        ? ([desc(column), desc(users.id)] as const)
        : ([asc(column), asc(users.id)] as const)
      if (body.isCsv) return streamCsv(c, null, USERS_CSV_FIELDS, usersCsvPages(db, where, order))
      const totalCount = await userListTotal(db, companyId, filters, where)
      const ids = await pageOfIds(db, where, {
        offset: pageNumber * pageSize,
        pageSize,
        totalCount,
        order,
        reversed: descending ? [asc(column), asc(users.id)] : [desc(column), desc(users.id)],
      })
      const byId = new Map(
        (ids.length ? await db.select().from(users).where(inArray(users.id, ids)) : []).map((row) => [
          row.id,
          row,
        ]),
      )
      const rows = ids.flatMap((id) => byId.get(id) ?? [])
      const memberships = ids.length
        ? await db
            .select({ userId: userDepartments.userId, name: departments.name })
            .from(userDepartments)
            .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
            .where(inArray(userDepartments.userId, ids))
        : []
      const usersPerPage: UserListRow[] = rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        lastName: row.lastName,
        role: row.role,
        departments: memberships.filter((m) => m.userId === row.id).map((m) => m.name),
        disabled: row.disabledAt !== null,
        createdAt: row.createdAt.toISOString(),
        emailVerified: row.emailVerified,
        invitePending: row.lastLoginAt === null,
      }))
      return c.json({ usersPerPage, totalCount, ...(await scopeNameOf(db, companyId, filters)) })
    },
  )

  // 000 §7 POST api/v1/users/count_users_under_filters/{companyId} { departmentId, groupId }: the enabled
  // users in a department and / or group, answered as { count }.
  app.post(
    PATHS.countUsersUnderFilters.pattern,
    guard,
    body(object({ departmentId: optional(size(string(), 1, 64)), groupId: optional(size(string(), 1, 64)) })),
    async (c) => {
      const body = c.req.valid('json')
      const [row] = await c.var.deps.db
        .select({ count: count() })
        .from(users)
        .where(
          userScopeWhere(c.var.deps.db, {
            companyId: c.req.param('companyId'),
            departmentIds: body.departmentId ? [body.departmentId] : undefined,
            groupIds: body.groupId ? [body.groupId] : undefined,
          }),
        )
      return c.json({ count: row?.count ?? 0 })
    },
  )

  // 001 §7 get_uneditable_users { editType, searchText, filters, includeDisabled }: who in a selection a bulk
  // change would refuse, asked before the change so the admin can go on with the others. Like the change
  // itself it also takes the ticked ids, or isAllUsersSelected with the list's department or group.
  app.post(
    PATHS.uneditableUsers.pattern,
    guard,
    body(object({ ...SELECTION_FIELDS, editType: enums(['DISABLE', 'ENABLE']) })),
    async (c) => {
      const body = c.req.valid('json')
      const { db } = c.var.deps
      if (body.editType === 'ENABLE') return c.json({ total: 0, users: [] })
      const where = and(selectionScope(c, body), uneditableWhere(c))
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: users.id,
            name: users.name,
            lastName: users.lastName,
            email: users.email,
            role: users.role,
          })
          .from(users)
          .where(where)
          .orderBy(asc(users.email))
          .limit(UNEDITABLE_LISTED),
        db.select({ total: count() }).from(users).where(where),
      ])
      return c.json({
        total: counted?.total ?? 0,
        users: rows.map(({ role, ...row }) => ({
          ...row,
          reason: row.id === c.var.auth.user.id ? 'self' : role === 'admin' ? 'admin' : 'other',
        })),
      })
    },
  )

  // Our addition to the spec's payload: `disable` says which way; the spec's call does not show it, and
  // `skipUneditable` disables the others when get_uneditable_users found admins or the caller in the scope.
  app.patch(
    PATHS.usersDisableStatus.pattern,
    guard,
    body(object({ ...SELECTION_FIELDS, disable: boolean(), skipUneditable: optional(boolean()) })),
    async (c) => {
      const body = c.req.valid('json')
      const { db } = c.var.deps
      const selection = selectionScope(c, body)
      const scope = body.disable && body.skipUneditable ? and(selection, not(uneditableWhere(c)))! : selection
      const targets = await db
        .select({ id: users.id, role: users.role, email: users.email, disabledAt: users.disabledAt })
        .from(users)
        .where(scope)
      if (body.disable && targets.some((user) => user.id === c.var.auth.user.id))
        throw new ApiError(409, 'self_in_selection', USERS_TEXTS.selfRefused)
      if (body.disable && targets.some((user) => user.role === 'admin'))
        throw new ApiError(409, 'admin_in_selection', USERS_TEXTS.adminRefused)
      if (targets.length) {
        const now = c.var.deps.now?.() ?? new Date()
        // By the scope itself, not a list of ids: a select-all can name more users than one statement binds.
        // Sessions first: the scope may leave out disabled users once they are.
        if (body.disable) await revokeSessions(db, db.select({ id: users.id }).from(users).where(scope), now)
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ disabledAt: body.disable ? now : null })
            .where(scope)
          if (body.disable)
            await emitUsersDisabled(
              tx,
              jobSender(c.var.deps),
              c.req.param('companyId'),
              targets
                .filter((user) => !user.disabledAt)
                .map((user) => ({ userId: user.id, email: user.email })),
              now,
            )
        })
      }
      return c.json({ updated: targets.length })
    },
  )

  // The spec names the phrase and the toast, not the call: DELETE api/v1/users/{companyId}/user/{userId}.
  // 001 §7: DELETE /api/v1/user/{companyId}/delete_user { userId, companyId }.
  app.delete(
    PATHS.deleteUser.pattern,
    guard,
    body(object({ userId: size(string(), 1, 64), companyId: string() })),
    async (c) => {
      const { db } = c.var.deps
      const body = c.req.valid('json')
      if (body.companyId !== c.req.param('companyId'))
        throw new ApiError(422, 'invalid_request', 'companyId does not match the path')
      const userId = body.userId
      if (userId === c.var.auth.user.id)
        throw new ApiError(409, 'self_in_selection', DELETE_USER_TEXTS.selfRefused)
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, c.req.param('companyId'))))
      if (!target) throw notFound('User not found')
      await deleteUser(db, userId)
      return c.body(null, 204)
    },
  )

  app.get(PATHS.taskStatus.pattern, guard, async (c) => {
    const rows = await c.var.deps.db
      .select({ dateEnded: trainingCampaigns.dateEnded })
      .from(trainingCampaigns)
      .where(eq(trainingCampaigns.companyId, c.req.param('companyId')))
    return c.json({
      data: {
        hasAssignments: rows.length > 0,
        hasActiveCampaign: rows.some((row) => row.dateEnded === null),
      },
    })
  })

  return app
}
