import { writeFileSync } from 'node:fs'
import { it } from 'vitest'
import { startGateway } from './gateway'

it('dumps the routes', async () => {
  const gateway = await startGateway()
  writeFileSync(
    process.env.ROUTE_DUMP!,
    JSON.stringify(
      gateway.app.routes.map((r) => [r.method, r.path]),
      null,
      0,
    ),
  )
  await gateway.close()
})
