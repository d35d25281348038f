import { BASE } from '../../src/domain/api-paths'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { allow } from '../auth/access'
import type { GatewayEnv } from '../context'
import { PUBLIC_ENDPOINTS } from '../public-api/endpoints'
import { openApiDocument } from '../public-api/openapi'
import { decodeCursor, encodeCursor, limitOf, sinceOf } from '../public-api/paging'

// The public read API (issue 32) under /public/api/v1: a company's API key in the Authorization header, its
// company the only tenant. Every endpoint comes from PUBLIC_ENDPOINTS, as does the OpenAPI document.

export function publicApiRoutes() {
  const app = new Hono<GatewayEnv>()

  for (const endpoint of PUBLIC_ENDPOINTS)
    app.get(`${BASE.publicApi}${endpoint.path}`, allow.apiKey(endpoint.scope), async (c) => {
      const limit = limitOf(c.req.query('limit'))
      const since = endpoint.since ? sinceOf(c.req.query('since')) : null
      const rows = await endpoint.page(c, decodeCursor(c.req.query('cursor')), limit, since)
      const page = rows.slice(0, limit)
      const last = page.at(-1)
      return c.json({
        data: page.map((row) => row.item),
        nextCursor:
          rows.length > limit && last ? encodeCursor({ at: last.at.toISOString(), id: last.id }) : null,
      })
    })

  app.get(`${BASE.publicApi}/openapi.json`, allow.public('the API’s own description: no company data'), (c) =>
    c.json(openApiDocument()),
  )

  // A reference page a person reads, from the same document.
  app.get(`${BASE.publicApi}/docs`, allow.public('the API’s own reference: no company data'), (c) => {
    const doc = openApiDocument()
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>${doc.info.title}</title>
            <style nonce="${c.get('secureHeadersNonce') ?? ''}">
              body {
                font:
                  16px/1.5 system-ui,
                  sans-serif;
                max-width: 52rem;
                margin: 2rem auto;
                padding: 0 1rem;
                color: #1f2937;
              }
              code {
                background: #f3f4f6;
                padding: 0 0.25rem;
                border-radius: 4px;
              }
              section {
                border-top: 1px solid #e5e7eb;
                padding-top: 1rem;
                margin-top: 1rem;
              }
            </style>
          </head>
          <body>
            <h1>${doc.info.title}</h1>
            <p>${doc.info.description}</p>
            <p>Machine-readable: <a href="openapi.json">openapi.json</a> (OpenAPI ${doc.openapi}).</p>
            <p>
              Every list takes <code>limit</code> (1–200) and <code>cursor</code> (the
              <code>nextCursor</code> of the page before).
            </p>
            ${PUBLIC_ENDPOINTS.map(
              (endpoint) =>
                html`<section>
                  <h2><code>GET ${doc.servers[0]!.url}${endpoint.path}</code></h2>
                  <p><strong>${endpoint.summary}.</strong> ${endpoint.description}</p>
                  <p>
                    Scope: <code>${endpoint.scope}</code>. Fields of each item:
                    ${Object.keys((endpoint.item.schema.properties as Record<string, unknown>) ?? {}).map(
                      (field) => html`<code>${field}</code> `,
                    )}
                  </p>
                </section>`,
            )}
          </body>
        </html>`,
    )
  })

  return app
}
