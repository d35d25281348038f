import { describe, expect, it } from 'vitest'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BASE, PATHS } from '../../../src/domain/api-paths'
import { startGateway } from '../gateway'

const ROOT = join(import.meta.dirname, '../../..')

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

/** Every path the table can produce: each parameter filled with a sample, or the first word its pattern allows. */
function samplePaths(): [string, string][] {
  const out: [string, string][] = []
  for (const [name, entry] of Object.entries(PATHS)) {
    if (typeof entry === 'string') out.push([name, entry])
    else {
      const params = entry.pattern.match(/:\w+(\{[^}]*\})?/g) ?? []
      const args = params.map((param, i) => /\{([^|}]+)/.exec(param)?.[1] ?? `sample${i}`)
      out.push([name, (entry as unknown as (...values: string[]) => string)(...args)])
    }
  }
  return out
}

/** The gateway's sources, to find a path written out again where the table already holds it. */
function gatewaySources(dir = join(ROOT, 'server')): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item): [string, string][] => {
    const path = join(dir, item.name)
    if (item.isDirectory()) return gatewaySources(path)
    return item.name.endsWith('.ts') ? [[path, readFileSync(path, 'utf8')]] : []
  })
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
      expect(samplePaths().length).toBeGreaterThan(100)
    } finally {
      await gateway.close()
    }
  })

  it('is the only place a path the SPA calls is written: the gateway registers it from the table', () => {
    const bases = Object.entries(BASE).sort((a, b) => b[1].length - a[1].length)
    const spellings = (pattern: string) => {
      const base = bases.find(([, value]) => pattern.startsWith(`${value}/`))
      const quoted = [`'${pattern}'`, `\`${pattern}\``]
      return base ? [...quoted, `\`\${BASE.${base[0]}}${pattern.slice(base[1].length)}\``] : quoted
    }
    const patterns = Object.values(PATHS).map((entry) => (typeof entry === 'string' ? entry : entry.pattern))
    const sources = gatewaySources()
    const twice = patterns.flatMap((pattern) =>
      sources.flatMap(([file, text]) =>
        spellings(pattern).some((spelling) => text.includes(spelling)) ? [`${pattern} in ${file}`] : [],
      ),
    )
    expect(twice).toEqual([])
    // The check can fail: a spelling it looks for is one a route file would write.
    expect(spellings(PATHS.invite.pattern)).toContain('`${BASE.api}/user/:companyId/invite`')
  })
})
