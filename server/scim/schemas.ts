// What this service provider keeps of each SCIM resource (RFC 7643 §7), for a client's discovery
// (`/Schemas`, `/ResourceTypes`, RFC 7644 §4): only the attributes the console stores and answers, so a client
// maps what will be kept, not the whole core schema.

const attribute = (
  name: string,
  description: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> => ({
  name,
  type: 'string',
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
})

export const SCIM_SCHEMAS = [
  {
    id: 'urn:ietf:params:scim:schemas:core:2.0:User',
    name: 'User',
    description: 'A learner or admin of the company.',
    attributes: [
      attribute('userName', 'The work e-mail address; unique across the service.', {
        required: true,
        uniqueness: 'server',
      }),
      attribute('externalId', 'The identity provider’s own id for the person.', { caseExact: true }),
      attribute('name', 'The person’s name.', {
        type: 'complex',
        subAttributes: [
          attribute('givenName', 'First name.'),
          attribute('familyName', 'Last name.'),
          attribute('formatted', 'First and last name.', { mutability: 'readOnly' }),
        ],
      }),
      attribute('displayName', 'First and last name, or the address.', { mutability: 'readOnly' }),
      attribute('emails', 'The work address (the same as userName).', {
        type: 'complex',
        multiValued: true,
        subAttributes: [
          attribute('value', 'The address.'),
          attribute('type', 'Always work.'),
          attribute('primary', 'The primary address.', { type: 'boolean' }),
        ],
      }),
      attribute('active', 'False disables the person: sessions end and the company’s webhooks hear it.', {
        type: 'boolean',
      }),
    ],
  },
  {
    id: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
    name: 'EnterpriseUser',
    description: 'The department, which becomes the person’s department in the console (created if new).',
    attributes: [attribute('department', 'The department’s name.')],
  },
  {
    id: 'urn:ietf:params:scim:schemas:core:2.0:Group',
    name: 'Group',
    description: 'A group of the company’s people.',
    attributes: [
      attribute('displayName', 'The group’s name; unique in the company.', {
        required: true,
        uniqueness: 'server',
      }),
      attribute('members', 'The group’s people.', {
        type: 'complex',
        multiValued: true,
        subAttributes: [
          attribute('value', 'The person’s id.', { caseExact: true }),
          attribute('display', 'The person’s name.', { mutability: 'readOnly' }),
        ],
      }),
    ],
  },
].map((schema) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
  ...schema,
  meta: { resourceType: 'Schema', location: `/scim/v2/Schemas/${schema.id}` },
}))

export const SCIM_RESOURCE_TYPES = [
  {
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'The company’s people.',
    schema: 'urn:ietf:params:scim:schemas:core:2.0:User',
    schemaExtensions: [
      { schema: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User', required: false },
    ],
  },
  {
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    description: 'The company’s groups.',
    schema: 'urn:ietf:params:scim:schemas:core:2.0:Group',
    schemaExtensions: [],
  },
].map((type) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
  ...type,
  meta: { resourceType: 'ResourceType', location: `/scim/v2/ResourceTypes/${type.id}` },
}))
