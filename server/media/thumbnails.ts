import type { GatewayDeps } from '../context'
import { mediaUrl } from './signed-urls'

// A custom training's thumbnail as the browser loads it: an uploaded image through its signed media address.

export async function thumbnailUrlOf(deps: GatewayDeps, companyId: string, thumbnail: string | null) {
  if (!thumbnail?.startsWith('upload:')) return thumbnail
  return mediaUrl(deps, companyId, thumbnail.slice(7))
}
