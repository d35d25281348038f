import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { Upload } from 'tus-js-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CUSTOM_TRAINING_TEXTS,
  applyOp,
  type CustomTraining,
  type DraftContent,
} from '../../../src/domain/custom-training'
import { mediaUploads } from '../../../server/db/schema'
import { LOOPBACK, signIn, startSignedIn, type TestGateway } from '../gateway'

// Custom training (issue 30; 001 §2, §4, §5, §7, §8): create, the draft saved with its version (a stale save is
// refused, not merged), publish refused while empty, published and listed for assignment, clone, disable;
// resumable uploads over real HTTP with tus-js-client — cut at 60 % and resumed from the server's offset,
// renamed executables and empty files refused by their bytes — and nothing of another company's reachable.

let gateway: TestGateway, acme: string, globex: string, server: ServerType, origin: string
beforeAll(async () => {
  ;[gateway, acme, globex] = await startSignedIn('admin@acme.example', 'owner@globex.example')
  server = serve({
    fetch: (request) => gateway.app.request(request, undefined, LOOPBACK),
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.close()
  await gateway.close()
})

const api = (path: string, init: RequestInit = {}, token = acme) =>
  gateway.app.request(`/api/v1${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
const post = (path: string, body: unknown, token = acme) =>
  api(path, { method: 'POST', body: JSON.stringify(body) }, token)
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message
const load = async (id: string) =>
  (await (await api(`/custom-training/cmp_acme/course/${id}`)).json()) as CustomTraining
const save = (id: string, version: number, content: DraftContent, token = acme) =>
  api(
    `/custom-training/cmp_acme/course/${id}/draft`,
    { method: 'PUT', body: JSON.stringify({ version, content }) },
    token,
  )

const CLIP = readFileSync(new URL('../../../server/seed/videos/clip-1.webm', import.meta.url))
/** A "video" of `size` bytes: a real WebM header, then filler (the bytes are sniffed, not played). */
const videoOf = (size: number) => Buffer.concat([CLIP, Buffer.alloc(Math.max(0, size - CLIP.length), 7)])

function upload(
  file: Buffer,
  metadata: Record<string, string>,
  options: {
    company?: string
    token?: string
    onProgress?: (sent: number, total: number, upload: Upload) => void
    uploadUrl?: string
  } = {},
) {
  return new Promise<{ url: string; error?: string }>((resolve) => {
    const tus: Upload = new Upload(file, {
      endpoint: `${origin}/api/v1/uploads/${options.company ?? 'cmp_acme'}`,
      ...(options.uploadUrl ? { uploadUrl: options.uploadUrl } : {}),
      headers: { Authorization: `Bearer ${options.token ?? acme}` },
      metadata,
      chunkSize: 256 * 1024,
      retryDelays: [],
      onProgress: (sent, total) => options.onProgress?.(sent, total, tus),
      onSuccess: () => resolve({ url: tus.url! }),
      onError: (error) => {
        const body = (error as { originalResponse?: { getBody(): string } }).originalResponse?.getBody()
        resolve({ url: tus.url ?? '', error: body ?? String(error) })
      },
    })
    tus.start()
  })
}

describe('custom training drafts', () => {
  let id = ''
  it('creates a draft, saves it by version and refuses a stale save', async () => {
    const created = await post('/custom-training/cmp_acme', { name: 'Our incident policy', language: 'en' })
    expect(created.status).toBe(201)
    id = ((await created.json()) as { id: string }).id
    const draft = await load(id)
    expect(draft.isDraft).toBe(true)
    expect(draft.content.sections).toEqual([])
    let content = applyOp(draft.content, { op: 'addSection', id: 's1' })
    content = applyOp(content, { op: 'addChapter', sectionId: 's1', id: 'c1' })
    content = applyOp(content, {
      op: 'setQuiz',
      chapterId: 'c1',
      quiz: [{ question: 'Q?', answers: ['a', 'b', 'c', 'd'], correct: 2 }],
    })
    const saved = await save(id, draft.version, content)
    expect(saved.status).toBe(200)
    const { version } = (await saved.json()) as { version: number }
    expect(version).toBe(draft.version + 1)
    // Another tab still holding the first version deletes the section: refused, nothing lost.
    const stale = await save(
      id,
      draft.version,
      applyOp(content, { op: 'delete', target: { kind: 'section', id: 's1' } }),
    )
    expect(stale.status).toBe(409)
    expect(await messageOf(stale)).toBe(CUSTOM_TRAINING_TEXTS.conflict)
    const again = await load(id)
    expect(again.content.sections[0]?.chapters[0]?.quiz).toHaveLength(1)
    expect(again.version).toBe(version)
  })

  it('refuses to publish an empty training, then publishes and lists it for assignment', async () => {
    const empty = (
      (await (await post('/custom-training/cmp_acme', { name: 'Empty', language: 'en' })).json()) as {
        id: string
      }
    ).id
    const refused = await post('/custom-training/cmp_acme/publish', { course_id: empty, is_draft: false })
    expect(refused.status).toBe(422)
    expect(await messageOf(refused)).toBe(CUSTOM_TRAINING_TEXTS.emptyTraining)
    const listed = async () =>
      ((await (await api('/course/company/cmp_acme')).json()) as { courses: { id: string }[] }).courses.map(
        (c) => c.id,
      )
    expect(await listed()).not.toContain(id)
    expect((await post('/custom-training/cmp_acme/publish', { course_id: id, is_draft: false })).status).toBe(
      200,
    )
    expect(await listed()).toContain(id)
    expect(
      (await post('/custom-training/cmp_acme/disable_custom_training', { course_id: id, active: false }))
        .status,
    ).toBe(200)
    expect(await listed()).not.toContain(id)
    expect(
      (await post('/custom-training/cmp_acme/disable_custom_training', { course_id: id, active: true }))
        .status,
    ).toBe(200)
    expect(await listed()).toContain(id)
  })

  it('clones a platform course into a draft of its own', async () => {
    const response = await post('/course/cmp_acme/clone/crs_phishing', {})
    expect(response.status).toBe(201)
    const copy = await load(((await response.json()) as { id: string }).id)
    expect(copy.content.name).toBe('Phishing Fundamentals (copy)')
    expect(copy.isDraft).toBe(true)
    expect(copy.media.map((m) => m.id)).toContain('vid_spot_phish')
  })

  it("keeps another company's trainings out of reach", async () => {
    expect((await api(`/custom-training/cmp_acme/course/${id}`, {}, globex)).status).toBe(403)
    expect((await api(`/custom-training/cmp_globex/course/${id}`, {}, globex)).status).toBe(404)
    expect(
      (await post('/custom-training/cmp_globex/publish', { course_id: id, is_draft: true }, globex)).status,
    ).toBe(404)
  })
})

describe('resumable uploads', () => {
  it('resumes an upload cut at 60 % from where it stopped, bytes intact', async () => {
    const file = videoOf(3 * 1024 * 1024)
    const first = await new Promise<string>((resolve) => {
      void upload(
        file,
        { kind: 'video', filename: 'onboarding.webm' },
        {
          onProgress: (sent, total, tus) => {
            if (sent / total >= 0.6) {
              void tus.abort().then(() => resolve(tus.url!))
            }
          },
        },
      )
    })
    const head = await fetch(first, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${acme}` },
    })
    const offset = Number(head.headers.get('upload-offset'))
    expect(offset / file.length).toBeGreaterThanOrEqual(0.5)
    expect(offset).toBeLessThan(file.length)
    let firstReported = -1
    const done = await upload(
      file,
      { kind: 'video', filename: 'onboarding.webm' },
      {
        uploadUrl: first,
        onProgress: (sent) => {
          if (firstReported < 0) firstReported = sent
        },
      },
    )
    expect(done.error).toBeUndefined()
    // The second run started from the server's offset, not from zero.
    expect(firstReported).toBeGreaterThanOrEqual(offset)
    const mediaId = first.split('/').pop()!
    const [stored] = await gateway.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, mediaId))
    expect(stored).toMatchObject({
      status: 'ready',
      mimeType: 'video/webm',
      size: file.length,
      companyId: 'cmp_acme',
    })
    // Read back through the training that uses it: the same bytes.
    const created = await post('/custom-training/cmp_acme', { name: 'With video', language: 'en' })
    const id = ((await created.json()) as { id: string }).id
    const draft = await load(id)
    let content = applyOp(draft.content, { op: 'addSection', id: 's1' })
    content = applyOp(content, { op: 'addChapter', sectionId: 's1', id: 'c1' })
    content = applyOp(content, { op: 'addTopic', chapterId: 'c1', id: 't1', kind: 'video' })
    content = applyOp(content, { op: 'topicMedia', topicId: 't1', mediaId })
    expect((await save(id, draft.version, content)).status).toBe(200)
    const media = (await load(id)).media.find((m) => m.id === mediaId)!
    const bytes = Buffer.from(await (await gateway.app.request(media.url)).arrayBuffer())
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      createHash('sha256').update(file).digest('hex'),
    )
    // The company's video joins its library's Custom category.
    const library = await api('/videos/video_library/company/cmp_acme?categoryName=Custom')
    expect(
      ((await library.json()) as { data: { items: { id: string }[] } }).data.items.map((v) => v.id),
    ).toContain(mediaId)
  })

  it('refuses a renamed executable, an empty file and an oversized image, by their bytes and sizes', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 1)])
    const renamed = await upload(elf, { kind: 'video', filename: 'holiday.mp4' })
    expect(renamed.error).toContain(CUSTOM_TRAINING_TEXTS.notVideo)
    const empty = await upload(Buffer.alloc(0), { kind: 'video', filename: 'empty.mp4' })
    expect(empty.error).toContain(CUSTOM_TRAINING_TEXTS.emptyFile)
    const big = await upload(Buffer.alloc(6 * 1024 * 1024, 1), { kind: 'image', filename: 'big.png' })
    expect(big.error).toContain(CUSTOM_TRAINING_TEXTS.fileSize(5))
    // A refused file cannot be used by a training.
    const created = await post('/custom-training/cmp_acme', { name: 'Refused', language: 'en' })
    const id = ((await created.json()) as { id: string }).id
    const draft = await load(id)
    const content = applyOp(draft.content, { op: 'thumbnail', mediaId: renamed.url.split('/').pop()! })
    expect((await save(id, draft.version, content)).status).toBe(422)
  })

  it("keeps each company's uploads its own", async () => {
    const theirs = await upload(
      videoOf(64 * 1024),
      { kind: 'video', filename: 'x.webm' },
      { company: 'cmp_globex', token: acme },
    )
    expect(theirs.error).toBeDefined()
    const mine = await upload(videoOf(64 * 1024), { kind: 'video', filename: 'mine.webm' })
    expect(mine.error).toBeUndefined()
    const id = mine.url.split('/').pop()!
    const tus = { 'Tus-Resumable': '1.0.0' }
    // Globex names Acme's upload on its own path, and on Acme's: 404 and 403.
    const onOwn = await fetch(`${origin}/api/v1/uploads/cmp_globex/${id}`, {
      method: 'HEAD',
      headers: { ...tus, Authorization: `Bearer ${globex}` },
    })
    expect(onOwn.status).toBe(404)
    const onTheirs = await fetch(mine.url, {
      method: 'DELETE',
      headers: { ...tus, Authorization: `Bearer ${globex}` },
    })
    expect(onTheirs.status).toBe(403)
    const anonymous = await fetch(mine.url, { method: 'HEAD', headers: tus })
    expect(anonymous.status).toBe(401)
  })
})

