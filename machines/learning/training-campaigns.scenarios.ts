import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import { afterFailureCampaign, endedCampaign, runningCampaign } from '../samples/training.samples'
import type { Scenarios } from '../scenarios'
import { trainingCampaignsMachine } from './training-campaigns.machine'

const running = { ...runningCampaign, audienceNames: ['Finance', 'Sales'] }
const campaigns = [running, endedCampaign, afterFailureCampaign]

export const trainingCampaignsScenarios: Scenarios<typeof trainingCampaignsMachine> = {
  events: {
    'campaigns.retry': [{ type: 'campaigns.retry' }],
    'campaigns.search': [
      { type: 'campaigns.search', text: 'annual training 2025' },
      { type: 'campaigns.search', text: '' },
    ],
    'campaigns.status': [
      { type: 'campaigns.status', status: 'running' },
      { type: 'campaigns.status', status: 'all' },
    ],
    'campaign.end': [
      { type: 'campaign.end', campaignId: running.id },
      // An ended one has nothing to end: refused.
      { type: 'campaign.end', campaignId: endedCampaign.id },
    ],
    'end.confirm': [{ type: 'end.confirm' }],
    'end.cancel': [{ type: 'end.cancel' }],
  },
  outcomes: {
    loadCampaigns: { done: [campaigns, []], error: [offline] },
    endCampaign: {
      done: [undefined],
      error: [failure(400, 'campaign/already_ended', 'This training has already ended.')],
    },
  },
  abstractContext: (context) => ({
    rows: context.campaigns === null ? null : context.campaigns.length,
    search: context.search !== '',
    status: context.status,
    ending: context.ending !== null,
    endFailure: context.endFailure !== null,
  }),
  enabledEventsOnly: 'The confirmation covers the page: the filters behind it take nothing.',
  maxStates: 5000,
}

export const trainingCampaignsFlow = defineFlow({
  id: 'trainingCampaigns',
  file: 'learning/training-campaigns',
  title: 'Training campaigns',
  description:
    "/learning/campaigns: every training campaign of the company — its course, whether it runs, whom it reaches by department or group name, how many completed, when it is due — searched and filtered by status; managed on its course's Settings tab, or ended here after a confirmation, and the list loads again.",
  routes: ['/learning/campaigns'],
  machine: trainingCampaignsMachine,
  scenarios: trainingCampaignsScenarios,
})
