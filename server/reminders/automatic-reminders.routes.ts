import { PATHS } from '../../src/domain/api-paths'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  AutomaticReminders,
  automaticReminderFieldProblems,
  DEFAULT_AUTOMATIC_REMINDERS,
  draftOfReminders,
} from '../../src/domain/automatic-reminders'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { companies } from '../db/schema'
import { ApiError, body } from '../errors'

// Automatic reminders (ours: GET and PUT /api/v1/company/{companyId}/reminders/automatic); the scheduler
// (server/reminders/automatic.ts) sends them.

const LABELS = { daysBeforeDue: 'Days before the due date', repeatEveryDays: 'Repeat every' }

export function automaticReminderRoutes() {
  const app = new Hono<GatewayEnv>()

  app.get(PATHS.automaticReminders.pattern, allow.company(), (c) =>
    c.json(c.var.tenant.automaticReminders ?? DEFAULT_AUTOMATIC_REMINDERS),
  )

  app.put(PATHS.automaticReminders.pattern, allow.company(), body(AutomaticReminders), async (c) => {
    const body = c.req.valid('json')
    const [field, problem] = Object.entries(automaticReminderFieldProblems(draftOfReminders(body)))[0] ?? []
    if (field)
      throw new ApiError(422, 'invalid_request', `${LABELS[field as keyof typeof LABELS]}: ${problem}`)
    await c.var.deps.db
      .update(companies)
      .set({ automaticReminders: body })
      .where(eq(companies.id, c.req.param('companyId')))
    return c.json(body)
  })

  return app
}
