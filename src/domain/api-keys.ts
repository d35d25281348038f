import { array, enums, nullable, object, size, string, type, type Infer } from 'superstruct'
import { atLeastOne, filled, text } from './field-problems'

// Company API keys (issue 32): a name, the scopes the key may read, shown once when made, revocable.

export const API_KEY_SCOPES = ['users:read', 'campaigns:read', 'training:read'] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'users:read': 'Read users, departments and groups',
  'campaigns:read': 'Read phishing campaigns and their results',
  'training:read': 'Read training campaigns and progress',
}

export const API_KEY_NAME_MAX = 80
/** Keys a company may hold at once (revoked ones aside). */
export const API_KEYS_MAX = 20

export const ApiKeyView = object({
  id: string(),
  name: string(),
  prefix: string(),
  scopes: array(enums(API_KEY_SCOPES)),
  createdAt: string(),
  createdBy: string(),
  lastUsedAt: nullable(string()),
})
export type ApiKeyView = Infer<typeof ApiKeyView>

export const ApiKeyCreate = object({
  name: size(string(), 0, 200),
  scopes: size(array(enums(API_KEY_SCOPES)), 0, API_KEY_SCOPES.length),
})
export type ApiKeyCreate = Infer<typeof ApiKeyCreate>

export const API_KEY_TEXTS = {
  title: 'API keys',
  intro: 'Keys let your SIEM, HR system or scripts read this company’s data through the public API.',
  nameRequired: 'Please name the key.',
  nameTooLong: `A name of at most ${API_KEY_NAME_MAX} characters.`,
  scopeRequired: 'Choose at least one thing the key may read.',
  tooMany: `A company holds at most ${API_KEYS_MAX} keys: revoke one first.`,
  created: 'The API key was created.',
  shownOnce: 'Copy the key now: it is shown only this once.',
  revoked: 'The API key was revoked.',
  revokeTitle: (name: string) => `Revoke "${name}"?`,
  revokeText: 'Anything using this key stops working at once. This cannot be undone.',
  none: 'No API keys yet.',
  neverUsed: 'Never used',
  headerOnly: 'Send the API key in the Authorization header, never in the address.',
  invalid: 'The API key is not valid or was revoked.',
  missingScope: (scope: ApiKeyScope) =>
    `This API key cannot ${API_KEY_SCOPE_LABELS[scope].replace(/^Read/, 'read')}: it needs the ${scope} scope. An admin can create a key with it under Settings → API keys.`,
} as const

/** What the create form refuses, by field: a name within the limit and at least one scope. */
export const ApiKeyForm = type({
  name: text(filled(API_KEY_TEXTS.nameRequired), [
    (name) => name.length <= API_KEY_NAME_MAX,
    API_KEY_TEXTS.nameTooLong,
  ]),
  scopes: atLeastOne(API_KEY_TEXTS.scopeRequired),
})
