import { API_KEY_SCOPE_LABELS } from '../../src/domain/api-keys'
import { LIMIT_DEFAULT, LIMIT_MAX } from './paging'
import { PUBLIC_ENDPOINTS } from './endpoints'
import { BASE } from '../../src/domain/api-paths'

// OpenAPI 3.1 for the public API, made from the endpoint declarations the routes are made from.

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

export function openApiDocument() {
  const paths = Object.fromEntries(
    PUBLIC_ENDPOINTS.map((endpoint) => [
      endpoint.path,
      {
        get: {
          operationId: endpoint.operationId,
          summary: endpoint.summary,
          description: `${endpoint.description} Needs an API key with the ${endpoint.scope} scope (${API_KEY_SCOPE_LABELS[endpoint.scope].toLowerCase()}).`,
          tags: [endpoint.scope],
          parameters: [
            {
              name: 'limit',
              in: 'query',
              description: `Items per page, ${LIMIT_DEFAULT} unless said.`,
              schema: { type: 'integer', minimum: 1, maximum: LIMIT_MAX, default: LIMIT_DEFAULT },
            },
            {
              name: 'cursor',
              in: 'query',
              description: 'The nextCursor of the page before; absent for the first page.',
              schema: { type: 'string' },
            },
            ...(endpoint.since
              ? [
                  {
                    name: 'since',
                    in: 'query',
                    description: endpoint.since,
                    schema: { type: 'string', format: 'date-time' },
                  },
                ]
              : []),
          ],
          responses: {
            '200': {
              description: 'One page, oldest first; nextCursor is null on the last page.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['data', 'nextCursor'],
                    properties: {
                      data: { type: 'array', items: { $ref: `#/components/schemas/${endpoint.item.name}` } },
                      nextCursor: { type: ['string', 'null'] },
                    },
                  },
                },
              },
            },
            '400': errorResponse('The API key was sent in the address: send it in the Authorization header.'),
            '401': errorResponse('No API key, or one that is not valid or was revoked.'),
            '403': errorResponse('The API key lacks the scope this endpoint needs.'),
            '422': errorResponse('A limit, cursor or since this API does not accept.'),
            '429': errorResponse('More than the key’s budget of calls a minute.'),
          },
        },
      },
    ]),
  )
  return {
    openapi: '3.1.0',
    info: {
      title: 'Security awareness console — public API',
      version: '1.0.0',
      description:
        'Read a company’s data with one of its API keys (Settings → Integration → API keys), sent as `Authorization: Bearer ak_…`.',
    },
    servers: [{ url: BASE.publicApi }],
    security: [{ apiKey: [] }],
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A company API key (ak_…), never in the address.',
        },
      },
      schemas: {
        ...Object.fromEntries(PUBLIC_ENDPOINTS.map((endpoint) => [endpoint.item.name, endpoint.item.schema])),
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: { code: { type: 'string' }, message: { type: 'string' } },
            },
          },
        },
      },
    },
  }
}
