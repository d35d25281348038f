import { holds } from '../../src/domain/field-problems'
import { BrandForm, type Brand } from '../../src/domain/white-label'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { whiteLabelMachine } from './white-label.machine'

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
export const WHITE_LABEL_SAMPLES = {
  saved: {
    productName: 'Northwind Secure',
    primaryColor: '#0b6e4f',
    logo: null,
  } satisfies Brand,
  logo: Uint8Array.from([...PNG_HEADER, 0, 0, 0, 13]),
  notAnImage: Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]),
  tooLarge: Uint8Array.from({ length: 210 * 1024 }, (_, i) => PNG_HEADER[i] ?? 0),
}

export const whiteLabelScenarios: Scenarios<typeof whiteLabelMachine> = {
  events: {
    'field.change': [
      { type: 'field.change', field: 'productName', value: 'Northwind Secure' },
      { type: 'field.change', field: 'productName', value: '' },
      { type: 'field.change', field: 'primaryColor', value: '#ffee00' },
    ],
    'logo.pick': [
      { type: 'logo.pick', file: new File([WHITE_LABEL_SAMPLES.logo], 'logo.png', { type: 'image/png' }) },
    ],
    'logo.clear': [{ type: 'logo.clear' }],
    'brand.save': [{ type: 'brand.save' }],
    'brand.cancel': [{ type: 'brand.cancel' }],
    'remove.request': [{ type: 'remove.request' }],
    'remove.confirm': [{ type: 'remove.confirm' }],
    'remove.cancel': [{ type: 'remove.cancel' }],
    retry: [{ type: 'retry' }],
  },
  outcomes: {
    loadBrand: {
      done: [null, WHITE_LABEL_SAMPLES.saved],
      error: [
        failure(
          403,
          'forbidden',
          'White label is not part of your partnership. Contact us to have it enabled.',
        ),
      ],
    },
    readLogo: {
      done: [WHITE_LABEL_SAMPLES.logo, WHITE_LABEL_SAMPLES.notAnImage, WHITE_LABEL_SAMPLES.tooLarge],
      error: [new Error('NotReadableError')],
    },
    saveBrand: { done: [WHITE_LABEL_SAMPLES.saved], error: [offline] },
    removeBrand: { done: [null], error: [offline] },
  },
  enabledEventsOnly:
    'Remove exists only for a saved brand; Save is pressable with a problem (it shows it); the form stays on screen while a call runs.',
  abstractContext: (context) => ({
    saved: context.saved !== null,
    valid: holds(BrandForm, context.draft),
    logo: context.draft.logo !== null,
    tried: context.tried,
    logoProblem: context.logoProblem !== null,
    failure: context.failure !== null,
  }),
  maxStates: 8000,
}

export const whiteLabelFlow = defineFlow({
  id: 'whiteLabel',
  file: 'settings/white-label',
  title: 'White label brand',
  description:
    'Settings → White label → Brand, for partners with white-label access: product name, primary colour (refused when white text on it is unreadable) and logo (PNG or JPG by its bytes, under 200 KB), previewed as typed; saved, cancelled back to what is saved, or removed after a confirmation. The console of the partner and of its customers and the sign-in page of its verified domain show it.',
  routes: ['/settings/white-label'],
  machine: whiteLabelMachine,
  scenarios: whiteLabelScenarios,
})
