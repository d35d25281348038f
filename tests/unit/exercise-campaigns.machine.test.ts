import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import {
  exerciseCampaignsMachine,
  type CampaignListPage,
  type ExerciseCampaignsInput,
  type ListPosition,
} from '../../machines/exercise/exercise-campaigns.machine'
import { sampleCampaign } from '../../machines/exercise/exercise-campaigns.scenarios'
import { CAMPAIGN_TEXTS, COUNTDOWN_REFRESH_MS, PACKS_COLLAPSED_AT } from '../../src/domain/exercise-campaign'
import type { Pack } from '../../src/domain/template-library'

// What the generated paths leave out by design (their scenarios load no packs, and their abstraction tells
// "cards shown" from "none", not which): the pack grid's Show More / Show Less, the guards' refusals, the
// list's totals and the countdown's clock.

const NOW = Date.parse('2026-11-23T09:00:00Z')
const ACTIVE: ListPosition = { tab: 'active', pageNumber: 0, pageSize: 10 }
const running = sampleCampaign('phx_running', { name: 'Q3 Phishing Exercise' })
const other = sampleCampaign('phx_other', { name: 'Not on this page' })
const postponed = sampleCampaign('phx_later', { status: 'queued', startedAt: '2099-01-05T09:00:00.000Z' })
const archived = sampleCampaign('phx_old', { status: 'ended', archivedAt: '2026-08-01T09:00:00.000Z' })
const packsOf = (count: number): Pack[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `pack_${i}`,
    name: `Pack ${i}`,
    difficulty: 1,
    thumbnail: null,
    templatesTotalCount: 3,
    templatesEmailCount: 2,
    templatesSmsCount: 1,
  }))
const pageOf = (items = [running, postponed], counts = { active: 2, archived: 1 }): CampaignListPage => ({
  items,
  totalCount: items.length + 10,
  activeCount: counts.active,
  archivedCount: counts.archived,
})

function start(
  options: {
    packs?: Pack[] | 'fail'
    page?: () => CampaignListPage
    input?: Partial<ExerciseCampaignsInput>
  } = {},
) {
  const loadPage = vi.fn(async (_position: ListPosition) => (options.page ?? (() => pageOf()))())
  const notify = vi.fn()
  const openReport = vi.fn()
  const actor = createActor(
    exerciseCampaignsMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }: { input: ListPosition }) => loadPage(input)),
        loadPacks: fromPromise(async () => {
          if (options.packs === 'fail') throw new Error('offline')
          return options.packs ?? []
        }),
        archiveCampaign: fromPromise<void, { campaignId: string }>(async () => {}),
        deleteCampaign: fromPromise<void, { campaignId: string }>(async () => {}),
      },
      actions: {
        notify: (_, toast) => notify(toast),
        openReport: (_, id) => openReport(id),
      },
    }),
    { input: { position: ACTIVE, now: NOW, ...options.input } },
  ).start()
  return { actor, loadPage, notify, openReport }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('exercise campaigns: the pack grid', () => {
  it(`folds from ${PACKS_COLLAPSED_AT} packs: Show More, then Show Less`, async () => {
    const { actor } = start({ packs: packsOf(PACKS_COLLAPSED_AT) })
    await settle()
    expect(actor.getSnapshot().context.packs).toHaveLength(PACKS_COLLAPSED_AT)
    expect(actor.getSnapshot().context.packsExpanded).toBe(false)
    actor.send({ type: 'packs.toggle' })
    expect(actor.getSnapshot().context.packsExpanded).toBe(true)
    actor.send({ type: 'packs.toggle' })
    expect(actor.getSnapshot().context.packsExpanded).toBe(false)
  })

  it(`has nothing to fold under ${PACKS_COLLAPSED_AT} packs`, async () => {
    const { actor } = start({ packs: packsOf(PACKS_COLLAPSED_AT - 1) })
    await settle()
    actor.send({ type: 'packs.toggle' })
    expect(actor.getSnapshot().context.packsExpanded).toBe(false)
  })

  it('shows no packs when they fail to load', async () => {
    const { actor } = start({ packs: 'fail' })
    await settle()
    expect(actor.getSnapshot().context.packs).toEqual([])
  })

  it('does not fold behind a confirmation, nor while it is answered', async () => {
    let finishArchive: () => void = () => {}
    const actor = createActor(
      exerciseCampaignsMachine.provide({
        actors: {
          loadPage: fromPromise(async () => pageOf()),
          loadPacks: fromPromise(async () => packsOf(PACKS_COLLAPSED_AT + 1)),
          archiveCampaign: fromPromise<void, { campaignId: string }>(
            () => new Promise<void>((resolve) => (finishArchive = resolve)),
          ),
        },
      }),
      { input: { position: ACTIVE, now: NOW } },
    ).start()
    await settle()
    actor.send({ type: 'archive.request', campaign: running })
    expect(actor.getSnapshot().value).toBe('confirmingArchive')
    actor.send({ type: 'packs.toggle' })
    expect(actor.getSnapshot().context.packsExpanded).toBe(false)
    actor.send({ type: 'confirm.yes' })
    expect(actor.getSnapshot().value).toBe('archiving')
    actor.send({ type: 'packs.toggle' })
    expect(actor.getSnapshot().context.packsExpanded).toBe(false)
    finishArchive()
    await settle()
    expect(actor.getSnapshot().context.target).toBeNull()
  })
})

