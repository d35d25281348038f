import { closeSync, createReadStream, openSync, rmSync, writeSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { Upload } from 'tus-js-client'
import { applyOp, emptyContent, MAX_CHAPTERS } from '../src/domain/custom-training'
import { LOOPBACK, signIn, startGateway } from '../tests/server/gateway'

// The issue-30 budgets: a 200 MB video through tus over loopback (the gateway in this process behind a real
// HTTP server, the file read from disk in 5 MB chunks) — throughput and how far the process's memory rose,
// which stays near the chunk size when bytes are streamed to disk and not buffered; and a chapter moved in a
// 150-chapter draft (the pure operation the editor runs on every drag).

export async function uploadScale(megabytes = 200) {
  const gateway = await startGateway({ postgresAdminUrl: null })
  const server = await new Promise<ServerType>((resolve) => {
    const started = serve(
      {
        fetch: (request) => gateway.app.request(request, undefined, LOOPBACK),
        hostname: '127.0.0.1',
        port: 0,
      },
      () => resolve(started),
    )
  })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const file = join(tmpdir(), `bench-upload-${process.pid}.webm`)
  const fd = openSync(file, 'w')
  const block = Buffer.alloc(1024 * 1024, 7)
  block.set([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04,
    0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
  ])
  writeSync(fd, block)
  block.fill(7, 0, 32)
  for (let i = 1; i < megabytes; i += 1) writeSync(fd, block)
  closeSync(fd)
  const { token } = await signIn(gateway, 'admin@acme.example')
  global.gc?.()
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  const size = megabytes * 1024 * 1024
  const started = performance.now()
  const error = await new Promise<string | null>((resolve) => {
    const upload = new Upload(createReadStream(file), {
      endpoint: `${base}/api/v1/uploads/cmp_acme`,
      uploadSize: size,
      chunkSize: 5 * 1024 * 1024,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { kind: 'video', filename: 'bench.webm' },
      onSuccess: () => resolve(null),
      onError: (e) => resolve(String(e)),
    })
    upload.start()
  })
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  server.close()
  await gateway.close()
  rmSync(file, { force: true })

  let content = applyOp(emptyContent('Bench'), { op: 'addSection', id: 's' })
  for (let i = 0; i < MAX_CHAPTERS; i += 1)
    content = applyOp(content, { op: 'addChapter', sectionId: 's', id: `c${i}` })
  const times: number[] = []
  for (let i = 0; i < 200; i += 1) {
    const t = performance.now()
    content = applyOp(content, {
      op: 'moveChapter',
      chapterId: `c${i % MAX_CHAPTERS}`,
      sectionId: 's',
      index: (i * 37) % MAX_CHAPTERS,
    })
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return {
    error,
    megabytes,
    mbPerSecond: megabytes / seconds,
    memoryRiseMb: (peak - baseline) / 1024 / 1024,
    reorderP95Ms: times[Math.floor(times.length * 0.95)]!,
  }
}
