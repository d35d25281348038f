import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGO_TEXTS } from '../../../src/domain/logo'
import { WHITE_LABEL_TEXTS, type Brand } from '../../../src/domain/white-label'
import { startDnsServer, type LoopbackDns } from '../dns-server'
import { backend, bearer, signIn, startGateway, type TestGateway } from '../gateway'

// White label (issue 29): a partner with access sets its brand (the form's checks again on the gateway, the
// logo judged by its bytes), its customers' consoles show it, and the sign-in page of its verified admin
// domain asks for it by host before anyone is signed in; an unverified host answers nothing.

let gateway: TestGateway
let dns: LoopbackDns
let northwind: string
let fabrikam: string
let acme: string
beforeAll(async () => {
  dns = await startDnsServer()
  gateway = await startGateway({ dnsServers: [dns.address] })
  northwind = (await signIn(gateway, 'partner@northwind.example')).token
  fabrikam = (await signIn(gateway, 'sub@fabrikam.example')).token
  acme = (await signIn(gateway, 'admin@acme.example')).token
})
afterAll(async () => {
  await gateway.close()
  await dns.close()
})

const call = (token: string | null, method: string, path: string, body?: unknown) =>
  gateway.app.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { 'Content-Type': 'application/json', ...(token ? bearer(token).headers : {}) },
  })
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`
const brand: Brand = { productName: 'Northwind Secure', primaryColor: '#0B6E4F', logo: dataUrl(PNG) }
const viewOf = async (token: string, company: string) =>
  (await (await call(token, 'GET', `/customers/api/v2/company/${company}/view/admin`)).json()) as {
    brand: Brand | null
    customDomainVerified: boolean
  }

describe(`white label (${backend})`, () => {
  it('is refused to a company without white-label access', async () => {
    const response = await call(acme, 'PUT', '/white-label/api/v1/company/cmp_acme', brand)
    expect(response.status).toBe(403)
    expect(await messageOf(response)).toBe(WHITE_LABEL_TEXTS.noAccess)
  })

  it('refuses what the form refuses, and a logo whose bytes are not PNG or JPG', async () => {
    const path = '/white-label/api/v1/company/cmp_northwind'
    for (const [body, message] of [
      [{ ...brand, productName: '  ' }, `Product name: ${WHITE_LABEL_TEXTS.productNameRequired}`],
      [{ ...brand, primaryColor: 'green' }, `Primary colour: ${WHITE_LABEL_TEXTS.colour}`],
      [{ ...brand, primaryColor: '#fff700' }, `Primary colour: ${WHITE_LABEL_TEXTS.contrast}`],
      [{ ...brand, logo: dataUrl(Buffer.from('GIF89a...'), 'image/png') }, `Logo: ${LOGO_TEXTS.type}`],
      [{ ...brand, logo: 'https://evil.example/logo.png' }, `Logo: ${LOGO_TEXTS.type}`],
      [
        { ...brand, logo: dataUrl(Buffer.concat([PNG, Buffer.alloc(200 * 1024)])) },
        `Logo: ${LOGO_TEXTS.size}`,
      ],
    ] as const) {
      const response = await call(northwind, 'PUT', path, body)
      expect(response.status, message).toBe(422)
      expect(await messageOf(response)).toBe(message)
    }
    expect(await (await call(northwind, 'GET', path)).json()).toEqual({ brand: null })
  })

  it('saves the brand, which the partner and its customers see, and a verified host shows to anyone', async () => {
    const saved = await call(northwind, 'PUT', '/white-label/api/v1/company/cmp_northwind', brand)
    expect(saved.status).toBe(200)
    const expected = { ...brand, primaryColor: '#0b6e4f' }
    expect(await saved.json()).toEqual({ brand: expected })
    expect((await viewOf(northwind, 'cmp_northwind')).brand).toEqual(expected)
    expect((await viewOf(fabrikam, 'cmp_fabrikam')).brand).toEqual(expected)
    expect((await viewOf(acme, 'cmp_acme')).brand).toBeNull()

    const domain = 'secure.northwind.example'
    const base = '/white-label/api/v1/company/cmp_northwind/custom_domains'
    const target = { customDomain: domain, type: 'customDomainAdmin' }
    expect((await call(northwind, 'POST', base, target)).status).toBe(201)
    // Pending: the host is nobody's yet, to anyone asking.
    expect((await call(null, 'GET', `/white-label/api/v1/by-domain/${domain}/property`)).status).toBe(404)
    const [pending] = (await (await call(northwind, 'GET', base)).json()) as {
      txtName: string
      txtValue: string
    }[]
    dns.setTxt(pending!.txtName, [pending!.txtValue])
    expect((await call(northwind, 'POST', `${base}/verify`, target)).status).toBe(200)

    const owner = await call(null, 'GET', `/white-label/api/v1/by-domain/${domain}`)
    expect(await owner.json()).toEqual({ domain, type: 'customDomainAdmin' })
    const property = await call(null, 'GET', `/white-label/api/v1/by-domain/${domain.toUpperCase()}/property`)
    expect(await property.json()).toEqual(expected)
    expect((await viewOf(fabrikam, 'cmp_fabrikam')).customDomainVerified).toBe(true)
    expect((await call(null, 'GET', '/white-label/api/v1/by-domain/unknown.example/property')).status).toBe(
      404,
    )

    expect((await call(fabrikam, 'PUT', '/white-label/api/v1/company/cmp_northwind', brand)).status).toBe(403)
    const removed = await call(northwind, 'DELETE', '/white-label/api/v1/company/cmp_northwind')
    expect(await removed.json()).toEqual({ brand: null })
    expect((await viewOf(fabrikam, 'cmp_fabrikam')).brand).toBeNull()
    expect((await call(null, 'GET', `/white-label/api/v1/by-domain/${domain}/property`)).status).toBe(404)
  })
})
