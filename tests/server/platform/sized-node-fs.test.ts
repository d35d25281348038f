import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, describe, expect, it } from 'vitest'
import { keepFileSizes, SizedNodeFS } from '../../../server/db/sized-node-fs'

// PGlite on disk keeps its files' sizes between writes (server/db/sized-node-fs.ts). A relation that grows,
// shrinks and grows again must read back exactly, in the same process and after reopening; and the kept size must
// be forgotten by every operation that can change a file.

const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

async function open(dir: string) {
  const fs = new SizedNodeFS(dir)
  const db = new PGlite({ fs })
  await db.waitReady
  return { db, fs }
}

describe('PGlite on disk with kept file sizes', () => {
  it('reads back what it wrote as relations grow, are truncated and grow again, before and after reopening', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sized-node-fs-'))
    dirs.push(dir)
    const first = await open(dir)
    expect(first.fs.kept, 'NODEFS has the operations the kept sizes wrap').toBe(true)
    const { db } = first
    await db.exec('create table t (id int primary key, body text)')
    const count = async () => (await db.query<{ n: number }>('select count(*)::int n from t')).rows[0]!.n
    // Each round grows the table by many 8 KB blocks between the planner's size checks.
    for (let round = 0; round < 3; round += 1) {
      await db.exec(
        `insert into t select g, repeat('x', 400) from generate_series(${round * 2000 + 1}, ${(round + 1) * 2000}) g`,
      )
      expect(await count()).toBe((round + 1) * 2000)
    }
    await db.exec('truncate t')
    expect(await count()).toBe(0)
    await db.exec(`insert into t select g, repeat('y', 400) from generate_series(1, 3000) g`)
    await db.exec('delete from t where id > 1000')
    await db.exec('vacuum t')
    expect(await count()).toBe(1000)
    expect(
      (await db.query<{ n: number }>("select count(*)::int n from t where body like 'y%'")).rows[0]!.n,
    ).toBe(1000)
    await db.close()
    const again = await open(dir)
    expect((await again.db.query<{ n: number }>('select count(*)::int n from t')).rows[0]!.n).toBe(1000)
    await again.db.close()
  }, 120_000)

  it('forgets a kept size on a write, a truncation through a file or a path, and an opening', () => {
    const disk = { size: 100 }
    const file = { node: { mode: 0o100644 } as { mode: number; keptSize?: number } }
    const ops = {
      stream_ops: {
        llseek: (_f: unknown, offset: number, whence: number) => (whence === 2 ? disk.size + offset : offset),
        write: (_file: unknown) => 0,
        setattr: (_file: unknown, _attributes: unknown) => undefined,
        open: (_file: unknown) => undefined,
      },
      node_ops: { setattr: (_node: unknown, _attributes: unknown) => undefined },
    }
    expect(keepFileSizes(ops, { isFile: () => true })).toBe(true)
    const end = () => ops.stream_ops.llseek(file, 0, 2)
    expect(end()).toBe(100)
    disk.size = 200
    expect(end(), 'kept while nothing changed the file').toBe(100)
    for (const change of [
      () => ops.stream_ops.write(file),
      () => ops.stream_ops.setattr(file, { size: 0 }),
      () => ops.node_ops.setattr(file.node, { size: 0 }),
      () => ops.stream_ops.open(file),
    ]) {
      disk.size += 1
      change()
      expect(end()).toBe(disk.size)
    }
    expect(keepFileSizes({ stream_ops: {}, node_ops: {} }, { isFile: () => true })).toBe(false)
  })
})
