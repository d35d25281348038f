import { and, eq } from 'drizzle-orm'
import {
  ANY_LANGUAGE,
  DEFAULT_TEXTS,
  TEXT_SET_FIELDS,
  type TextSetAnswer,
  type TextSetKind,
} from '../../src/domain/text-sets'
import type { Database } from '../db/open'
import { companyTexts } from '../db/schema'

// A company's wording of a text set, or the defaults (English where a language has no wording of its own, which
// is every language but English in this build: the spec gives only the English wording).

const hasOwnDefaults = (lang: string) => lang === 'en' || lang === ANY_LANGUAGE

export async function textSetOf(
  db: Database,
  companyId: string,
  kind: TextSetKind,
  lang: string,
): Promise<TextSetAnswer> {
  const [row] = await db
    .select({ value: companyTexts.value })
    .from(companyTexts)
    .where(
      and(eq(companyTexts.companyId, companyId), eq(companyTexts.kind, kind), eq(companyTexts.lang, lang)),
    )
  const defaults = DEFAULT_TEXTS[kind]
  // Fields added after a company saved its wording start from the default.
  const values = Object.fromEntries(
    TEXT_SET_FIELDS[kind].map((field) => [field.id, row?.value[field.id] ?? defaults[field.id] ?? '']),
  )
  return { kind, lang, values, isDefault: !row, englishFallback: !row && !hasOwnDefaults(lang) }
}

export async function saveTextSet(
  db: Database,
  companyId: string,
  kind: TextSetKind,
  lang: string,
  values: Record<string, string>,
  now: Date,
) {
  const value = Object.fromEntries(TEXT_SET_FIELDS[kind].map((field) => [field.id, values[field.id]!.trim()]))
  await db
    .insert(companyTexts)
    .values({ companyId, kind, lang, value, updatedAt: now })
    .onConflictDoUpdate({
      target: [companyTexts.companyId, companyTexts.kind, companyTexts.lang],
      set: { value, updatedAt: now },
    })
}

export async function resetTextSet(db: Database, companyId: string, kind: TextSetKind, lang: string) {
  await db
    .delete(companyTexts)
    .where(
      and(eq(companyTexts.companyId, companyId), eq(companyTexts.kind, kind), eq(companyTexts.lang, lang)),
    )
}

/** `{companyName}` in an invitation becomes the company's name. */
export const filled = (text: string, companyName: string) => text.replaceAll('{companyName}', companyName)
