import { sql, type Column, type SQL } from 'drizzle-orm'

// `column IN (…ids)` bound as one JSON parameter: a long selection (a select-all reminder names up to
// 100,000 users) would otherwise bind a parameter per id, past Postgres's 65,535 per statement.
export function inIdList(column: Column, ids: readonly string[]): SQL {
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`
}
