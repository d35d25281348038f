// @module-tag engine (every route, on both backends): also runs on Postgres, see docs/testing.md.
import { and, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { tournaments } from '../../../server/db/schema'
import { REMOTE, backend } from '../gateway'
import { SAMPLES } from '../route-walk/samples'
import { call, fill, fingerprint, hasBody, isTenantRoute, openRouteWalk, type Route } from '../route-walk/walk'

// Tenancy by construction (issue 20): this file walks the gateway's own route list. Every route must
// declare who may call it (server/auth/access.ts); every caller who is not that is refused, whatever ids
// it puts on its path or in its body. A route added tomorrow is walked without a line here. The hostile corpus
// (no input answers 500 or stops the gateway) walks the same list in route-walk-hostile-*.test.ts.

const walk = openRouteWalk()

describe(`the route walk (${backend})`, () => {
  it('finds every route declared: who may call it is data next to the route', () => {
    expect(walk.routes.length).toBeGreaterThan(100)
    const undeclared = walk.routes.filter((r) => !r.access).map((r) => `${r.method} ${r.path}`)
    expect(undeclared, 'routes without allow.*(): declare who may call them').toEqual([])
    // A company in the path is a tenant: only a tenant declaration checks it against the caller.
    const untenanted = walk.routes
      .filter(
        (r) =>
          r.path.includes(':companyId') &&
          r.access?.who !== undefined &&
          !['company', 'ownCompany', 'partnerOfCompany'].includes(r.access.who),
      )
      .map((r) => `${r.method} ${r.path}`)
    expect(untenanted).toEqual([])
  })

  it('refuses every caller outside a route’s declaration, and they change nothing', async () => {
    const { db } = walk.gateway.database
    const before = {
      cmp_globex: await fingerprint(db, 'cmp_globex'),
      cmp_nw_3: await fingerprint(db, 'cmp_nw_3'),
      [walk.granted]: await fingerprint(db, walk.granted),
    }
    let tournament = 'trn_none'
    const [row] = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.companyId, 'cmp_globex'), isNotNull(tournaments.id)))
    if (row) tournament = row.id
    const problems: string[] = []
    const expectRefused = async (
      label: string,
      route: Route,
      path: string,
      token?: string,
      body?: string,
    ) => {
      const response = await call(walk.gateway, route.method, path, {
        ...(token ? { token } : {}),
        ...(body ? { body } : {}),
      })
      const text = await response.text()
      if (![401, 403, 404].includes(response.status))
        problems.push(`${label}: ${route.method} ${path} → ${response.status} ${text.slice(0, 120)}`)
    }
    for (const route of walk.routes) {
      const access = route.access
      if (!isTenantRoute(access) || !access) {
        if (access?.who === 'development') {
          const response = await call(walk.gateway, route.method, route.path, { env: REMOTE })
          if (response.status !== 404)
            problems.push(`remote → ${route.method} ${route.path}: ${response.status}`)
        }
        continue
      }
      const body = hasBody(route.method)
        ? JSON.stringify(SAMPLES[`${route.method} ${route.path}`]?.({ ...walk.globexIds }) ?? {})
        : undefined
      const onGlobex = fill(route.path, 'cmp_globex', walk.globexIds, tournament)
      await expectRefused('no token', route, onGlobex, undefined, body)
      await expectRefused(
        'a learner',
        route,
        fill(route.path, 'cmp_acme', walk.acmeIds, tournament),
        walk.tokens['learner@acme.example'],
        body,
      )
      if (access.who === 'signedIn') continue // no tenant in the path: the tenant checks are the handler's
      await expectRefused('another company’s admin', route, onGlobex, walk.tokens['admin@acme.example'], body)
      await expectRefused(
        'a partner outside the hierarchy',
        route,
        onGlobex,
        walk.tokens['partner@northwind.example'],
        body,
      )
      const notGranted = fill(route.path, 'cmp_nw_3', walk.globexIds, tournament)
      if (!(access.who === 'partnerOfCompany' && !access.granted))
        await expectRefused(
          'a partner not walk.granted access',
          route,
          notGranted,
          walk.tokens['partner@northwind.example'],
          body,
        )
      await expectRefused(
        'a sub-reseller on its parent’s customer',
        route,
        fill(route.path, walk.granted, walk.globexIds, tournament),
        walk.tokens['sub@fabrikam.example'],
        body,
      )
    }
    expect(problems).toEqual([])
    expect(await fingerprint(db, 'cmp_globex')).toEqual(before.cmp_globex)
    expect(await fingerprint(db, 'cmp_nw_3')).toEqual(before.cmp_nw_3)
    expect(await fingerprint(db, walk.granted)).toEqual(before[walk.granted])
  })

  it('never shows or changes another tenant’s data for its ids on the caller’s own path or in its body', async () => {
    const { db } = walk.gateway.database
    const before = await fingerprint(db, 'cmp_globex')
    const leaks: string[] = []
    for (const route of walk.routes) {
      if (!isTenantRoute(route.access)) continue
      // Acme's admin, on Acme's own path, naming Globex's learners, campaigns, templates and directory.
      const foreign = { ...walk.globexIds, companyId: 'cmp_acme' }
      const path = fill(route.path, 'cmp_acme', walk.globexIds, 'trn_none')
      const sample = SAMPLES[`${route.method} ${route.path}`]
      const body = hasBody(route.method) ? JSON.stringify(sample?.(foreign) ?? {}) : undefined
      const response = await call(walk.gateway, route.method, path, {
        token: walk.tokens['admin@acme.example'],
        ...(body ? { body } : {}),
      })
      const text = await response.text()
      if (response.status >= 500 || walk.victimMarkers.test(text))
        leaks.push(`${route.method} ${path} → ${response.status} ${text.slice(0, 160)}`)
    }
    expect(leaks).toEqual([])
    expect(await fingerprint(db, 'cmp_globex')).toEqual(before)
  })
})
