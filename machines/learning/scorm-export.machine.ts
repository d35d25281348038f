import { fromPromise, setup } from 'xstate'
import { SCORM_TEXTS, scormFileName } from '../../src/domain/scorm'
import { failureMessage } from '../event-params'

// Download a course as a SCORM 1.2 package (000 §8's SCORM messages): a company without SCORM access is told
// "Your organization doesn't have access to SCORM", a gaming activity "SCORM not available for this item", both
// without a call; otherwise the package downloads, and a refusal says why.

export interface ScormExportInput {
  courseId: string
  /** The company's isScormEnabled feature (001 §3). */
  hasAccess: boolean
}

export type ScormExportEvent = { type: 'scorm.download'; courseName: string; isGaming: boolean }

type Toast = { type: 'success' | 'error'; title: string }

export const scormExportMachine = setup({
  types: {
    context: {} as ScormExportInput,
    events: {} as ScormExportEvent,
    input: {} as ScormExportInput,
  },
  actors: {
    downloadScorm: fromPromise<void, { courseId: string; fileName: string }>(async () => {}),
  },
  guards: {
    lacksAccess: ({ context }) => !context.hasAccess,
    isGame: (_, isGaming: boolean) => isGaming,
  },
  actions: {
    /** Provided by the app: a toast. */
    notify: (_, _toast: Toast) => {},
  },
}).createMachine({
  id: 'scormExport',
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'scorm.download': [
          {
            guard: 'lacksAccess',
            actions: { type: 'notify', params: { type: 'error', title: SCORM_TEXTS.noAccess } },
          },
          {
            guard: { type: 'isGame', params: ({ event }) => event.isGaming },
            actions: { type: 'notify', params: { type: 'error', title: SCORM_TEXTS.notAvailable } },
          },
          { target: 'downloading' },
        ],
      },
    },
    downloading: {
      tags: ['busy'],
      invoke: {
        id: 'downloadScorm',
        src: 'downloadScorm',
        input: ({ context, event }) => ({
          courseId: context.courseId,
          fileName: scormFileName((event as ScormExportEvent).courseName),
        }),
        onDone: 'idle',
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: (args) => ({ type: 'error' as const, title: failureMessage(args) }),
          },
        },
      },
    },
  },
})
