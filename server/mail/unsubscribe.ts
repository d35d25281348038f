import { and, eq } from 'drizzle-orm'
import type { SecretBox } from '../auth/sealed-secrets'
import type { Database } from '../db/open'
import { mailOptOuts } from '../db/schema'

// One-click unsubscribe (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post) for the mails that are not
// transactional: training reminders and scheduled reports. Codes, invites, resets and notices of what an admin
// did have none. The address and the list travel sealed in the link (AES-GCM under the gateway's secret), so a
// link cannot be made for someone else's address; an unsubscribed address is not sent that list again.

export const OPT_OUT_LISTS = {
  reminders: 'training reminders',
  'scheduled-reports': 'scheduled reports',
} as const
export type OptOutList = keyof typeof OPT_OUT_LISTS

const LIST_OF_KIND: Record<string, OptOutList> = {
  reminder: 'reminders',
  'automatic-reminder': 'reminders',
  scheduledReport: 'scheduled-reports',
}

export const listOfKind = (kind: string): OptOutList | null => LIST_OF_KIND[kind] ?? null

export const UNSUBSCRIBE_PATH = '/api/v1/mail/unsubscribe'

export function unsubscribeHeaders(secrets: SecretBox, publicUrl: string, to: string, kind: string) {
  const list = listOfKind(kind)
  if (!list) return {}
  const token = secrets.seal(JSON.stringify({ to: to.toLowerCase(), list }))
  return {
    'List-Unsubscribe': `<${publicUrl}${UNSUBSCRIBE_PATH}/${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** Who and which list a link is for, or null for a link this gateway did not make. */
export function openUnsubscribeToken(secrets: SecretBox, token: string) {
  const plain = secrets.open(token)
  if (!plain) return null
  try {
    const { to, list } = JSON.parse(plain) as { to: unknown; list: unknown }
    if (typeof to !== 'string' || typeof list !== 'string' || !(list in OPT_OUT_LISTS)) return null
    return { to, list: list as OptOutList }
  } catch {
    return null
  }
}

export async function optOut(db: Database, to: string, list: OptOutList) {
  await db.insert(mailOptOuts).values({ email: to, kind: list }).onConflictDoNothing()
}

export async function hasOptedOut(db: Database, to: string, kind: string) {
  const list = listOfKind(kind)
  if (!list) return false
  const [row] = await db
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.email, to.toLowerCase()), eq(mailOptOuts.kind, list)))
  return row !== undefined
}
