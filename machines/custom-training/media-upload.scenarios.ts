import { defineFlow } from '../flow'
import { mediaUploadMachine } from './media-upload.machine'
import type { Scenarios } from '../scenarios'
import { CUSTOM_TRAINING_TEXTS } from '../../src/domain/custom-training'

const video = new File([new Uint8Array(4096)], 'onboarding.mp4', { type: 'video/mp4' })
const empty = new File([], 'empty.mp4', { type: 'video/mp4' })
const renamed = new File([new Uint8Array(16)], 'setup.exe', { type: 'application/octet-stream' })

export const mediaUploadScenarios: Scenarios<typeof mediaUploadMachine> = {
  inputs: [{ kind: 'video', language: 'en' }],
  events: {
    'upload.choose': [
      { type: 'upload.choose', file: video },
      { type: 'upload.choose', file: empty },
      { type: 'upload.choose', file: renamed },
    ],
    'upload.pause': [{ type: 'upload.pause' }],
    'upload.resume': [{ type: 'upload.resume' }],
    'upload.retry': [{ type: 'upload.retry' }],
    'upload.cancel': [{ type: 'upload.cancel' }],
    'upload.progress': [{ type: 'upload.progress', sent: 2458, total: 4096 }],
    'upload.resumed': [{ type: 'upload.resumed', offset: 2458 }],
    'upload.succeeded': [
      {
        type: 'upload.succeeded',
        media: {
          id: 'cmp_acme--0123456789abcdef0123456789abcdef',
          kind: 'video',
          name: 'onboarding.mp4',
          url: '/media/t',
        },
      },
    ],
    'upload.failed': [{ type: 'upload.failed', message: CUSTOM_TRAINING_TEXTS.notVideo }],
  },
  // The uploader never finishes on its own: it reports progress, a resume, success or a refusal as events.
  outcomes: { uploader: {} },
  abstractContext: (context) => ({
    file: context.file?.name ?? null,
    progressed: context.sent > 0,
    resumed: context.resumedFrom !== null,
    failure: context.failure,
    done: context.media !== null,
  }),
  enabledEventsOnly:
    'The uploader reports only while it runs; pause, resume, retry and cancel are offered in their states.',
  maxStates: 20000,
}

export const mediaUploadFlow = defineFlow({
  id: 'mediaUpload',
  file: 'custom-training/media-upload',
  title: 'Resumable upload',
  description:
    'A video or image chosen (empty, too large or of another type refused at once; its bytes checked on the gateway), sent in chunks over tus with progress; pause keeps what arrived, resume and retry continue where the gateway stopped — also after a reload, once the same file is chosen again.',
  routes: ['/edit/:courseId'],
  machine: mediaUploadMachine,
  scenarios: mediaUploadScenarios,
})
