import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { Hono } from 'hono'
import { number, object, optional, size, string } from 'superstruct'
import { ContactSalesForm, MESSAGE_MAX } from '../../src/domain/contact-sales'
import { fieldProblems } from '../../src/domain/field-problems'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { ApiError, body } from '../errors'
import { sendMail } from '../mail/outbox'

// Contact Sales (000 §7, 001 §7): the sales request (contact_us_buy), then the quote form. Both land in the
// outbox addressed to sales, where a CRM relay would pick them up; the server checks what the dialog checks.

export const SALES_INBOX = 'sales@awareness.example'
const guard = allow.signedIn()

function check(users: number, phone: string | undefined) {
  const errors = fieldProblems(ContactSalesForm, {
    usersNumber: String(users),
    phone: phone ?? '',
    message: '',
  })
  if (errors.usersNumber) throw new ApiError(422, 'invalid_users_number', errors.usersNumber)
  if (phone !== undefined && errors.phone) throw new ApiError(422, 'invalid_phone', errors.phone)
}

export function contactSalesRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(
    PATHS.contactUsBuy.pattern,
    allow.company(),
    body(
      object({
        full_name: size(string(), 0, 200),
        company_name: size(string(), 0, 200),
        email: size(string(), 1, 320),
        users_number: number(),
        message: size(string(), 0, MESSAGE_MAX),
      }),
    ),
    async (c) => {
      const body = c.req.valid('json')
      check(body.users_number, undefined)
      await sendMail(c.var.deps.db, jobSender(c.var.deps), {
        to: SALES_INBOX,
        kind: 'sales-request',
        subject: `Sales request: ${body.company_name} (${body.users_number} users)`,
        body: `${body.full_name} <${body.email}> of ${body.company_name} (${c.req.param('companyId')}) asks about ${body.users_number} users.\n\n${body.message}`,
      })
      return c.body(null, 204)
    },
  )

  app.post(
    PATHS.quoteForm,
    guard,
    body(
      object({
        name: size(string(), 0, 200),
        lastName: size(string(), 0, 200),
        email: size(string(), 1, 320),
        users: number(),
        message: size(string(), 0, MESSAGE_MAX),
        phone: size(string(), 0, 40),
        companyName: size(string(), 0, 200),
        country: optional(size(string(), 0, 100)),
        pageUri: optional(size(string(), 0, 2000)),
        hutk: optional(size(string(), 0, 200)),
        pageName: optional(size(string(), 0, 200)),
      }),
    ),
    async (c) => {
      const body = c.req.valid('json')
      check(body.users, body.phone)
      const { company } = c.var.auth
      await sendMail(c.var.deps.db, jobSender(c.var.deps), {
        to: SALES_INBOX,
        kind: 'quote-form',
        subject: `Quote request: ${company.name} (${body.users} users)`,
        body: `${body.name} ${body.lastName} <${body.email}>, phone ${body.phone}, ${company.name} (${company.id}), from ${body.pageName ?? 'the console'}.\n\n${body.message}`,
      })
      return c.body(null, 204)
    },
  )
  return app
}
