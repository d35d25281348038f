import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEMPLATE_IN_USE } from '../../../src/domain/template-library'
import { backend, bearer, startSignedIn, type TestGateway } from '../gateway'

let gateway: TestGateway, globex: string, acme: string
beforeAll(async () => {
  ;[gateway, globex, acme] = await startSignedIn('owner@globex.example', 'admin@acme.example')
})
afterAll(() => gateway.close())

const base = '/phishing-exercise/api/v1'
interface Item {
  id: string
  name: string
  isEditable: boolean
  isInUse: boolean
  updatedAt: string
}
const list = async (company: string, token: string, query = '') => {
  const response = await gateway.app.request(`${base}/company/${company}/templates?${query}`, bearer(token))
  return {
    status: response.status,
    body: (await response.json()) as { items: Item[]; pageInfo: { totalCount: number } },
  }
}
const remove = (company: string, token: string, id: string) =>
  gateway.app.request(`${base}/company/${company}/template/${id}/delete`, {
    ...bearer(token),
    method: 'DELETE',
  })

describe(`phishing exercise templates (${backend})`, () => {
  it('lists the company’s own and the platform’s templates, newest change first, searched and paged', async () => {
    const all = await list('cmp_globex', globex)
    expect(all.status).toBe(200)
    const updated = all.body.items.map((item) => item.updatedAt)
    expect(updated).toEqual([...updated].sort().reverse())
    const payroll = await list('cmp_globex', globex, 'searchText=payroll%20update')
    expect(payroll.body.items).toEqual([
      expect.objectContaining({ id: 'tpl_globex_payroll', isEditable: true, isInUse: true }),
    ])
    const paged = await list('cmp_globex', globex, 'pageSize=2&pageNumber=2&orderBy=name&order=asc')
    const byName = await list('cmp_globex', globex, 'pageSize=100&orderBy=name&order=asc')
    expect(paged.body.items.map((i) => i.id)).toEqual(byName.body.items.slice(2, 4).map((i) => i.id))
    expect(paged.body.pageInfo.totalCount).toBe(all.body.pageInfo.totalCount)
    expect((await list('cmp_globex', globex, 'orderBy=password')).status).toBe(200)
    expect((await list('cmp_globex', globex, 'pageSize=1000')).status).toBe(422)
    expect((await list('cmp_globex', globex, `searchText=${encodeURIComponent('%_')}`)).body.items).toEqual(
      [],
    )
    // Another company sees the platform's templates, never Globex's.
    expect((await list('cmp_acme', acme, 'searchText=payroll%20update')).body.items).toEqual([])
    expect((await list('cmp_globex', acme)).status).toBe(403)
  })

  it('filters by kind and difficulty, and gives each card a text preview (issue 24)', async () => {
    type Card = Item & {
      layoutType: string
      difficulty: string
      preview: { from: string; subject: string; snippet: string }
    }
    const sms = (await list('cmp_globex', globex, 'layoutType=SMS&pageSize=100')).body.items as Card[]
    expect(sms.length).toBeGreaterThan(0)
    expect(sms.every((card) => card.layoutType === 'SMS')).toBe(true)
    const hard = (await list('cmp_globex', globex, 'difficulty=HARD&pageSize=100')).body.items as Card[]
    expect(hard.every((card) => card.difficulty === 'HARD')).toBe(true)
    const all = (await list('cmp_globex', globex, 'pageSize=100')).body.items as Card[]
    expect(hard.length).toBeLessThan(all.length)
    // Text only: no markup survives into the preview.
    expect(all.every((card) => !/[<>]/.test(card.preview.snippet))).toBe(true)
    expect(all.some((card) => card.preview.snippet.length > 20)).toBe(true)
    expect((await list('cmp_globex', globex, 'layoutType=FAX')).status).toBe(422)
    expect((await list('cmp_globex', globex, 'difficulty=IMPOSSIBLE')).status).toBe(422)
  })

  it('deletes a company’s own unused template only', async () => {
    const inUse = await remove('cmp_globex', globex, 'tpl_globex_payroll')
    expect(inUse.status).toBe(409)
    expect(await inUse.json()).toMatchObject({ error: { message: TEMPLATE_IN_USE } })
    expect((await remove('cmp_globex', globex, 'tpl_invoice')).status).toBe(404)
    expect((await remove('cmp_globex', acme, 'tpl_globex_mfa_sms')).status).toBe(403)
    expect((await remove('cmp_globex', globex, 'tpl_globex_mfa_sms')).status).toBe(204)
    const gone = await gateway.app.request(
      `${base}/company/cmp_globex/template/tpl_globex_mfa_sms`,
      bearer(globex),
    )
    expect(gone.status).toBe(404)
  })

  it('lists packs with their email and SMS counts', async () => {
    const response = await gateway.app.request(`${base}/packs`, bearer(acme))
    const { packs } = (await response.json()) as {
      packs: {
        id: string
        templatesTotalCount: number
        templatesEmailCount: number
        templatesSmsCount: number
      }[]
    }
    expect(packs.length).toBeGreaterThan(0)
    for (const pack of packs)
      expect(pack.templatesEmailCount + pack.templatesSmsCount).toBe(pack.templatesTotalCount)
    const available = (await (await gateway.app.request(`${base}/packs/available`, bearer(acme))).json()) as {
      packs: { templatesTotalCount: number }[]
    }
    expect(available.packs.every((pack) => pack.templatesTotalCount > 0)).toBe(true)
  })
})
