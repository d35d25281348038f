import { BASE, PATHS } from '../../src/domain/api-paths'
import { Hono, type Context } from 'hono'
import { record, string } from 'superstruct'
import {
  ANY_LANGUAGE,
  NOTIFICATION_LANGUAGE_CODES,
  TEXT_SET_FIELDS,
  TEXT_SET_TEXTS,
  textSetFieldProblems,
  type TextSetKind,
} from '../../src/domain/text-sets'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { ApiError, body, notFound, type BodyContext } from '../errors'
import { resetTextSet, saveTextSet, textSetOf } from '../texts/company-texts'

// The invite texts (000 §7: customers/api/v1/company/{id}/invite/emails, /admin, /learner and their resets) and
// the notification text set per language (ours: /api/v1/company/{id}/notification_texts/{lang}). Each change
// answers the set as it now reads.

const ROLES: Record<string, TextSetKind> = { admin: 'inviteAdmin', learner: 'inviteLearner' }

function roleOf(c: Context<GatewayEnv>): TextSetKind {
  const kind = ROLES[c.req.param('role') ?? '']
  if (!kind) throw notFound('Unknown invitation.')
  return kind
}
function langOf(c: Context<GatewayEnv>): string {
  const lang = (c.req.param('lang') ?? '').toLowerCase()
  if (!NOTIFICATION_LANGUAGE_CODES.includes(lang)) throw notFound(TEXT_SET_TEXTS.unknownLanguage)
  return lang
}

const TextSetValues = record(string(), string())

async function save(c: BodyContext<Record<string, string>>, kind: TextSetKind, lang: string) {
  const companyId = c.req.param('companyId')!
  const values = c.req.valid('json')
  const unknown = Object.keys(values).find((key) => !TEXT_SET_FIELDS[kind].some((field) => field.id === key))
  if (unknown) throw new ApiError(422, 'invalid_request', `${unknown}: Unknown field`)
  const [field, problem] = Object.entries(textSetFieldProblems(kind, values))[0] ?? []
  if (field) {
    const label = TEXT_SET_FIELDS[kind].find((candidate) => candidate.id === field)!.label
    throw new ApiError(422, 'invalid_request', `${label}: ${problem}`)
  }
  await saveTextSet(c.var.deps.db, companyId, kind, lang, values, c.var.deps.now?.() ?? new Date())
  return c.json(await textSetOf(c.var.deps.db, companyId, kind, lang))
}

async function reset(c: Context<GatewayEnv>, kind: TextSetKind, lang: string) {
  const companyId = c.req.param('companyId')!
  await resetTextSet(c.var.deps.db, companyId, kind, lang)
  return c.json(await textSetOf(c.var.deps.db, companyId, kind, lang))
}

/** Mounted under customers/api/v1. */
export function inviteTextRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(`${BASE.customersV1}/company/:companyId/invite/emails`, allow.company(), async (c) => {
    const companyId = c.req.param('companyId')
    const { db } = c.var.deps
    return c.json({
      admin: await textSetOf(db, companyId, 'inviteAdmin', ANY_LANGUAGE),
      learner: await textSetOf(db, companyId, 'inviteLearner', ANY_LANGUAGE),
    })
  })
  app.get(PATHS.inviteTexts.pattern, allow.company(), async (c) =>
    c.json(await textSetOf(c.var.deps.db, c.req.param('companyId'), roleOf(c), ANY_LANGUAGE)),
  )
  app.put(PATHS.inviteTexts.pattern, allow.company(), body(TextSetValues), (c) =>
    save(c, roleOf(c), ANY_LANGUAGE),
  )
  app.post(PATHS.inviteTextsReset.pattern, allow.company(), (c) => reset(c, roleOf(c), ANY_LANGUAGE))
  return app
}

/** Mounted under /api/v1. */
export function notificationTextRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.notificationTexts.pattern, allow.company(), async (c) =>
    c.json(await textSetOf(c.var.deps.db, c.req.param('companyId'), 'notification', langOf(c))),
  )
  app.put(PATHS.notificationTexts.pattern, allow.company(), body(TextSetValues), (c) =>
    save(c, 'notification', langOf(c)),
  )
  app.post(PATHS.notificationTextsReset.pattern, allow.company(), (c) => reset(c, 'notification', langOf(c)))
  return app
}
