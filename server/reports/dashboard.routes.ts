import { PATHS } from '../../src/domain/api-paths'
import { allow } from '../auth/access'
import { Hono } from 'hono'
import type { GatewayEnv } from '../context'
import {
  exercisePeriod,
  getStartedFlags,
  periods,
  simulationPeriod,
  tournamentPeriod,
  trainingPeriod,
} from '../reports/dashboard-figures'

// The get-started page's data (002 §2.1, §3, §7), computed in server/reports/dashboard-figures.ts.

const guard = allow.company()

export function dashboardRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get(PATHS.getStartedStatus.pattern, guard, async (c) =>
    c.json(await getStartedFlags(c.var.deps.db, c.req.param('companyId'))),
  )
  app.get(PATHS.trainingDashboard.pattern, guard, async (c) =>
    c.json(await periods((w) => trainingPeriod(c.var.deps.db, c.req.param('companyId'), w, false))),
  )
  app.get(PATHS.gamingDashboard.pattern, guard, async (c) =>
    c.json(await periods((w) => trainingPeriod(c.var.deps.db, c.req.param('companyId'), w, true))),
  )
  app.get(PATHS.exerciseDashboard.pattern, guard, async (c) =>
    c.json(await periods((w) => exercisePeriod(c.var.deps.db, c.req.param('companyId'), w))),
  )
  app.get(PATHS.simulationDashboard.pattern, guard, async (c) =>
    c.json(await periods((w) => simulationPeriod(c.var.deps.db, c.req.param('companyId'), w))),
  )
  app.get(PATHS.tournamentDashboard.pattern, guard, async (c) =>
    c.json(await periods((w) => tournamentPeriod(c.var.deps.db, c.req.param('companyId'), w))),
  )
  return app
}