describe('exercise campaigns: the list', () => {
  it('starts from the last answers for the position, folded, on the given clock', () => {
    const cached = pageOf([running], { active: 1, archived: 4 })
    const { actor } = start({ input: { cachedPage: cached, cachedPacks: packsOf(2), now: NOW - 5_000 } })
    expect(actor.getSnapshot().context).toMatchObject({
      items: [running],
      total: 11,
      counts: { active: 1, archived: 4 },
      packs: packsOf(2),
      packsExpanded: false,
      target: null,
      failure: null,
      now: NOW - 5_000,
    })
  })

  it('starts empty the first time, on the present clock', () => {
    const { actor } = start({ input: { now: undefined } })
    expect(actor.getSnapshot().context).toMatchObject({
      items: [],
      total: 0,
      counts: null,
      packs: null,
      now: NOW,
    })
  })

  it("keeps a page's total and both tabs' counts, read at the moment it arrives", async () => {
    const { actor } = start({ input: { now: NOW - 60_000 } })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({
      total: 12,
      counts: { active: 2, archived: 1 },
      now: NOW,
    })
  })

  it('asks nothing new for the position already on its way, and again for any other one', async () => {
    const { actor, loadPage } = start()
    actor.send({ type: 'list.show', position: { ...ACTIVE } })
    await settle()
    expect(loadPage).toHaveBeenCalledTimes(1)
    for (const position of [
      { ...ACTIVE, tab: 'archived' as const },
      { ...ACTIVE, pageNumber: 1 },
      { ...ACTIVE, pageSize: 25 },
    ]) {
      const next = start()
      next.actor.send({ type: 'list.show', position })
      await settle()
      expect(next.loadPage.mock.calls.map(([asked]) => asked)).toEqual([ACTIVE, position])
      expect(next.actor.getSnapshot().context.position).toEqual(position)
    }
  })
})

describe("exercise campaigns: a card's menu", () => {
  it('opens the report of a running card on screen, and of no card off it', async () => {
    const { actor, openReport, notify } = start()
    await settle()
    actor.send({ type: 'report.open', campaign: other })
    expect(openReport).not.toHaveBeenCalled()
    expect(notify).not.toHaveBeenCalled()
    actor.send({ type: 'report.open', campaign: running })
    expect(openReport).toHaveBeenCalledWith('phx_running')
  })

  it('says a postponed campaign has no report yet', async () => {
    const { actor, openReport, notify } = start()
    await settle()
    actor.send({ type: 'report.open', campaign: postponed })
    expect(notify).toHaveBeenCalledWith({ title: CAMPAIGN_TEXTS.reportPostponed, type: 'info' })
    expect(openReport).not.toHaveBeenCalled()
  })

  it('archives only a running card on screen, and deletes only an archived one on screen', async () => {
    const { actor } = start({ page: () => pageOf([running, archived]) })
    await settle()
    for (const refused of [
      { type: 'archive.request' as const, campaign: archived },
      { type: 'archive.request' as const, campaign: other },
      { type: 'delete.request' as const, campaign: running },
      { type: 'delete.request' as const, campaign: { ...archived, id: 'phx_gone' } },
    ]) {
      actor.send(refused)
      expect(actor.getSnapshot().value, `${refused.type} ${refused.campaign.id}`).toBe('ready')
    }
    actor.send({ type: 'delete.request', campaign: archived })
    expect(actor.getSnapshot().value).toBe('confirmingDelete')
    actor.send({ type: 'confirm.no' })
    expect(actor.getSnapshot().context.target).toBeNull()
    actor.send({ type: 'archive.request', campaign: running })
    expect(actor.getSnapshot().value).toBe('confirmingArchive')
  })
})

describe('exercise campaigns: the countdown', () => {
  it('moves the clock every minute while no postponed card has reached its start', async () => {
    const { actor, loadPage } = start()
    await settle()
    await vi.advanceTimersByTimeAsync(COUNTDOWN_REFRESH_MS)
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.now).toBe(NOW + COUNTDOWN_REFRESH_MS)
    await vi.advanceTimersByTimeAsync(COUNTDOWN_REFRESH_MS)
    expect(actor.getSnapshot().context.now).toBe(NOW + 2 * COUNTDOWN_REFRESH_MS)
    expect(loadPage).toHaveBeenCalledTimes(1)
  })

  it('reloads the list on the minute a postponed card starts', async () => {
    const startsThen = sampleCampaign('phx_soon', {
      status: 'queued',
      startedAt: new Date(NOW + COUNTDOWN_REFRESH_MS).toISOString(),
    })
    const { loadPage } = start({ page: () => pageOf([startsThen]) })
    await settle()
    await vi.advanceTimersByTimeAsync(COUNTDOWN_REFRESH_MS)
    expect(loadPage).toHaveBeenCalledTimes(2)
  })
})
