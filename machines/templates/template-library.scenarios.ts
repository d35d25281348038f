import { defineFlow } from '../flow'
import type { TemplateCardItem } from '../../src/domain/template-library'
import { templateLibraryMachine } from './template-library.machine'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const card = (id: string, patch: Partial<TemplateCardItem> = {}): TemplateCardItem => ({
  id,
  name: `Template ${id}`,
  layoutType: 'EMAIL',
  difficulty: 'EASY',
  type: 'CUSTOM',
  thumbnailUrl: null,
  packId: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  isEditable: true,
  isInUse: false,
  ...patch,
})
const own = card('tpl_own')
const inUse = card('tpl_used', { isInUse: true })

export const templateLibraryScenarios: Scenarios<typeof templateLibraryMachine> = {
  events: {
    'library.search': [{ type: 'library.search', searchText: 'invoice' }],
    'library.sort': [{ type: 'library.sort', orderBy: 'name', order: 'asc' }],
    'library.more': [{ type: 'library.more' }],
    'library.filter': [{ type: 'library.filter', filter: { layoutType: 'SMS' } }],
    'library.pack': [{ type: 'library.pack', packId: 'pck_starter' }],
    'library.retry': [{ type: 'library.retry' }],
    'library.refresh': [{ type: 'library.refresh' }],
    'delete.request': [
      { type: 'delete.request', template: own },
      { type: 'delete.request', template: inUse },
    ],
    'delete.confirm': [{ type: 'delete.confirm' }],
    'delete.cancel': [{ type: 'delete.cancel' }],
  },
  outcomes: {
    loadPage: {
      done: [
        { items: [own, inUse], totalCount: 30 },
        { items: [], totalCount: 0 },
      ],
      error: [offline],
    },
    loadPacks: {
      done: [
        [
          {
            id: 'pck_starter',
            name: 'Starter Pack',
            difficulty: 1 as const,
            thumbnail: null,
            templatesTotalCount: 2,
            templatesEmailCount: 1,
            templatesSmsCount: 1,
          },
        ],
      ],
      error: [offline],
    },
    loadMore: { done: [{ items: [card('tpl_more')], totalCount: 3 }], error: [offline] },
    deleteTemplate: {
      done: [undefined],
      error: [failure(409, 'template_in_use', 'The template is used in active Phishing Exercise Campaign')],
    },
  },
  abstractContext: (context) => ({
    shown: Math.min(context.items.length, 3),
    more: context.items.length < context.total,
    failure: context.failure !== null,
    packs: (context.packs?.length ?? 0) > 0,
  }),
  maxStates: 20000,
}

export const templateLibraryFlow = defineFlow({
  id: 'templateLibrary',
  file: 'templates/template-library',
  title: 'Template library',
  description:
    'The company\'s and the platform\'s templates, 25 a page, newest change first: search 300 ms after typing pauses, sort, Load More appends; "Delete Template?" for an unused custom template ("Template deleted successfully."); a refusal keeps the confirmation open and says why.',
  routes: ['/phishing-exercise/create'],
  machine: templateLibraryMachine,
  scenarios: templateLibraryScenarios,
})