describe('a partner sharing its custom training', () => {
  it('shares it with customers once published, not while a draft', async () => {
    const partner = (await signIn(gateway, 'partner@northwind.example')).token
    const call = (path: string, body: unknown) => post(path, body, partner)
    const created = await call('/custom-training/cmp_northwind', { name: 'Partner policy', language: 'en' })
    const id = ((await created.json()) as { id: string }).id
    const share = () =>
      call(`/course/company/cmp_northwind/share/${id}/batch`, {
        customerCompanyIds: ['cmp_nw_5'],
        isAllCustomers: false,
      })
    const draft = await share()
    expect(draft.status).toBe(409)
    expect(await messageOf(draft)).toBe(CUSTOM_TRAINING_TEXTS.notPublished)
    const training = (await (
      await api(`/custom-training/cmp_northwind/course/${id}`, {}, partner)
    ).json()) as CustomTraining
    let content = applyOp(training.content, { op: 'addSection', id: 's' })
    content = applyOp(content, { op: 'addChapter', sectionId: 's', id: 'c' })
    expect(
      (
        await api(
          `/custom-training/cmp_northwind/course/${id}/draft`,
          { method: 'PUT', body: JSON.stringify({ version: training.version, content }) },
          partner,
        )
      ).status,
    ).toBe(200)
    expect(
      (await call('/custom-training/cmp_northwind/publish', { course_id: id, is_draft: false })).status,
    ).toBe(200)
    expect((await share()).status).toBe(200)
  })
})
