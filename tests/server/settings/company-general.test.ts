import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPANY_GENERAL_TEXTS } from '../../../src/domain/company-general'
import { LOGO_TEXTS } from '../../../src/domain/logo'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

// Settings → General (issue 29): name (unique), logo by its bytes, language and time zone, with the form's
// checks on the gateway; the session's company follows; another company's settings are out of reach.

let gateway: TestGateway, admin: string, other: string
beforeAll(async () => {
  ;[gateway, admin, other] = await startSignedIn('admin@acme.example', 'owner@globex.example')
})
afterAll(() => gateway.close())

const path = '/api/v1/company/cmp_acme/general'
const patch = (body: unknown, token = admin) =>
  gateway.app.request(path, {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...bearer(token).headers },
  })
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')

describe(`company general settings (${backend})`, () => {
  it('refuses what the form refuses and a name another company has', async () => {
    const good = { name: 'Acme Corp', logo: null, lang: 'de', timeZone: 'Europe/Berlin' }
    for (const [body, message, status] of [
      [{ ...good, name: ' ' }, `Company name: ${COMPANY_GENERAL_TEXTS.required}`, 422],
      [{ ...good, lang: 'xx' }, `Language: ${COMPANY_GENERAL_TEXTS.language}`, 422],
      [{ ...good, timeZone: 'Mars/Olympus' }, `Time zone: ${COMPANY_GENERAL_TEXTS.zone}`, 422],
      [{ ...good, logo: 'data:image/png;base64,R0lGODlh' }, `Logo: ${LOGO_TEXTS.type}`, 422],
      [{ ...good, name: 'globex' }, COMPANY_GENERAL_TEXTS.nameTaken, 409],
    ] as const) {
      const response = await patch(body)
      expect(response.status, message).toBe(status)
      expect(await messageOf(response)).toBe(message)
    }
    expect((await patch(good, other)).status).toBe(403)
  })

  it('saves, and the session’s company shows it', async () => {
    const saved = await patch({
      name: 'Acme Holdings',
      logo: `data:image/png;base64,${PNG}`,
      lang: 'de',
      timeZone: 'Europe/Kiev',
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({
      name: 'Acme Holdings',
      logo: `data:image/png;base64,${PNG}`,
      lang: 'de',
      timeZone: 'Europe/Kyiv',
    })
    const view = (await (
      await gateway.app.request('/customers/api/v2/company/cmp_acme/view/admin', bearer(admin))
    ).json()) as { name: string; lang: string; timeZone: string }
    expect(view).toMatchObject({ name: 'Acme Holdings', lang: 'de', timeZone: 'Europe/Kyiv' })
  })
})
