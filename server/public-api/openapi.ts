import { API_KEY_SCOPE_LABELS } from '../../src/domain/api-keys'
import { LIMIT_DEFAULT, LIMIT_MAX } from './paging'
import { PUBLIC_ENDPOINTS } from './endpoints'
import { BASE } from '../../src/domain/api-paths'
import { WEBHOOK_EVENT_TYPES } from '../../src/domain/webhooks'

// OpenAPI 3.1 for the public API, made from the endpoint declarations the routes are made from, and the webhooks a
// company's endpoints receive, with the Standard Webhooks headers a consumer's library verifies.

const WEBHOOK_HEADERS = [
  ['webhook-id', 'The delivery’s id, the same on every retry of it: a consumer keeps it to act once.'],
  [
    'webhook-timestamp',
    'Unix seconds when this attempt was signed: refuse one more than 5 minutes from your clock.',
  ],
  [
    'webhook-signature',
    '`v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">`, the key being the signing secret’s base64 after `whsec_` (Standard Webhooks): verify it with the `standardwebhooks` library of your language.',
  ],
  [
    'Awareness-Signature',
    '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under the secret as text, kept for receivers written against it.',
  ],
] as const

function webhooksSection() {
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace('.', '_')}`,
          summary: `${type}, sent to each endpoint that takes it`,
          parameters: WEBHOOK_HEADERS.map(([name, description]) => ({
            name,
            in: 'header',
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: '#/components/schemas/WebhookEvent' },
                    { type: 'object', properties: { type: { const: type } } },
                  ],
                },
              },
            },
          },
          responses: {
            '2XX': { description: 'Taken: any 2xx ends the delivery.' },
            default: { description: 'Anything else, or no answer in 10 s, is retried with growing pauses.' },
          },
        },
      },
    ]),
  )
}

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
    webhooks: webhooksSection(),
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
        WebhookEvent: {
          type: 'object',
          required: ['id', 'type', 'createdAt', 'companyId', 'data'],
          properties: {
            id: { type: 'string', description: 'The event’s id (evt_…), one per thing that happened.' },
            type: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES, 'webhook.test'] },
            createdAt: { type: 'string', format: 'date-time' },
            companyId: { type: 'string' },
            data: {
              type: 'object',
              description: 'What happened: the learner, campaign or training it is about.',
            },
          },
        },
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
