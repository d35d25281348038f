import { customTrainingsMachine } from './custom-trainings.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import { trainingRows } from '../samples/videos.samples'
import type { Scenarios } from '../scenarios'

export const customTrainingsScenarios: Scenarios<typeof customTrainingsMachine> = {
  inputs: [
    { prefill: null, editBase: '/edit' },
    {
      prefill: { name: 'Spot the phish', description: '', language: 'en', videoId: 'vid_spot_phish' },
      editBase: '/custom-training/edit',
    },
  ],
  events: {
    'list.retry': [{ type: 'list.retry' }],
    'create.open': [{ type: 'create.open' }],
    'create.change': [
      { type: 'create.change', field: 'name', value: 'Visitor badges' },
      { type: 'create.change', field: 'name', value: '' },
      { type: 'create.change', field: 'language', value: 'de' },
    ],
    'create.submit': [{ type: 'create.submit' }],
    'create.cancel': [{ type: 'create.cancel' }],
    'row.clone': [
      { type: 'row.clone', courseId: 'crs_custom_1' },
      { type: 'row.clone', courseId: 'crs_gone' },
    ],
    'row.toggle': [
      { type: 'row.toggle', courseId: 'crs_custom_1' },
      { type: 'row.toggle', courseId: 'crs_custom_3' },
    ],
  },
  outcomes: {
    loadTrainings: { done: [trainingRows, []], error: [offline] },
    createTraining: {
      done: [{ id: 'crs_custom_9' }],
      error: [failure(422, 'invalid_request', 'Language: choose one of the list')],
    },
    cloneTraining: { done: [{ id: 'crs_custom_10' }], error: [offline] },
    setTrainingActive: { done: [{ active: false }, { active: true }], error: [offline] },
  },
  abstractContext: (context) => ({
    items: context.items?.length ?? null,
    failure: context.failure !== null,
    named: context.form.name.trim() !== '',
    language: context.form.language,
    formError: context.formError,
  }),
  enabledEventsOnly: 'The form exists only while it is open; row actions only while nothing else runs.',
  maxStates: 20000,
}

export const customTrainingsFlow = defineFlow({
  id: 'customTrainings',
  file: 'custom-training/custom-trainings',
  title: 'Custom trainings',
  description:
    'The company’s own trainings with their state (draft, published, disabled); a new one (name, language, description — from a video with its name and language) opens in the editor; copy (“Training was copied successfully!”), disable and activate.',
  routes: ['/custom', '/custom-training/new-training'],
  machine: customTrainingsMachine,
  scenarios: customTrainingsScenarios,
})
