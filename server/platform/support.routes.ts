import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono, type Context } from 'hono'
import { rateLimiter } from 'hono-rate-limiter'
import { object, optional, size, string } from 'superstruct'
import { fieldProblems } from '../../src/domain/field-problems'
import { SupportForm, SUPPORT_MESSAGE_MAX } from '../../src/domain/support'
import type { GatewayEnv } from '../context'
import { jobSender } from '../context'
import { ApiError, sendError, body } from '../errors'
import { sendMail } from '../mail/outbox'

// Support tickets (000 §7): signed in (the company's admins) or from the sign-in pages. Both land in the
// outbox addressed to support, where a help-desk relay would pick them up. The server checks what the drawer
// checks; the open call is limited per address so it cannot be used to flood the inbox.

export const SUPPORT_INBOX = 'support@awareness.example'
const OPEN_TICKETS_PER_HOUR = 10

const Ticket = object({
  email: size(string(), 1, 320),
  // The drawer's limit plus room for surrounding whitespace it trims.
  description: size(string(), 1, SUPPORT_MESSAGE_MAX + 200),
  category: size(string(), 1, 100),
  source: optional(size(string(), 0, 100)),
  crmToken: optional(size(string(), 0, 200)),
})

function check(body: { email: string; description: string; category: string }) {
  const errors = fieldProblems(SupportForm, {
    category: body.category,
    message: body.description,
    email: body.email,
  })
  const first = errors.category ?? errors.message ?? errors.email
  if (first) throw new ApiError(422, 'invalid_ticket', first)
}

const clientAddress = (c: Context) => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

export function supportRoutes() {
  const app = new Hono<GatewayEnv>()
  app.post(PATHS.supportTicket.pattern, allow.company(), body(Ticket), async (c) => {
    const body = c.req.valid('json')
    check(body)
    const { user, company } = c.var.auth
    // The signed-in user's own address: the drawer locks it, and the gateway does not take another.
    if (body.email.trim().toLowerCase() !== user.email.toLowerCase())
      throw new ApiError(422, 'invalid_ticket', 'The email must be your own.')
    await sendMail(c.var.deps.db, jobSender(c.var.deps), {
      to: SUPPORT_INBOX,
      kind: 'support-ticket',
      subject: `[${body.category}] ${company.name}`,
      body: `${user.name} ${user.lastName} <${user.email}>, ${company.name} (${company.id}), from ${body.source ?? 'the console'}.\n\n${body.description.trim()}`,
    })
    return c.body(null, 204)
  })

  app.post(
    PATHS.openSupportTicket,
    allow.public("the sign-in pages' Help: a few tickets an hour per address, to the support inbox only"),
    rateLimiter<GatewayEnv>({
      windowMs: 60 * 60_000,
      limit: OPEN_TICKETS_PER_HOUR,
      standardHeaders: 'draft-7',
      keyGenerator: clientAddress,
      handler: (c) =>
        sendError(c, new ApiError(429, 'too_many_tickets', 'Too many messages. Please try again later.')),
    }),
    body(Ticket),
    async (c) => {
      const body = c.req.valid('json')
      check(body)
      await sendMail(c.var.deps.db, jobSender(c.var.deps), {
        to: SUPPORT_INBOX,
        kind: 'support-ticket',
        subject: `[${body.category}] from the sign-in pages`,
        body: `<${body.email.trim()}> (not signed in), from ${body.source ?? 'the sign-in pages'}.\n\n${body.description.trim()}`,
      })
      return c.body(null, 204)
    },
  )
  return app
}
