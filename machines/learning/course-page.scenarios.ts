import { coursePageMachine } from './course-page.machine'
import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import { coursePageData, trainingNow, trainingToday } from '../samples/training.samples'
import type { Scenarios } from '../scenarios'
import { TRAINING_TEXTS } from '../../src/domain/training-campaign'

export const coursePageScenarios: Scenarios<typeof coursePageMachine> = {
  inputs: [{ courseId: 'crs_annual', today: trainingToday, now: trainingNow }],
  events: {
    'course.retry': [{ type: 'course.retry' }],
    'course.assign': [{ type: 'course.assign' }],
    'campaign.edit': [
      { type: 'campaign.edit', campaignId: 'trn_running' },
      { type: 'campaign.edit', campaignId: 'trn_ended' },
      { type: 'campaign.edit', campaignId: 'trn_after_failure' },
    ],
    'campaign.end': [
      { type: 'campaign.end', campaignId: 'trn_running' },
      { type: 'campaign.end', campaignId: 'trn_ended' },
    ],
    'campaign.delete': [{ type: 'campaign.delete', campaignId: 'trn_ended' }],
    'campaign.download': [
      { type: 'campaign.download', campaignId: 'trn_running' },
      { type: 'campaign.download', campaignId: 'trn_ended' },
    ],
    'confirm.yes': [{ type: 'confirm.yes' }],
    'confirm.no': [{ type: 'confirm.no' }],
  },
  outcomes: {
    loadCourse: { done: [coursePageData], error: [offline] },
    endCampaign: { done: [undefined], error: [failure(409, 'campaign_ended', TRAINING_TEXTS.alreadyEnded)] },
    deleteCampaign: { done: [undefined], error: [offline] },
    downloadAttachment: { done: [undefined], error: [failure(404, 'not_found', 'File not found')] },
    trainingForm: { done: [{ saved: 'started' }, { saved: null }] },
  },
  abstractContext: (context) => ({
    loaded: context.data !== null,
    failure: context.failure !== null,
    campaign: context.campaignId,
    confirmFailure: context.confirmFailure !== null,
  }),
  maxStates: 5000,
}

export const coursePageFlow = defineFlow({
  id: 'coursePage',
  file: 'learning/course-page',
  title: 'Course pages',
  description:
    'A course’s preview (sections and chapters), statistics (completed, in progress, not started, overdue in the legend’s colours, per department) and settings (its campaigns): assign the course, download a campaign’s PDF, edit a running campaign, end it ("Training was ended successfully!") or delete one ("Training deleted successfully!") after a confirmation; the page reads again after each change.',
  routes: ['/courses/:courseId/preview', '/courses/:courseId/statistics', '/courses/:courseId/settings'],
  machine: coursePageMachine,
  scenarios: coursePageScenarios,
})
