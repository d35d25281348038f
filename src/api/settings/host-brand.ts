import { create } from 'superstruct'
import { HOST_BRAND_PATH } from '../../domain/sign-in-paths'
import { Brand } from '../../domain/white-label'
import type { JsonCall } from '../json-call'

/** The brand a host shows, or null when it shows ours (an unknown or unverified host answers 404; 001 §7). */
export async function loadHostBrand(api: JsonCall, host: string): Promise<Brand | null> {
  try {
    return create(await api(HOST_BRAND_PATH(host)), Brand)
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}
