import { apiKeysMachine } from './api-keys.machine'
import { ApiKeyForm } from '../../src/domain/api-keys'
import { fieldProblems } from '../../src/domain/field-problems'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const siem = {
  id: 'key_1',
  name: 'SIEM',
  prefix: 'ak_Xy12Ab',
  scopes: ['users:read' as const, 'campaigns:read' as const],
  createdAt: '2026-11-01T09:00:00.000Z',
  createdBy: 'owner@globex.example',
  lastUsedAt: null,
}

export const apiKeysScenarios: Scenarios<typeof apiKeysMachine> = {
  events: {
    'keys.retry': [{ type: 'keys.retry' }],
    'keys.create': [{ type: 'keys.create' }],
    'keys.revoke': [{ type: 'keys.revoke', key: siem }],
    'form.name': [
      { type: 'form.name', name: 'HR sync' },
      { type: 'form.name', name: '' },
    ],
    'form.scope': [
      { type: 'form.scope', scope: 'users:read', on: false },
      { type: 'form.scope', scope: 'training:read', on: true },
    ],
    'form.submit': [{ type: 'form.submit' }],
    'key.copy': [{ type: 'key.copy' }],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'dialog.close': [{ type: 'dialog.close' }],
  },
  outcomes: {
    loadKeys: { done: [[siem]], error: [offline] },
    createKey: {
      done: [{ key: 'ak_secretsecretsecret', data: { ...siem, id: 'key_2', name: 'HR sync' } }],
      error: [failure(409, 'too_many_api_keys', 'A company holds at most 20 keys: revoke one first.')],
    },
    revokeKey: { done: [undefined], error: [failure(404, 'not_found', 'No such API key')] },
    copyKey: { done: [undefined], error: [new Error('Write permission denied.')] },
  },
  abstractContext: (context) => ({
    keys: context.keys === null ? null : Math.min(context.keys.length, 2),
    problems: Object.keys(fieldProblems(ApiKeyForm, context.form)).join(),
    attempted: context.attempted,
    formFailure: context.formFailure !== null,
    failure: context.failure !== null,
  }),
  enabledEventsOnly: 'Each dialog takes only its own input; the list behind an open dialog takes none.',
  maxStates: 5000,
}

export const apiKeysFlow = defineFlow({
  id: 'apiKeys',
  file: 'settings/api-keys',
  title: 'API keys',
  description:
    'Settings → Integration: the company’s API keys (name, prefix, what it may read, created, last used). New key takes a name and at least one scope; the key is shown once with Copy; Revoke asks first. A refusal keeps the dialog and what was typed.',
  routes: ['/settings/integration'],
  machine: apiKeysMachine,
  scenarios: apiKeysScenarios,
})
