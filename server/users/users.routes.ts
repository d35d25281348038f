import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { DIRECTORY_IDS_MAX, idList } from '../../src/domain/request-limits'
import { perCompanyRateLimit } from '../auth/rate-limit'
import { and, asc, count, desc, eq, not } from 'drizzle-orm'
import { streamCsv } from '../csv'
import { addressHolders } from '../users/address-holders'
import { Hono } from 'hono'
import { array, boolean, number, object, optional, size, string, enums } from 'superstruct'
import { INVITE_PAYLOAD_MAX, InvitePayload } from '../../src/domain/add-users'
import {
  DELETE_USER_TEXTS,
  USER_LIST,
  USER_STATUSES,
  type UserRow as UserListRow,
} from '../../src/domain/users'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { users } from '../db/schema'
import { ApiError, notFound, body } from '../errors'
import { deleteUser } from '../users/delete-user'
import { setDisabled, uneditableIn } from '../users/disable-users'
import { inviteUsers } from '../users/invite'
import { keptUserListAnswer, userListPage } from '../users/user-list-paging'
import { userScopeWhere } from '../users/user-scope'
import {
  SELECTION_FIELDS,
  USERS_CSV_FIELDS,
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
    const payload = c.req.valid('json')
    const companyId = c.req.param('companyId')
    if (payload.company_id !== companyId)
      throw new ApiError(422, 'invalid_request', 'company_id does not match the path')
    const { deps } = c.var
    const count = await inviteUsers(deps.db, jobSender(deps), {
      companyId,
      company: c.var.auth.company,
      publicUrl: deps.publicUrl,
      now: deps.now?.() ?? new Date(),
      payload,
    })
    return c.json({ count }, 201)
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
      const answer = await keptUserListAnswer(
        db,
        companyId,
        [filters, orderBy, descending, pageNumber, pageSize],
        async () => {
          const { totalCount, rows } = await userListPage(db, companyId, filters, where, {
            offset: pageNumber * pageSize,
            pageSize,
            order,
            reversed: descending ? [asc(column), asc(users.id)] : [desc(column), desc(users.id)],
          })
          const usersPerPage: UserListRow[] = rows.map((row) => ({
            id: row.id,
            email: row.email,
            name: row.name,
            lastName: row.lastName,
            role: row.role,
            departments: row.departments,
            disabled: row.disabledAt !== null,
            createdAt: row.createdAt.toISOString(),
            emailVerified: row.emailVerified,
            invitePending: row.lastLoginAt === null,
          }))
          return { usersPerPage, totalCount, ...(await scopeNameOf(db, companyId, filters)) }
        },
      )
      return c.json(answer)
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
      const where = and(
        selectionScope(db, c.req.param('companyId'), body),
        uneditableWhere(c.var.auth.user.id),
      )!
      return c.json(await uneditableIn(db, where, c.var.auth.user.id))
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
      const selection = selectionScope(db, c.req.param('companyId'), body)!
      const scope =
        body.disable && body.skipUneditable
          ? and(selection, not(uneditableWhere(c.var.auth.user.id)))!
          : selection
      const updated = await setDisabled(db, jobSender(c.var.deps), {
        companyId: c.req.param('companyId'),
        callerId: c.var.auth.user.id,
        scope,
        disable: body.disable,
        now: c.var.deps.now?.() ?? new Date(),
      })
      return c.json({ updated })
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

  return app
}
