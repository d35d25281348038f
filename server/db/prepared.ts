import type { Database } from './open'

// A statement that every request of a route runs, built once per database with `sql.placeholder` for its values:
// building a query's text through Drizzle's builder was a tenth of a small read's time (issue 66's profile).

/** `build` runs once for each database it is asked for (the gateway's, a test's), on first use. */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>()
  return (db) => {
    let statement = built.get(db)
    if (!statement) built.set(db, (statement = build(db)))
    return statement
  }
}
