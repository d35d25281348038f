import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_TEXTS, type DedState, type PhishingSettings } from '../../../src/domain/simulation/settings'
import { outbox, simulationSettings } from '../../../server/db/schema'
import { defaultXTestPhish } from '../../../server/simulation/settings'
import {
  backend,
  bearer,
  signInUser,
  startGateway,
  startSignedInUsers,
  type SignedInUser,
  type TestGateway,
} from '../gateway'

// Phishing simulation settings (issue 25; 002 §7): the report button and header PATCH with the form's rules,
// direct email delivery that cannot be turned on before the provider's consent (the gateway's one-time consent
// page), and a test mail only to the company's own users, with the company's X-Test-Phish header.

let gateway: TestGateway, owner: SignedInUser
beforeAll(async () => {
  ;[gateway, owner] = await startSignedInUsers('owner@globex.example')
})
afterAll(() => gateway.close())

const base = '/phishing/api/v3/company/cmp_globex/settings'
const call = (method: string, path: string, body?: unknown) =>
  gateway.app.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
  })
const messages = async (response: Response) =>
  ((await response.json()) as { validationResults?: { message: string }[] }).validationResults?.map(
    (r) => r.message,
  ) ?? []

describe(`phishing simulation settings (${backend})`, () => {
  it('reads the defaults and saves the report button and header, refusing what the form refuses', async () => {
    const first = (await (await gateway.app.request(base, bearer(owner.token))).json()) as PhishingSettings
    expect(first).toEqual({
      xTestPhish: defaultXTestPhish('cmp_globex'),
      email: null,
      gwReportAction: 'MOVE_TO_TRASH',
      msReportAction: 'MOVE_TO_DELETED',
      folderId: null,
    })
    const bad = await call('PATCH', base, {
      ...first,
      xTestPhish: 'short',
      email: 'not-an-address',
      msReportAction: 'MOVE_TO_FOLDER',
      folderId: ' ',
    })
    expect(bad.status).toBe(422)
    expect((await messages(bad)).sort()).toEqual(
      [SETTINGS_TEXTS.xTestPhish, SETTINGS_TEXTS.email, SETTINGS_TEXTS.folderId].sort(),
    )
    const saved = await call('PATCH', base, {
      ...first,
      xTestPhish: 'globex-header-2026-abcdef',
      email: ' Security@Globex.example ',
      msReportAction: 'MOVE_TO_FOLDER',
      folderId: 'AAMkAGI2-reported',
    })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({
      email: 'security@globex.example',
      folderId: 'AAMkAGI2-reported',
    })
    const again = (await (await gateway.app.request(base, bearer(owner.token))).json()) as PhishingSettings
    expect(again.xTestPhish).toBe('globex-header-2026-abcdef')
  })

  it('turns direct email delivery on only after the provider’s consent, once', async () => {
    const off = { isGmailDedEnabled: true, isMicrosoftDedEnabled: false, testEmail: null }
    const refused = await call('PATCH', `${base}/ded`, off)
    expect(refused.status).toBe(409)
    expect(
      await call('POST', `${base}/user/usr_someone_else/ded/auth/initiate`, { domain: 'google' }),
    ).toHaveProperty('status', 403)
    expect(
      (await call('POST', `${base}/user/${owner.userId}/ded/auth/initiate`, { domain: 'yahoo' })).status,
    ).toBe(422)
    const { url } = (await (
      await call('POST', `${base}/user/${owner.userId}/ded/auth/initiate`, { domain: 'google' })
    ).json()) as { url: string }
    const page = await gateway.app.request(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Allow')
    const allowed = await gateway.app.request(`${url}/allow`, { method: 'POST' })
    expect(allowed.status).toBe(303)
    expect(allowed.headers.get('location')).toBe(
      '/phishing-simulation/settings/direct-email-delivery?ded=connected&provider=google',
    )
    // Used once: the same page again is closed, a second Allow changes nothing.
    expect((await gateway.app.request(url)).status).toBe(404)
    expect((await gateway.app.request(`${url}/allow`, { method: 'POST' })).headers.get('location')).toContain(
      'ded=expired',
    )
    const on = await call('PATCH', `${base}/ded`, off)
    expect(on.status).toBe(200)
    const state = (await on.json()) as DedState
    expect(state.isGmailDedEnabled).toBe(true)
    expect(state.connections.google).not.toBeNull()
    expect(state.connections.microsoft).toBeNull()
    expect((await call('PATCH', `${base}/ded`, { ...off, isMicrosoftDedEnabled: true })).status).toBe(409)
  })

  it('sends the test mail only to one of the company’s own users, with its header', async () => {
    const settings = { isGmailDedEnabled: true, isMicrosoftDedEnabled: false }
    const outside = await call('PATCH', `${base}/ded`, {
      ...settings,
      testEmail: 'someone@elsewhere.example',
    })
    expect(outside.status).toBe(422)
    expect(await messages(outside)).toEqual([SETTINGS_TEXTS.testEmail])
    const saved = await call('PATCH', `${base}/ded`, { ...settings, testEmail: 'OWNER@globex.example' })
    expect(((await saved.json()) as DedState).testEmail).toBe('owner@globex.example')
    const sent = await call('POST', `${base}/ded/test`)
    expect(await sent.json()).toEqual({ sentTo: 'owner@globex.example' })
    const [mail] = await gateway.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'phishing-simulation-test'), eq(outbox.to, 'owner@globex.example')))
    expect(mail?.headers).toEqual({ 'X-Test-Phish': 'globex-header-2026-abcdef' })
    expect(mail?.body).toContain('Google Workspace')
  })
})

describe(`direct email delivery with the platform's Entra ID app (${backend})`, () => {
  it('sends the admin to Microsoft’s admin consent and records the tenant it comes back with, once', async () => {
    const azure = await startGateway({ azureApp: { clientId: 'app-client-id', clientSecret: 'secret' } })
    try {
      const admin = await signInUser(azure, 'owner@globex.example')
      const initiate = await azure.app.request(`${base}/user/${admin.userId}/ded/auth/initiate`, {
        method: 'POST',
        body: JSON.stringify({ domain: 'microsoft' }),
        headers: { 'Content-Type': 'application/json', ...bearer(admin.token).headers },
      })
      const url = new URL(((await initiate.json()) as { url: string }).url)
      expect(url.origin + url.pathname).toBe(
        'https://login.microsoftonline.com/organizations/v2.0/adminconsent',
      )
      expect(url.searchParams.get('client_id')).toBe('app-client-id')
      expect(url.searchParams.get('scope')).toBe('https://graph.microsoft.com/.default')
      const back = new URL(url.searchParams.get('redirect_uri')!)
      const state = url.searchParams.get('state')!
      // Microsoft answers the redirect URI with the tenant and the state.
      const answer = `${back.pathname}?admin_consent=True&tenant=7d1c-tenant&state=${state}`
      const consented = await azure.app.request(answer)
      expect(consented.status).toBe(303)
      expect(consented.headers.get('location')).toBe(
        '/phishing-simulation/settings/direct-email-delivery?ded=connected&provider=microsoft',
      )
      const [row] = await azure.database.db
        .select()
        .from(simulationSettings)
        .where(eq(simulationSettings.companyId, 'cmp_globex'))
      expect(row).toMatchObject({ microsoftTenant: '7d1c-tenant' })
      expect(row!.microsoftConnectedAt).toBeInstanceOf(Date)
      // The state is used once.
      expect((await azure.app.request(answer)).headers.get('location')).toContain('ded=expired')
    } finally {
      await azure.close()
    }
  })
})
