import type { $Fetch } from 'ofetch'
import { array, create, object, string } from 'superstruct'
import { PATHS } from '../../domain/api-paths'
import { CompanyGeneral } from '../../domain/company-general'

// Settings → General (ours: /api/v1/company/{companyId}/general) with the zone list of collections/api/v1/timezones.

const path = PATHS.companyGeneral

export async function loadCompanyGeneral(api: $Fetch, companyId: string) {
  const [general, zones] = await Promise.all([
    api(path(companyId)).then((body) => create(body, CompanyGeneral)),
    api(PATHS.timezones).then((body) => create(body, array(object({ id: string(), label: string() })))),
  ])
  return { general, zones: zones.map((zone) => zone.id) }
}

export const saveCompanyGeneral = async (api: $Fetch, companyId: string, general: CompanyGeneral) =>
  create(await api(path(companyId), { method: 'PATCH', body: general }), CompanyGeneral)
