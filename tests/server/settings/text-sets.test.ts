import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_TEXTS, TEXT_SET_TEXTS, type TextSetAnswer } from '../../../src/domain/text-sets'
import { backend, bearer, mailedInvite, startSignedIn, type TestGateway } from '../gateway'

// Invitation and notification texts (issue 29): read (defaults, English for a language without wording of its
// own), saved with the form's checks, reset; the invitation wording reaches the invitation mail and the
// landing texts reach a simulation's landing page; another company's texts are out of reach.

let gateway: TestGateway, admin: string, other: string
beforeAll(async () => {
  ;[gateway, admin, other] = await startSignedIn('admin@acme.example', 'owner@globex.example')
})
afterAll(() => gateway.close())

const call = (method: string, path: string, body?: unknown, token = admin) =>
  gateway.app.request(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { 'Content-Type': 'application/json', ...bearer(token).headers },
  })
const adminInvite = '/customers/api/v1/company/cmp_acme/invite/emails/admin'
const learnerInvite = '/customers/api/v1/company/cmp_acme/invite/emails/learner'
const notification = (lang: string) => `/api/v1/company/cmp_acme/notification_texts/${lang}`

describe(`invitation and notification texts (${backend})`, () => {
  it('reads the defaults: the spec’s English wording, and English for a language without its own', async () => {
    const english = (await (await call('GET', notification('en'))).json()) as TextSetAnswer
    expect(english).toMatchObject({ isDefault: true, englishFallback: false })
    expect(english.values.trainingSubject).toBe('You are required to complete this training')
    expect(english.values.landingTitle).toBe('Oops! You clicked.')
    const german = (await (await call('GET', notification('de'))).json()) as TextSetAnswer
    expect(german).toMatchObject({ isDefault: true, englishFallback: true, values: english.values })
    expect((await call('GET', notification('xx'))).status).toBe(404)
    const both = (await (await call('GET', '/customers/api/v1/company/cmp_acme/invite/emails')).json()) as {
      admin: TextSetAnswer
    }
    expect(both.admin.values.subject).toBe('You are invited to the Admin Panel')
  })

  it('refuses an empty field, a too long one and an unknown one, as the form does', async () => {
    const values = { ...DEFAULT_TEXTS.inviteAdmin }
    for (const [body, message] of [
      [{ ...values, subject: ' ' }, `Subject: ${TEXT_SET_TEXTS.required}`],
      [{ ...values, subject: 'x'.repeat(201) }, `Subject: ${TEXT_SET_TEXTS.tooLong(200)}`],
      [{ ...values, html: '<script>' }, 'html: Unknown field'],
    ] as const) {
      const response = await call('PUT', adminInvite, body)
      expect(response.status, message).toBe(422)
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message)
    }
    expect((await call('PUT', adminInvite, values, other)).status).toBe(403)
  })

  it('sends invitations in the company’s wording, and resets to the default', async () => {
    const saved = await call('PUT', learnerInvite, {
      subject: 'Your training at {companyName}',
      message: 'Welcome to {companyName} training.',
    })
    expect(((await saved.json()) as TextSetAnswer).isDefault).toBe(false)
    const invited = await gateway.app.request('/api/v1/user/cmp_acme/invite', {
      method: 'POST',
      body: JSON.stringify(mailedInvite('cmp_acme', ['dana@acme.example'])),
      headers: { 'Content-Type': 'application/json', ...bearer(admin).headers },
    })
    expect(invited.status).toBe(201)
    const { items } = (await (await gateway.app.request('/__dev/outbox?to=dana@acme.example')).json()) as {
      items: { subject: string; body: string }[]
    }
    expect(items[0]).toMatchObject({ subject: 'Your training at Acme Corp' })
    expect(items[0]!.body).toContain('Welcome to Acme Corp training.')

    const reset = (await (await call('POST', `${learnerInvite}/reset`)).json()) as TextSetAnswer
    expect(reset).toMatchObject({ isDefault: true, values: DEFAULT_TEXTS.inviteLearner })
  })

  it('saves the notification texts of one language only', async () => {
    const values = { ...DEFAULT_TEXTS.notification, landingTitle: 'Gotcha — this was a test' }
    expect((await call('PUT', notification('fr'), values)).status).toBe(200)
    const french = (await (await call('GET', notification('fr'))).json()) as TextSetAnswer
    expect(french).toMatchObject({ isDefault: false, englishFallback: false })
    expect(french.values.landingTitle).toBe('Gotcha — this was a test')
    const english = (await (await call('GET', notification('en'))).json()) as TextSetAnswer
    expect(english.values.landingTitle).toBe('Oops! You clicked.')
  })
})
