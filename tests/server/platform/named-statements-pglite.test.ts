import { PGlite, types, type QueryOptions } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NamedStatementsPGlite } from '../../../server/db/named-statements-pglite'

// The gateway's PGlite runs each statement text as a named statement (server/db/named-statements-pglite.ts). Its
// answers must be PGlite's own, value for value, for every kind of column, parameter, failure and transaction,
// and a text must be parsed once, not on every run.

const named = new NamedStatementsPGlite()
const plain = new PGlite()
const SETUP = `create table t (id int primary key, at timestamptz, doc jsonb, big int8, flag boolean,
  tags text[], note text, amount numeric);
  insert into t values (1, '2026-12-04T10:00:00Z', '{"a":[1,2]}', 9007199254740993, true, '{x,"y z"}', null, 1.50),
    (2, '2026-01-01T00:00:00Z', '[]', 3, false, '{}', 'n', 0)`

beforeAll(async () => {
  await named.exec(SETUP)
  await plain.exec(SETUP)
})
afterAll(async () => {
  await named.close()
  await plain.close()
})

const preparedCount = async () =>
  (await named.query<{ n: number }>('select count(*)::int n from pg_prepared_statements')).rows[0]!.n

describe('PGlite with named statements', () => {
  it("answers as PGlite's own path does: rows as objects and arrays, parsers, serialized parameters", async () => {
    const cases: [string, unknown[], QueryOptions?][] = [
      ['select * from t order by id', []],
      ['select * from t where id = $1', [1], { rowMode: 'array' }],
      ['select * from t where at < $1 and flag = $2 order by id', [new Date('2026-06-01'), false]],
      ['select $1::jsonb doc, $2::text[] tags, $3::int8 big', [{ k: [1, 'two'] }, ['a', 'b c'], 12n]],
      ['select id from t where note is not distinct from $1', [null]],
      [
        'select at from t order by id',
        [],
        { parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } },
      ],
      ['update t set note = note where id > $1', [0]],
    ]
    for (const [text, params, options] of cases) {
      const ours = await named.query(text, params, options)
      const theirs = await plain.query(text, params, options)
      expect(ours.rows, text).toEqual(theirs.rows)
      expect(ours.fields, text).toEqual(theirs.fields)
      expect(ours.affectedRows, text).toBe(theirs.affectedRows)
    }
  })

  it('parses a text once and runs it again by name', async () => {
    const before = await preparedCount()
    for (let id = 0; id < 5; id += 1) await named.query('select id from t where id = $1 -- once', [id])
    expect(await preparedCount()).toBe(before + 1)
  })

  it('reports a failure with its code, text and values, and the next statement runs', async () => {
    const failure = await named.query('insert into t (id) values ($1)', [1]).catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: '23505', query: 'insert into t (id) values ($1)', params: [1] })
    const syntax = await named.query('select from from t').catch((error: unknown) => error)
    expect(syntax).toMatchObject({ code: '42601' })
    expect((await named.query('select count(*)::int n from t')).rows).toEqual([{ n: 2 }])
  })

  it('runs statements inside a transaction by name: kept on commit, undone on rollback, ended by a failure', async () => {
    await named.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values ($1, $2)', [10, 'kept'])
    })
    await named
      .transaction(async (tx) => {
        await tx.query('insert into t (id, note) values ($1, $2)', [11, 'undone'])
        throw new Error('changed my mind')
      })
      .catch(() => undefined)
    const failed = named.transaction(async (tx) => {
      await tx.query('insert into t (id) values ($1)', [10]).catch(() => undefined)
      await tx.query('select 1')
    })
    await expect(failed).rejects.toMatchObject({ code: '25P02' })
    const notes = await named.query<{ note: string }>('select note from t where id >= $1 order by id', [10])
    expect(notes.rows).toEqual([{ note: 'kept' }])
  })

  it('parses a text again when a table under it changes its columns', async () => {
    const text = 'select * from t where id = $1'
    expect(Object.keys((await named.query<object>(text, [1])).rows[0]!)).not.toContain('extra')
    await named.exec('alter table t add column extra int default 7')
    expect((await named.query(text, [1])).rows[0]).toMatchObject({ extra: 7 })
  })

  it('keeps a bounded number of texts, closing the least recently run', async () => {
    for (let n = 0; n < 520; n += 1) await named.query(`select $1::int + ${n} n`, [1])
    expect(await preparedCount()).toBeLessThanOrEqual(500)
    expect((await named.query('select $1::int + 519 n', [1])).rows).toEqual([{ n: 520 }])
    expect((await named.query('select $1::int + 0 n', [1])).rows).toEqual([{ n: 1 }])
  })
})
