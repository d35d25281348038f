import { COMPANY_GENERAL_TEXTS, CompanyGeneralForm } from '../../src/domain/company-general'
import { holds } from '../../src/domain/field-problems'
import { companyGeneralMachine, type CompanyGeneralLoaded } from './company-general.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { WHITE_LABEL_SAMPLES } from './white-label.scenarios'

export const COMPANY_GENERAL_SAMPLES = {
  loaded: {
    general: { name: 'Acme Corp', logo: null, lang: 'en', timeZone: 'Europe/Berlin' },
    zones: ['UTC', 'Europe/Berlin', 'America/New_York'],
  } satisfies CompanyGeneralLoaded,
}

export const companyGeneralScenarios: Scenarios<typeof companyGeneralMachine> = {
  events: {
    'field.change': [
      { type: 'field.change', field: 'name', value: 'Acme Holdings' },
      { type: 'field.change', field: 'name', value: '' },
      { type: 'field.change', field: 'lang', value: 'de' },
      { type: 'field.change', field: 'timeZone', value: 'America/New_York' },
    ],
    'logo.pick': [
      { type: 'logo.pick', file: new File([WHITE_LABEL_SAMPLES.logo], 'logo.png', { type: 'image/png' }) },
    ],
    'logo.clear': [{ type: 'logo.clear' }],
    'general.save': [{ type: 'general.save' }],
    'general.cancel': [{ type: 'general.cancel' }],
    retry: [{ type: 'retry' }],
  },
  outcomes: {
    loadGeneral: { done: [COMPANY_GENERAL_SAMPLES.loaded], error: [offline] },
    readLogo: {
      done: [WHITE_LABEL_SAMPLES.logo, WHITE_LABEL_SAMPLES.notAnImage],
      error: [new Error('NotReadableError')],
    },
    saveGeneral: {
      done: [COMPANY_GENERAL_SAMPLES.loaded.general],
      error: [failure(409, 'company_name_taken', COMPANY_GENERAL_TEXTS.nameTaken)],
    },
  },
  enabledEventsOnly:
    'The form stays on screen while a call runs; Save is pressable with a problem (it shows it).',
  abstractContext: (context) => ({
    valid: holds(CompanyGeneralForm, context.draft),
    changed: JSON.stringify(context.draft) !== JSON.stringify(context.saved),
    logo: context.draft.logo !== null,
    tried: context.tried,
    logoProblem: context.logoProblem !== null,
    failure: context.failure !== null,
  }),
  maxStates: 8000,
}

export const companyGeneralFlow = defineFlow({
  id: 'companyGeneral',
  file: 'settings/company-general',
  title: 'Company settings',
  description:
    'Settings → General → Company: name (required, unique), logo (PNG or JPG by its bytes, under 200 KB), the language of the company’s mail and the time zone used where a learner has none; the shell shows the new name and logo once saved.',
  routes: ['/settings/general'],
  machine: companyGeneralMachine,
  scenarios: companyGeneralScenarios,
})
