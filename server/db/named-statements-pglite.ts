import {
  parse,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite'

// PGlite's `query` sends every statement through six calls into its WebAssembly Postgres (parse, describe the
// statement, bind, describe the portal, execute, sync), and Postgres parses and analyses the text each time. This
// PGlite parses each statement text once, as a named statement of its one backend, and then runs it with one call
// (bind, execute, sync): a primary-key read costs a quarter to a third of what it did, and every request runs several.
// Postgres plans a named statement for its values for its first five runs, then keeps a generic plan only where
// that costs no more (`plan_cache_mode = auto`): the scale benches' pages of 10,000 learners and 100,000 users
// got no slower, and most got faster. Inside a transaction the same statements run the same way.

/** Statement texts kept; the least recently run is closed past this (a dynamic `in (…)` list makes new texts). */
const KEPT_STATEMENTS = 500

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number]

interface NamedStatement {
  name: string
  /** The parameters' type oids, which choose each value's serializer, as PGlite's own path does. */
  parameterTypes: number[]
  /** The statement's row description (none for a statement that returns no rows). */
  description: BackendMessage | undefined
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const isCachedPlanError = (error: unknown) =>
  (error as { code?: string } | null)?.code === '0A000' &&
  /cached plan/.test((error as { message?: string }).message ?? '')

export class NamedStatementsPGlite extends PGlite {
  readonly #statements = new Map<string, NamedStatement>()
  #counter = 0

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // A blob (COPY) or declared parameter types take PGlite's own path, which handles them.
    if (options?.blob || options?.paramTypes) return super.query<T>(text, params, options)
    await this._checkReady()
    // Outside a transaction, as PGlite's own path: its files are brought up to date after each statement.
    return this._runExclusiveTransaction(() => this.#runOnce<T>(text, params, options, true))
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (options?.blob || options?.paramTypes || tx.closed) return tx.query<R>(text, params, options)
        return this.#runOnce<R>(text, params, options, false)
      }
      // The transaction as PGlite made it (its `closed`, rollback, exec), with its statements run by name.
      return callback(Object.assign(Object.create(tx) as Transaction, { query }))
    })
  }

  #runOnce<T>(text: string, params: unknown[], options: QueryOptions | undefined, sync: boolean) {
    return this._runExclusiveQuery(async () => {
      try {
        return await this.#run<T>(text, params, options, sync)
      } catch (error) {
        if (!isCachedPlanError(error)) throw error
        // A table under the statement changed its columns (a migration): the text is parsed afresh next time,
        // or at once outside a transaction (inside one, the failure has ended it).
        const stale = this.#statements.get(text)
        this.#statements.delete(text)
        if (!sync) throw error
        if (stale) await this.#close(stale)
        return await this.#run<T>(text, params, options, sync)
      }
    })
  }

  async #run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    sync: boolean,
  ): Promise<Results<T>> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text))
    // Kept in the order last run: the map's first entry is the one to close.
    this.#statements.delete(text)
    this.#statements.set(text, statement)
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null
      const type = statement.parameterTypes[index]!
      const serialize = options?.serializers?.[type] ?? this.serializers[type]
      return serialize ? serialize(value) : String(value)
    })
    let messages: BackendMessage[]
    try {
      messages = await this.execProtocolStream(
        joined([
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      )
    } catch (error) {
      // As PGlite's own path reports a failed statement: with its text and values.
      throw Object.assign(error as object, { query: text, params, queryOptions: options })
    }
    if (sync) await this.syncToFs()
    const described = statement.description ? [statement.description, ...messages] : messages
    return parse.parseResults(described, this.parsers, options)[0] as Results<T>
  }

  async #close(statement: NamedStatement): Promise<void> {
    await this.execProtocolStream(
      joined([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
      { syncToFs: false },
    )
  }

  async #prepare(text: string): Promise<NamedStatement> {
    if (this.#statements.size >= KEPT_STATEMENTS) {
      const [oldestText, oldest] = this.#statements.entries().next().value!
      this.#statements.delete(oldestText)
      await this.#close(oldest)
    }
    const name = `named_${++this.#counter}`
    const messages = await this.execProtocolStream(
      joined([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    ).catch((error: unknown) => {
      throw Object.assign(error as object, { query: text })
    })
    return {
      name,
      parameterTypes: parse.parseDescribeStatementResults(messages),
      description: messages.find((message) => message.name === 'rowDescription'),
    }
  }
}
