import { assign, fromPromise, setup } from 'xstate'
import type { CourseDetail } from '../../src/domain/courses'
import { TRAINING_TEXTS, type CourseStatistics } from '../../src/domain/training-campaign'
import { failureMessage, messageOf } from '../event-params'
import { trainingFormMachine } from './training-form.machine'

// A course's pages (/courses/{id}/preview|statistics|settings; 000 §2, 001 §2): the outline and the company's
// statistics and campaigns of it, read together. From the settings tab: assign the course (the training form),
// edit a campaign, end a running one ("Training was ended successfully!") or delete one ("Training deleted
// successfully!"), each after a confirmation; after any change the page reads again. A campaign's PDF is
// downloaded from its row (the gateway serves it only with the admin's token, so not as a plain link).

export interface CoursePageInput {
  courseId: string
  today: string
  now: string
}

export interface CoursePageData {
  detail: CourseDetail
  statistics: CourseStatistics
}

export interface CoursePageContext extends CoursePageInput {
  data: CoursePageData | null
  failure: string | null
  /** The campaign being edited, ended or deleted. */
  campaignId: string | null
  confirmFailure: string | null
}

export type CoursePageEvent =
  | { type: 'course.retry' }
  | { type: 'course.assign' }
  | { type: 'campaign.edit'; campaignId: string }
  | { type: 'campaign.end'; campaignId: string }
  | { type: 'campaign.delete'; campaignId: string }
  | { type: 'campaign.download'; campaignId: string }
  | { type: 'confirm.yes' }
  | { type: 'confirm.no' }

const campaignOf = (context: CoursePageContext, id: string | null) =>
  context.data?.statistics.campaigns.find((campaign) => campaign.id === id) ?? null

const formInput = (context: CoursePageContext) => ({
  course: {
    id: context.courseId,
    name: context.data?.detail.course.name ?? '',
    totalChapters: context.data?.detail.course.totalChapters ?? 0,
  },
  campaign: campaignOf(context, context.campaignId),
  today: context.today,
  now: context.now,
})

const changed = (title: string) => ({
  target: '#coursePage.loading' as const,
  actions: [
    { type: 'notify' as const, params: { type: 'success' as const, title } },
    { type: 'setCampaign' as const, params: null },
  ],
})

