import type { Database } from '../db/open'
import { brandOwnerOf, verifiedDomainOf } from '../white-label/brand'

// Every link a mail carries is absolute: a mail client has no page to resolve a path against. It points where the
// company's people reach the console: its verified admin domain (its own, or that of the partner whose brand it
// shows), with PUBLIC_URL's scheme, else PUBLIC_URL. Never the request's Host header, which a caller could set to
// their own site. Without PUBLIC_URL (an in-process gateway) it is the address `npm start` listens on.
const LOCAL_CONSOLE = 'http://127.0.0.1:5173'

export async function consoleOrigin(
  db: Database,
  publicUrl: string | undefined,
  companyId: string | null,
): Promise<string> {
  const base = new URL(publicUrl || LOCAL_CONSOLE)
  if (companyId) {
    const own = await verifiedDomainOf(db, companyId, 'customDomainAdmin')
    const owner = own ? null : await brandOwnerOf(db, companyId)
    const domain = own ?? (owner ? await verifiedDomainOf(db, owner.companyId, 'customDomainAdmin') : null)
    if (domain) return `${base.protocol}//${domain}`
  }
  return base.origin
}

/** An absolute link to a path of the console (or of its gateway, which answers on the same origin). */
export async function consoleLink(
  db: Database,
  publicUrl: string | undefined,
  companyId: string | null,
  path: string,
): Promise<string> {
  return `${await consoleOrigin(db, publicUrl, companyId)}${path}`
}
