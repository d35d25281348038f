import { HTTPException } from 'hono/http-exception'

// SCIM answers errors in its own shape (RFC 7644 §3.12), not the console's catalogue.

export type ScimType =
  'invalidFilter' | 'uniqueness' | 'invalidValue' | 'invalidSyntax' | 'noTarget' | 'mutability'

export function scimError(
  status: 400 | 401 | 403 | 404 | 409 | 413 | 500,
  detail: string,
  scimType?: ScimType,
) {
  const body = {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
    status: String(status),
    ...(scimType ? { scimType } : {}),
    detail,
  }
  return new HTTPException(status, {
    res: new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/scim+json' },
    }),
  })
}
