import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDraft, THUMBNAIL_TEXTS, type TemplateDraft } from '../../../src/domain/template'
import { CALLOUT_TEXTS } from '../../../src/domain/template-callouts'
import { TEMPLATE_IN_USE } from '../../../src/domain/template-library'
import {
  draftFromTemplate,
  templateFormEntries,
  type StoredTemplate,
} from '../../../src/domain/template-payload'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const base = '/phishing-exercise/api/v1'
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]
const image = (head: number[], size: number, name: string) => {
  const bytes = new Uint8Array(size)
  bytes.set(head)
  return new File([bytes], name)
}

function draft(overrides: Partial<TemplateDraft> = {}): TemplateDraft {
  const fresh = freshDraft('EMAIL')
  return {
    ...fresh,
    name: 'Holiday policy',
    backstory: {
      legend: 'HR writes on a Monday.',
      answers: fresh.backstory.answers.map((answer, index) => ({
        ...answer,
        status: index === 2 ? 'CORRECT' : 'WRONG',
        description: 'Why.',
      })),
    },
    callouts: {
      headerOn: true,
      headerText: 'Look at the sender domain.',
      bodyOn: true,
      body: [
        { orderNumber: 1, anchorText: 'confirm that you have read them', description: 'Urgency.' },
        { orderNumber: 2, anchorText: 'Review the updated policy', description: 'A link.' },
      ],
    },
    ...overrides,
  }
}

function form(entries: [string, string | File][]) {
  const data = new FormData()
  for (const [key, value] of entries) data.append(key, value)
  return data
}
const save = (token: string, company: string, data: FormData, id?: string) =>
  gateway.app.request(
    id ? `${base}/company/${company}/template/${id}/update` : `${base}/company/${company}/template/create`,
    { ...bearer(token), method: id ? 'PUT' : 'POST', body: data },
  )
const read = async (token: string, id: string) =>
  (await (
    await gateway.app.request(`${base}/company/cmp_globex/template/${id}`, bearer(token))
  ).json()) as StoredTemplate
const fields = async (response: Response) =>
  ((await response.json()) as { validationResults: { field: string; message: string }[] }).validationResults

