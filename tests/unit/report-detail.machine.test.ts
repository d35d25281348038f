import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { reportDetailMachine, type DetailRequest } from '../../machines/exercise/report-detail.machine'
import type { UserAnswerRow } from '../../src/domain/exercise-report'

// What the generated paths leave out by design (their scenarios send only the events a state accepts, and
// their abstraction tells "rows" from "none", not how many): the guards' refusals at the page boundaries,
// and export of an empty dialog.

const target = { kind: 'user' as const, id: 'usr_1', name: 'Ada Lovelace' }
const row = { templateName: 'Parcel notice' } as unknown as UserAnswerRow

function start(total: number) {
  const loadDetail = vi.fn(async (_request: DetailRequest) => ({ rows: total > 0 ? [row] : [], total }))
  const exportDetail = vi.fn(async (_request: DetailRequest) => {})
  const actor = createActor(
    reportDetailMachine.provide({
      actors: {
        loadDetail: fromPromise(({ input }) => loadDetail(input)),
        exportDetail: fromPromise(({ input }) => exportDetail(input)),
      },
    }),
  ).start()
  return { actor, loadDetail, exportDetail }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function opened(total: number) {
  const started = start(total)
  started.actor.send({ type: 'detail.open', campaignId: 'phx_1', target })
  await settle()
  expect(started.actor.getSnapshot().value).toEqual({ open: 'ready' })
  return started
}

describe('report row dialog', () => {
  it('ignores paging, sorting, search and export while closed', () => {
    const { actor, loadDetail } = start(25)
    for (const event of [
      { type: 'detail.page', pageNumber: 1 },
      { type: 'detail.sort', orderBy: 'status' },
      { type: 'detail.search', searchText: 'ada' },
      { type: 'detail.export' },
      { type: 'detail.retry' },
    ] as const) {
      actor.send(event)
      expect(actor.getSnapshot().value, event.type).toBe('closed')
    }
    expect(loadDetail).not.toHaveBeenCalled()
  })

  it('pages to the last page of 25 rows and no further', async () => {
    const { actor, loadDetail } = await opened(25)
    actor.send({ type: 'detail.page', pageNumber: 2 })
    await settle()
    expect(loadDetail).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: expect.objectContaining({ pageNumber: 2 }) }),
    )
    const calls = loadDetail.mock.calls.length
    for (const pageNumber of [3, -1]) {
      actor.send({ type: 'detail.page', pageNumber })
      expect(actor.getSnapshot().value, `page ${pageNumber}`).toEqual({ open: 'ready' })
      expect(actor.getSnapshot().context.query.pageNumber).toBe(2)
    }
    expect(loadDetail).toHaveBeenCalledTimes(calls)
  })

  it.each([
    { case: 'exactly 20 rows (two full pages)', total: 20, refused: 2, last: 1 },
    { case: 'an empty dialog, whose first page stays reachable', total: 0, refused: 1, last: 0 },
  ])('refuses the page past $case', async ({ total, refused, last }) => {
    const { actor } = await opened(total)
    actor.send({ type: 'detail.page', pageNumber: refused })
    expect(actor.getSnapshot().value).toEqual({ open: 'ready' })
    actor.send({ type: 'detail.page', pageNumber: last })
    expect(actor.getSnapshot().value).toEqual({ open: 'loading' })
  })

  it('exports only when there are rows, with the query on screen', async () => {
    const empty = await opened(0)
    empty.actor.send({ type: 'detail.export' })
    expect(empty.actor.getSnapshot().value).toEqual({ open: 'ready' })
    expect(empty.exportDetail).not.toHaveBeenCalled()

    const full = await opened(25)
    full.actor.send({ type: 'detail.sort', orderBy: 'status' })
    await settle()
    full.actor.send({ type: 'detail.export' })
    expect(full.actor.getSnapshot().value).toEqual({ open: 'exporting' })
    await settle()
    expect(full.exportDetail).toHaveBeenCalledWith({
      campaignId: 'phx_1',
      target,
      query: full.actor.getSnapshot().context.query,
    })
    expect(full.actor.getSnapshot().value).toEqual({ open: 'ready' })
  })
})
