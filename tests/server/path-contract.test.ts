import { describe, expect, it } from 'vitest'
import { PATHS } from '../../src/domain/api-paths'
import { startGateway } from './gateway'

// The SPA's call table against the gateway's routes (issue 63): every path the SPA calls from `PATHS` is one the
// gateway serves. A path renamed on one side only fails here, not in an admin's browser.

/** A Hono route pattern as a regular expression: `:name`, `:name{re}` and a trailing `*`. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => {
      if (part === '*') return '.*'
      const param = /^:(\w+)(?:\{(.+)\})?(\?)?$/.exec(part)
      if (param) return param[2] ? `(?:${param[2]})` : '[^/]+'
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return new RegExp(`^${source}/?$`)
}

/** Arguments a call's type narrows to a few words (any other sample would make a path nobody calls). */
const SAMPLE_ARGS: Partial<Record<keyof typeof PATHS, string[]>> = {
  platformJobAction: ['dead-letters', 'sample1', 'retry'],
  directoryUnassigned: ['sample0', 'groups', 'sample2'],
  directoryMembers: ['sample0', 'departments', 'sample2'],
}
/** Entries that are the start of other calls' paths, not calls of their own: some route must begin with them. */
const PREFIXES: Partial<Record<keyof typeof PATHS, string>> = {
  exerciseCompany: 'the phishing exercise calls of a company extend it (src/api/exercise.ts)',
}

/** Every path the table can produce, with sample values for the parts a call fills in. */
function samplePaths(): [string, string][] {
  const out: [string, string][] = []
  for (const [name, entry] of Object.entries(PATHS)) {
    if (name in PREFIXES) continue
    if (typeof entry === 'string') out.push([name, entry])
    else if (typeof entry === 'function') {
      const args =
        SAMPLE_ARGS[name as keyof typeof PATHS] ?? Array.from({ length: entry.length }, (_, i) => `sample${i}`)
      const made = (entry as (...a: string[]) => unknown)(...args)
      if (typeof made === 'string') out.push([name, made.split('?')[0]!])
    }
  }
  return out
}

describe('the SPA’s call table', () => {
  it('names only paths the gateway serves', async () => {
    const gateway = await startGateway()
    try {
      // Handlers only: middleware (`use`) is listed as ALL and would match anything under its prefix.
      const served = gateway.app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => patternOf(route.path))
      const serves = (path: string) => served.some((pattern) => pattern.test(path))
      // The check can fail: a path the gateway does not have is not matched.
      expect(serves(`${PATHS.currentUser}/no-such-call`)).toBe(false)
      const missing = samplePaths().filter(([, path]) => !serves(path))
      expect(missing).toEqual([])
      for (const name of Object.keys(PREFIXES)) {
        const base = (PATHS[name as keyof typeof PATHS] as (id: string) => string)('sample0')
        const depth = base.split('/').length
        const extended = gateway.app.routes.filter(
          (route) =>
            route.method !== 'ALL' &&
            route.path.split('/').length > depth &&
            patternOf(route.path.split('/').slice(0, depth).join('/')).test(base),
        )
        expect(extended.length, name).toBeGreaterThan(0)
      }
      expect(samplePaths().length).toBeGreaterThan(100)
    } finally {
      await gateway.close()
    }
  })
})
