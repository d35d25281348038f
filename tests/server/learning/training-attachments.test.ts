import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATTACHMENT_TEXTS } from '../../../src/domain/training-attachment'
import type { CourseStatistics } from '../../../src/domain/training-campaign'
import { backend, bearer, json, startSignedIn, type TestGateway } from '../gateway'

// The training assignment form's PDF or link (issue 27): a PDF is kept only when its bytes are a PDF and it is
// under 7 MB; a campaign carries it (or a public link) and the admin downloads it back inside the company only;
// a private address, a script and another company's file are refused.

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const PDF: Uint8Array<ArrayBuffer> = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
)

const upload = async (
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'policy.pdf',
  company = 'cmp_globex',
) => {
  const form = new FormData()
  form.append('file', new File([bytes], name, { type: 'application/pdf' }))
  const response = await gateway.app.request(`/api/v1/campaign/${company}/files`, {
    method: 'POST',
    body: form,
    ...bearer(token),
  })
  return {
    status: response.status,
    body: (await response.json()) as { id: string; size: number; error?: { message: string } },
  }
}

const start = (token: string, attachment: unknown) =>
  gateway.app.request('/api/v1/campaign/cmp_globex', {
    ...json(
      {
        campaignInfo: {
          courseId: 'crs_phishing',
          campaign_name: 'With a handout',
          campaign_assignment_type: 'ALL_USERS',
          days_to_complete: 14,
          start_date: new Date().toISOString(),
          notificationsEnabled: false,
          attachment,
        },
      },
      bearer(token).headers,
    ),
    method: 'POST',
  })

// The field's message travels in validationResults, beside the error.
const messageOf = async (response: Response) => JSON.stringify(await response.json())

describe(`training attachments (${backend})`, () => {
  it('keeps a PDF, starts a training with it and gives the same bytes back, inside the company only', async () => {
    const kept = await upload(globex, PDF)
    expect(kept.status).toBe(201)
    expect(kept.body.size).toBe(PDF.length)
    const started = await start(globex, { kind: 'pdf', title: 'Acceptable use', fileId: kept.body.id })
    expect(started.status).toBe(201)
    const stats = (await (
      await gateway.app.request(
        '/api/v1/course/company/cmp_globex/course/crs_phishing/statistics',
        bearer(globex),
      )
    ).json()) as CourseStatistics
    const row = stats.campaigns.find((campaign) => campaign.name === 'With a handout')!
    expect(row.attachment).toMatchObject({ kind: 'pdf', title: 'Acceptable use', fileName: 'policy.pdf' })
    const download = await gateway.app.request(
      `/api/v1/campaign/cmp_globex/files/${kept.body.id}`,
      bearer(globex),
    )
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toContain('attachment')
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF)
    // Another company reaches neither the file nor (through its own path) a way to attach it.
    expect(
      (await gateway.app.request(`/api/v1/campaign/cmp_globex/files/${kept.body.id}`, bearer(acme))).status,
    ).toBe(403)
    expect(
      (await gateway.app.request(`/api/v1/campaign/cmp_acme/files/${kept.body.id}`, bearer(acme))).status,
    ).toBe(404)
  })

  it('refuses a file that is not a PDF by its bytes, one over 7 MB, and nothing at all', async () => {
    const fake = await upload(globex, new TextEncoder().encode('<html>not a pdf</html>'), 'looks.pdf')
    expect(fake.status).toBe(422)
    expect(JSON.stringify(fake.body)).toContain(ATTACHMENT_TEXTS.notPdf)
    const big = new Uint8Array(7_340_033)
    big.set(PDF)
    const tooBig = await upload(globex, big)
    expect([413, 422]).toContain(tooBig.status)
    expect(JSON.stringify(tooBig.body)).toContain(ATTACHMENT_TEXTS.tooBig)
    const none = await gateway.app.request('/api/v1/campaign/cmp_globex/files', {
      method: 'POST',
      body: new FormData(),
      ...bearer(globex),
    })
    expect(none.status).toBe(422)
    expect(await messageOf(none)).toContain(ATTACHMENT_TEXTS.fileRequired)
  })

  it('refuses a link to a private address or a script, and another company’s file', async () => {
    for (const url of [
      'javascript:alert(1)',
      'http://127.0.0.1/admin',
      'http://localhost:8080/',
      'http://10.0.0.5/policy.pdf',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data',
      'http://2130706433/',
      'file:///etc/passwd',
      'https://user:pass@example.com/',
    ]) {
      const response = await start(globex, { kind: 'link', title: 'Handbook', url })
      expect(response.status, url).toBe(422)
      expect(await messageOf(response), url).toContain(ATTACHMENT_TEXTS.linkInvalid)
    }
    expect(
      (await start(globex, { kind: 'link', title: 'Handbook', url: 'https://handbook.example.com/security' }))
        .status,
    ).toBe(201)
    expect((await start(globex, { kind: 'link', title: ' ', url: 'https://example.com/' })).status).toBe(422)
    const theirs = await upload(acme, PDF, 'acme.pdf', 'cmp_acme')
    expect(theirs.status).toBe(201)
    expect((await start(globex, { kind: 'pdf', title: 'Theirs', fileId: theirs.body.id })).status).toBe(404)
  })
})
