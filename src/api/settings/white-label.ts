import type { $Fetch } from 'ofetch'
import { create, nullable, object } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { Brand } from '../../domain/white-label'

// White label under /white-label/api/v1 (001 §7): the partner's brand (read, set, remove) and the brand of a
// host, asked by the sign-in page before anyone is signed in.

const BrandAnswer = object({ brand: nullable(Brand) })

export const loadBrand = async (api: $Fetch, companyId: string) =>
  create(await api(PATHS.brand(companyId)), BrandAnswer).brand

export const saveBrand = async (api: $Fetch, companyId: string, brand: Brand) =>
  create(await api(PATHS.brand(companyId), { method: 'PUT', body: brand }), BrandAnswer).brand!

export const removeBrand = async (api: $Fetch, companyId: string) => {
  await api(PATHS.brand(companyId), { method: 'DELETE' })
  return null
}
