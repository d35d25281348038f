import { Hono } from 'hono'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { scimError } from '../scim/errors'
import { listResponse, scimJson } from '../scim/http'
import { SCIM_RESOURCE_TYPES, SCIM_SCHEMAS } from '../scim/schemas'

// SCIM discovery (RFC 7644 §4): the schemas and resource types this service provider keeps, for a client that
// reads them before mapping attributes; and every other /scim/v2 address answered in SCIM's own error shape,
// so a client's log says what SCIM would. Mounted after the Users and Groups routes.

const scim = allow.scim()

export function scimDiscoveryRoutes() {
  const app = new Hono<GatewayEnv>()
  app.get('/scim/v2/Schemas', scim, (c) => listResponse(c, SCIM_SCHEMAS.length, 1, SCIM_SCHEMAS))
  app.get('/scim/v2/Schemas/:id', scim, (c) => {
    const schema = SCIM_SCHEMAS.find((item) => item.id === c.req.param('id'))
    if (!schema) throw scimError(404, 'No such schema.')
    return scimJson(c, schema)
  })
  app.get('/scim/v2/ResourceTypes', scim, (c) =>
    listResponse(c, SCIM_RESOURCE_TYPES.length, 1, SCIM_RESOURCE_TYPES),
  )
  app.get('/scim/v2/ResourceTypes/:id', scim, (c) => {
    const type = SCIM_RESOURCE_TYPES.find((item) => item.id === c.req.param('id'))
    if (!type) throw scimError(404, 'No such resource type.')
    return scimJson(c, type)
  })
  app.all('/scim/v2/*', scim, () => {
    throw scimError(
      404,
      'This SCIM service has no such endpoint: it serves /Users, /Groups, /Schemas, /ResourceTypes and /ServiceProviderConfig.',
    )
  })
  return app
}