describe(`template save (${backend})`, () => {
  it('creates a template from the builder’s form, sanitised and marked, and reads it back into the same draft', async () => {
    const hostile = `<p onclick="alert(1)">Dear colleague,</p><script>alert(2)</script>${freshDraft('EMAIL').body.html}`
    const original = draft({ body: { html: hostile, designData: '{"pages":[]}' } })
    const response = await save(
      globex,
      'cmp_globex',
      form(templateFormEntries(original, 'cmp_globex', hostile).concat([])),
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const stored = await read(globex, id)
    expect(stored.html).not.toMatch(/script|onclick|<a\b|href=/)
    expect(stored.html).toContain('aria-label="https://company-portal.example/policy"')
    expect(stored.html).toContain(
      '<span data-callout="callout-1" class="callout-highlight">confirm that you have read them</span>',
    )
    const reopened = draftFromTemplate(stored)
    expect(reopened.callouts).toEqual(original.callouts)
    expect(reopened.header).toEqual(original.header)
    expect(reopened.backstory).toEqual(original.backstory)
    expect(reopened.body.designData).toBe('{"pages":[]}')
    expect(reopened.body.html).not.toContain('data-callout')
  })

  it('refuses what the builder would have prevented, field by field', async () => {
    const bad = draft({
      name: '   ',
      header: { subject: '', displayName: 'HR <b>', senderEmail: 'nope' },
      callouts: {
        headerOn: true,
        headerText: ' ',
        bodyOn: true,
        body: [
          { orderNumber: 1, anchorText: 'not in this body', description: 'x' },
          { orderNumber: 2, anchorText: 'policy', description: 'x' },
        ],
      },
    })
    const response = await save(
      globex,
      'cmp_globex',
      form(templateFormEntries(bad, 'cmp_globex', bad.body.html)),
    )
    expect(response.status).toBe(422)
    expect(await fields(response)).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Please add Template Name.' },
        { field: 'subject', message: 'Please add Subject' },
        { field: 'fromName', message: 'Wrong Display Name format' },
        { field: 'fromEmail', message: 'Wrong Email format' },
        { field: 'callouts[0].description', message: 'Please add Callout Text.' },
        { field: 'callouts[1].anchorText', message: CALLOUT_TEXTS.noMatches },
        { field: 'callouts[2].anchorText', message: CALLOUT_TEXTS.notUnique },
      ]),
    )
    const noAnswers = templateFormEntries(draft(), 'cmp_globex', draft().body.html).filter(
      ([key]) => !key.startsWith('answers[1]'),
    )
    expect(await fields(await save(globex, 'cmp_globex', form(noAnswers)))).toContainEqual({
      field: 'answers',
      message: 'Exactly four answers are expected.',
    })
    const empty = draft({ layout: 'SMS', body: { html: '<script>x</script>', designData: null } })
    expect(
      await fields(
        await save(globex, 'cmp_globex', form(templateFormEntries(empty, 'cmp_globex', empty.body.html))),
      ),
    ).toContainEqual({
      field: 'html',
      message: 'The message cannot be empty. Please configure the SMS content.',
    })
    const huge = 'x'.repeat(5 * 1024 * 1024 + 1)
    expect(
      await fields(await save(globex, 'cmp_globex', form(templateFormEntries(draft(), 'cmp_globex', huge)))),
    ).toContainEqual({
      field: 'html',
      message: 'The body is larger than 5 MB.',
    })
  })

  it('takes a PNG or JPEG thumbnail under 200KB, by its bytes, and serves it', async () => {
    const withThumb = (file: File) =>
      save(
        globex,
        'cmp_globex',
        form(templateFormEntries(draft({ thumbnailFile: file }), 'cmp_globex', draft().body.html)),
      )
    expect(await fields(await withThumb(image(GIF, 1000, 'renamed.png')))).toEqual([
      { field: 'thumbnail', message: THUMBNAIL_TEXTS.type },
    ])
    expect(await fields(await withThumb(image(PNG, 201 * 1024, 'big.png')))).toEqual([
      { field: 'thumbnail', message: THUMBNAIL_TEXTS.size },
    ])
    const ok = await withThumb(image(PNG, 199 * 1024, 'thumb.png'))
    expect(ok.status).toBe(201)
    const stored = await read(globex, ((await ok.json()) as { id: string }).id)
    expect(stored.thumbnailUrl).toMatch(/^\/phishing-exercise\/api\/v1\/thumbnails\/thm_/)
    const served = await gateway.app.request(stored.thumbnailUrl!)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect((await served.arrayBuffer()).byteLength).toBe(199 * 1024)
    // Someone else's image cannot be claimed by address.
    const claim = draft({ id: 'tpl_globex_payroll', thumbnailUrl: stored.thumbnailUrl })
    expect(
      (
        await save(
          globex,
          'cmp_globex',
          form(templateFormEntries({ ...claim, id: null }, 'cmp_globex', claim.body.html)),
        )
      ).status,
    ).toBe(422)
  })

  it('updates the company’s own unused template; refuses one in use, one deleted meanwhile and another company’s', async () => {
    const created = await save(
      globex,
      'cmp_globex',
      form(templateFormEntries(draft(), 'cmp_globex', draft().body.html)),
    )
    const { id } = (await created.json()) as { id: string }
    const renamed = draft({ id, name: 'Holiday policy v2' })
    const updated = await save(
      globex,
      'cmp_globex',
      form(templateFormEntries(renamed, 'cmp_globex', renamed.body.html)),
      id,
    )
    expect(updated.status).toBe(200)
    expect((await read(globex, id)).name).toBe('Holiday policy v2')

    const inUse = draft({ id: 'tpl_globex_payroll' })
    const refused = await save(
      globex,
      'cmp_globex',
      form(templateFormEntries(inUse, 'cmp_globex', inUse.body.html)),
      'tpl_globex_payroll',
    )
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(TEMPLATE_IN_USE)

    await gateway.app.request(`${base}/company/cmp_globex/template/${id}/delete`, {
      ...bearer(globex),
      method: 'DELETE',
    })
    expect(
      (
        await save(
          globex,
          'cmp_globex',
          form(templateFormEntries(renamed, 'cmp_globex', renamed.body.html)),
          id,
        )
      ).status,
    ).toBe(404)
    const platform = draft({ id: 'tpl_invoice' })
    expect(
      (
        await save(
          globex,
          'cmp_globex',
          form(templateFormEntries(platform, 'cmp_globex', platform.body.html)),
          'tpl_invoice',
        )
      ).status,
    ).toBe(404)
    expect(
      (await save(acme, 'cmp_globex', form(templateFormEntries(draft(), 'cmp_globex', draft().body.html))))
        .status,
    ).toBe(403)
    const crossForm = templateFormEntries(draft(), 'cmp_acme', draft().body.html)
    expect((await save(globex, 'cmp_globex', form(crossForm))).status).toBe(422)
  })
})

describe(`template permission (${backend})`, () => {
  it('refuses creating for a company without the phishing exercise v2 flag', async () => {
    const response = await save(
      acme,
      'cmp_acme',
      form(templateFormEntries(draft(), 'cmp_acme', draft().body.html)),
    )
    expect(response.status).toBe(403)
  })
})
