// The hostile corpus the route walk sends to every route: what an attacker types into a path, a query or
// a body. Each value is one that once reached Postgres or the validator and answered 500 somewhere.

const LONG = 'x'.repeat(5_000)
export const MANY = Array.from({ length: 70_000 }, (_, i) => `id_${i}`)

/** Strings, each sent in place of a path parameter, a query value and every string of a sample body. */
export const HOSTILE_STRINGS: string[] = [
  '\u0000',
  `a\u0000b`,
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '\ud800',
  '../../etc/passwd',
  LONG,
  '',
]

/** In place of every number of a sample body. */
export const HOSTILE_NUMBERS: unknown[] = [1e308, -1e308, -1, 1e15, 0.5, '12']

/** In place of any value: wrong types and sizes. */
export const HOSTILE_ANY: unknown[] = [
  null,
  MANY,
  { nested: { deeper: ['x'] } },
  true,
  '+275760-09-13T00:00:00.000Z',
]

/** Path parameter values, URL-encoded as a browser would send them. */
export const HOSTILE_PATH_VALUES: string[] = [
  '%00',
  '%ED%A0%80',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('<script>'),
  '..%2f..%2fetc%2fpasswd',
  LONG,
  '-1',
]

export const HOSTILE_QUERIES: string[] = [
  '?searchText=%00',
  '?searchText=%ED%A0%80&departments=a%00b',
  `?searchText=${encodeURIComponent("' OR 1=1 --")}&pageNumber=-1&pageSize=1e308&orderBy=%3Cscript%3E&order=DROP&status=x&isCsv=true&days=1e15&packId=%27&departments=a&groups=b&accountAccess=x`,
  `?pageNumber=99999999999999999999&pageSize=-5&searchText=${LONG}`,
]

let bodies: { name: string; body: string }[] | null = null
/** Whole bodies, sent as they are with a JSON content type (built once: the 20 MB one costs a moment). */
export function hostileBodies(): { name: string; body: string }[] {
  bodies ??= buildBodies()
  return bodies
}

function buildBodies(): { name: string; body: string }[] {
  const deep = '['.repeat(100_000) + ']'.repeat(100_000)
  return [
    { name: 'empty', body: '' },
    { name: 'malformed', body: '{"a":' },
    { name: 'NUL', body: JSON.stringify({ email: 'a\u0000@b.example', companyId: '\u0000' }) },
    { name: 'array of 70,000', body: JSON.stringify(MANY) },
    { name: '100,000 deep', body: deep },
    { name: '20 MB', body: JSON.stringify({ text: 'x'.repeat(20 * 1024 * 1024) }) },
    { name: 'null', body: 'null' },
    { name: 'huge number', body: '1e309' },
    { name: 'lone surrogate', body: '{"name":"\\ud800","email":"\\udfff@x.example"}' },
  ]
}

/** Every variant of a sample body: each leaf replaced in turn by each hostile value of its kind. */
export function mutations(sample: unknown): unknown[] {
  const out: unknown[] = []
  const visit = (value: unknown, replace: (next: unknown) => unknown) => {
    if (typeof value === 'string') for (const s of [...HOSTILE_STRINGS, ...HOSTILE_ANY]) out.push(replace(s))
    else if (typeof value === 'number')
      for (const n of [...HOSTILE_NUMBERS, ...HOSTILE_ANY]) out.push(replace(n))
    else if (typeof value === 'boolean') for (const a of HOSTILE_ANY) out.push(replace(a))
    else if (Array.isArray(value)) {
      out.push(replace(MANY), replace(null), replace([null]), replace(['\u0000']))
      value.forEach((item, i) =>
        visit(item, (next) => replace(value.map((old, j) => (j === i ? next : old)))),
      )
    } else if (value && typeof value === 'object') {
      out.push(replace(null), replace({ ...value, extra: 'unknown field' }))
      for (const [key, item] of Object.entries(value))
        visit(item, (next) => replace({ ...(value as Record<string, unknown>), [key]: next }))
    }
  }
  visit(sample, (next) => next)
  return out
}
