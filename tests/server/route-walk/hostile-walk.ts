import { describe, expect, it } from 'vitest'
import { backend } from '../gateway'
import { HOSTILE_PATH_VALUES, HOSTILE_QUERIES, hostileBodies, mutations } from './hostile'
import { SAMPLES } from './samples'
import { call, fill, hasBody, isTenantRoute, openRouteWalk, type Route, type RouteWalk } from './walk'

// The hostile corpus on every route (issue 20): no input answers 500 or stops the gateway. About 2,500 calls,
// most of a minute on one worker: the route list is dealt into `parts` of about the same number of calls, one file
// each, so the parts run on different workers.

/** How many calls the corpus makes on a route. */
function callsOn(walk: RouteWalk, route: Route): number {
  const params = route.path.match(/:(\w+)/g)?.length ?? 0
  const queries = params * HOSTILE_PATH_VALUES.length + HOSTILE_QUERIES.length
  if (!hasBody(route.method)) return queries
  const sample = SAMPLES[`${route.method} ${route.path}`]
  return queries + hostileBodies().length + (sample ? mutations(sample({ ...walk.globexIds })).length : 0)
}

/** The routes of part `part` (1-based) of `parts`: the costliest first, each to the part with fewest calls. */
function partOf(walk: RouteWalk, part: number, parts: number): Route[] {
  const load = Array.from({ length: parts }, () => 0)
  const dealt = Array.from({ length: parts }, () => [] as Route[])
  const costed = walk.routes.map((route) => ({ route, cost: callsOn(walk, route) }))
  costed.sort(
    (a, b) =>
      b.cost - a.cost ||
      `${a.route.method} ${a.route.path}`.localeCompare(`${b.route.method} ${b.route.path}`),
  )
  for (const { route, cost } of costed) {
    const lightest = load.indexOf(Math.min(...load))
    load[lightest] = (load[lightest] ?? 0) + cost
    dealt[lightest]?.push(route)
  }
  return dealt[part - 1] ?? []
}

export function walkHostileCorpus(part: number, parts: number) {
  const walk = openRouteWalk()
  describe(`the hostile corpus, part ${part} of ${parts} (${backend})`, () => {
    it('answers it on every route with a 4xx or a success, never a 500, and keeps answering', async () => {
      const failures: string[] = []
      let sent = 0
      const record = async (
        label: string,
        method: string,
        path: string,
        token: string | undefined,
        body?: string,
      ) => {
        const response = await call(walk.gateway, method, path, {
          ...(token ? { token } : {}),
          ...(body !== undefined ? { body } : {}),
        })
        sent++
        if (response.status >= 500)
          failures.push(`${label}: ${method} ${path.slice(0, 140)} → ${response.status}`)
        await response.body?.cancel()
      }
      for (const route of partOf(walk, part, parts)) {
        const access = route.access
        // Each route as its rightful caller would reach it, so the corpus gets past the door.
        const token =
          access?.who === 'partnerOfCompany'
            ? walk.tokens['partner@northwind.example']
            : isTenantRoute(access)
              ? walk.tokens['owner@globex.example']
              : undefined
        const company = access?.who === 'partnerOfCompany' ? walk.granted : 'cmp_globex'
        const path = fill(route.path, company, walk.globexIds, 'trn_none')
        for (const name of route.path.match(/:(\w+)/g) ?? [])
          for (const value of HOSTILE_PATH_VALUES)
            await record(
              `path ${name}`,
              route.method,
              fill(route.path.replace(name, value), company, walk.globexIds, 'trn_none'),
              token,
            )
        for (const query of HOSTILE_QUERIES) await record('query', route.method, path + query, token)
        if (!hasBody(route.method)) continue
        for (const { name, body } of hostileBodies())
          await record(`body ${name}`, route.method, path, token, body)
        const sample = SAMPLES[`${route.method} ${route.path}`]
        if (sample)
          for (const variant of mutations(sample({ ...walk.globexIds, companyId: company })))
            await record('sample leaf', route.method, path, token, JSON.stringify(variant))
      }
      expect(failures).toEqual([])
      expect(sent).toBeGreaterThan(2_000 / parts)
      const alive = await call(walk.gateway, 'GET', '/api/v1/user', {
        token: walk.tokens['admin@acme.example'],
      })
      expect(alive.status).toBe(200)
      expect(walk.rejections).toEqual([])
    }, 600_000)
  })
}