export const coursePageMachine = setup({
  types: {
    context: {} as CoursePageContext,
    events: {} as CoursePageEvent,
    input: {} as CoursePageInput,
  },
  actors: {
    loadCourse: fromPromise<CoursePageData, { courseId: string }>(async () => {
      throw new Error('loadCourse not provided')
    }),
    endCampaign: fromPromise<void, { campaignId: string }>(async () => undefined),
    deleteCampaign: fromPromise<void, { campaignId: string }>(async () => undefined),
    downloadAttachment: fromPromise<void, { fileId: string; fileName: string }>(async () => undefined),
    trainingForm: trainingFormMachine,
  },
  guards: {
    isRunning: ({ context }, id: string) => {
      const campaign = campaignOf(context, id)
      return campaign !== null && campaign.dateEnded === null
    },
    isCampaign: ({ context }, id: string) => campaignOf(context, id) !== null,
    // Training after failure is set on the card below, not edited as a campaign (each learner's own due date).
    isEditable: ({ context }, id: string) => {
      const campaign = campaignOf(context, id)
      return campaign !== null && campaign.dateEnded === null && campaign.source !== 'afterFailure'
    },
    hasPdf: ({ context }, id: string) => campaignOf(context, id)?.attachment?.kind === 'pdf',
    isSaved: (_, saved: string | null) => saved !== null,
  },
  actions: {
    setData: assign({ data: (_, data: CoursePageData) => data, failure: null }),
    setFailure: assign({ failure: (_, message: string) => message }),
    setCampaign: assign({ campaignId: (_, id: string | null) => id, confirmFailure: null }),
    setConfirmFailure: assign({ confirmFailure: (_, message: string) => message }),
    /** Provided by the app: a toast. */
    notify: (_, _toast: { type: 'success' | 'error'; title: string }) => {},
  },
}).createMachine({
  id: 'coursePage',
  context: ({ input }) => ({ ...input, data: null, failure: null, campaignId: null, confirmFailure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadCourse',
        src: 'loadCourse',
        input: ({ context }) => ({ courseId: context.courseId }),
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: failureMessage } },
      },
    },
    failed: { on: { 'course.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'course.assign': { target: 'editing', actions: { type: 'setCampaign', params: null } },
            'campaign.edit': {
              guard: { type: 'isEditable', params: ({ event }) => event.campaignId },
              target: 'editing',
              actions: { type: 'setCampaign', params: ({ event }) => event.campaignId },
            },
            'campaign.end': {
              guard: { type: 'isRunning', params: ({ event }) => event.campaignId },
              target: 'confirmingEnd',
              actions: { type: 'setCampaign', params: ({ event }) => event.campaignId },
            },
            'campaign.delete': {
              guard: { type: 'isCampaign', params: ({ event }) => event.campaignId },
              target: 'confirmingDelete',
              actions: { type: 'setCampaign', params: ({ event }) => event.campaignId },
            },
            'campaign.download': {
              guard: { type: 'hasPdf', params: ({ event }) => event.campaignId },
              target: 'downloading',
              actions: { type: 'setCampaign', params: ({ event }) => event.campaignId },
            },
          },
        },
        downloading: {
          tags: ['busy'],
          invoke: {
            id: 'downloadAttachment',
            src: 'downloadAttachment',
            input: ({ context }) => {
              const attachment = campaignOf(context, context.campaignId)?.attachment
              return { fileId: attachment?.fileId ?? '', fileName: attachment?.fileName ?? 'attachment.pdf' }
            },
            onDone: { target: 'idle', actions: { type: 'setCampaign', params: null } },
            onError: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ event }) => ({ type: 'error' as const, title: messageOf(event.error) }),
                },
                { type: 'setCampaign', params: null },
              ],
            },
          },
        },
        editing: {
          invoke: {
            id: 'trainingForm',
            src: 'trainingForm',
            input: ({ context }) => formInput(context),
            onDone: [
              {
                guard: { type: 'isSaved', params: ({ event }) => event.output.saved },
                target: '#coursePage.loading',
                actions: [
                  {
                    type: 'notify',
                    params: ({ event }) => ({
                      type: 'success' as const,
                      title:
                        event.output.saved === 'updated' ? TRAINING_TEXTS.updated : TRAINING_TEXTS.started,
                    }),
                  },
                  { type: 'setCampaign', params: null },
                ],
              },
              { target: 'idle', actions: { type: 'setCampaign', params: null } },
            ],
          },
        },
        confirmingEnd: {
          on: {
            'confirm.yes': 'ending',
            'confirm.no': { target: 'idle', actions: { type: 'setCampaign', params: null } },
          },
        },
        ending: {
          tags: ['busy'],
          invoke: {
            id: 'endCampaign',
            src: 'endCampaign',
            input: ({ context }) => ({ campaignId: context.campaignId ?? '' }),
            onDone: changed(TRAINING_TEXTS.ended),
            // 000 §8: ending's errors show the server's message; the confirmation stays to say it.
            onError: {
              target: 'confirmingEnd',
              actions: { type: 'setConfirmFailure', params: ({ event }) => messageOf(event.error) },
            },
          },
        },
        confirmingDelete: {
          on: {
            'confirm.yes': 'deleting',
            'confirm.no': { target: 'idle', actions: { type: 'setCampaign', params: null } },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteCampaign',
            src: 'deleteCampaign',
            input: ({ context }) => ({ campaignId: context.campaignId ?? '' }),
            onDone: changed(TRAINING_TEXTS.deleted),
            onError: {
              target: 'confirmingDelete',
              actions: { type: 'setConfirmFailure', params: ({ event }) => messageOf(event.error) },
            },
          },
        },
      },
    },
  },
})
