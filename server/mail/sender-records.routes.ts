import { PATHS } from '../../src/domain/api-paths'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { mailSettings } from '../db/schema'
import { ApiError } from '../errors'
import { RELAY_DEFAULTS } from '../mail/relay'
import { checkSenderRecords, type Sender } from '../mail/sender-records'
import { domainProblem, SENDER_RECORD_TEXTS } from '../../src/domain/sender-records'

// Settings → White label → Mail delivery: the SPF, DKIM and DMARC records of the domain the company's mail is
// sent as, looked up on each ask (issue 62). Who sends decides what is right: the company's SMTP server, its
// Microsoft 365 tenant through Graph, or the console itself. A domain may be named when the sender has none to
// offer (a Graph tenant is an id, not a domain).

export function senderRecordsRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.senderRecords.pattern, allow.company(), async (c) => {
    const { db, consoleSender, dnsServers } = c.var.deps
    const asked = c.req.query('domain')?.trim().toLowerCase().replace(/\.$/, '')
    if (asked && domainProblem(asked))
      throw new ApiError(422, 'invalid_request', `domain: ${SENDER_RECORD_TEXTS.domainInvalid}`)
    const [row] = await db
      .select()
      .from(mailSettings)
      .where(eq(mailSettings.companyId, c.req.param('companyId')))
    const sender: Sender = row?.graphConnectedAt
      ? { kind: 'graph', account: asked ? `postmaster@${asked}` : (row.graphAccount ?? '') }
      : row?.smtpHost
        ? {
            kind: 'smtp',
            fromAddress: asked ? `postmaster@${asked}` : (row.fromAddress ?? ''),
            dkimSelector: row.smtpDkimSelector,
          }
        : {
            kind: 'console',
            console: {
              ...(consoleSender ?? { from: RELAY_DEFAULTS.from }),
              ...(asked ? { from: `postmaster@${asked}` } : {}),
            },
          }
    return c.json(await checkSenderRecords(sender, dnsServers, c.var.deps.now?.() ?? new Date()))
  })
  return app
}
