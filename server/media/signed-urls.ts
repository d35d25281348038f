import type { GatewayDeps } from '../context'

// Media addresses a <video> or <img> can load: the browser sends no bearer header there, so the address
// carries a signed, expiring token naming the company and the file. Nothing else is reachable with it.

export const MEDIA_PATH = '/media'

export async function mediaUrl(deps: GatewayDeps, companyId: string, file: string): Promise<string> {
  const token = await deps.tokens.sign({ sub: `${companyId}|${file}`, kind: 'media' })
  return `${MEDIA_PATH}/${encodeURIComponent(token)}`
}

/** The company and file a media token names, or null when it is expired, altered or of another kind. */
export async function mediaOfToken(deps: GatewayDeps, token: string) {
  const check = await deps.tokens.verify(token, 'media')
  if (!check.ok) return null
  const [companyId, file] = check.claims.sub.split('|')
  return companyId && file ? { companyId, file } : null
}
