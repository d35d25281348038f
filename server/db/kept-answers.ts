import type { Database } from './open'

// Answers a gateway keeps in its own memory, by a key that names everything an answer is computed from: revisions
// that the database's triggers move (so a write by any process, or by hand, is a new key) and the request's own
// terms. An answer may also be kept only until a moment, when the clock alone changes it. The newest `limit`
// answers are kept per database.

interface Kept {
  answer: unknown
  until: number
}

export interface KeptAnswers {
  /** The answer kept for `key`, or `compute`'s, kept until `until` (ms; forever by default). */
  answer<T>(
    db: Database,
    key: string,
    compute: () => Promise<T>,
    clock?: { now: number; until: number },
  ): Promise<T>
  /** The answer kept for `key` and still good at `now`, if any. */
  peek(db: Database, key: string, now: number): unknown
  /** Keeps an answer computed elsewhere (with the version it was read at), until `until`. */
  keep<T>(db: Database, key: string, answer: T, until: number): T
}

/** One kept answer serves many requests: frozen, so no handler can change what the next one is sent. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const item of Object.values(value)) frozen(item)
  }
  return value
}

export function keptAnswers(limit: number): KeptAnswers {
  const maps = new WeakMap<Database, Map<string, Kept>>()
  const mapOf = (db: Database) => {
    let map = maps.get(db)
    if (!map) maps.set(db, (map = new Map()))
    return map
  }
  const keep = (map: Map<string, Kept>, key: string, kept: Kept) => {
    map.delete(key)
    map.set(key, kept)
    if (map.size > limit) map.delete(map.keys().next().value!)
  }
  return {
    async answer(db, key, compute, clock) {
      const map = mapOf(db)
      const found = map.get(key)
      if (found && (clock?.now ?? 0) < found.until) {
        keep(map, key, found)
        return found.answer as Awaited<ReturnType<typeof compute>>
      }
      const answer = frozen(await compute())
      keep(map, key, { answer, until: clock?.until ?? Infinity })
      return answer
    },
    peek(db, key, now) {
      const found = mapOf(db).get(key)
      return found && now < found.until ? found.answer : undefined
    },
    keep(db, key, answer, until) {
      const kept = frozen(answer)
      keep(mapOf(db), key, { answer: kept, until })
      return kept
    },
  }
}
