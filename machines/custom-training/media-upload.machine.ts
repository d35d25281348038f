import { assign, fromCallback, setup, type EventObject } from 'xstate'
import {
  CUSTOM_TRAINING_TEXTS,
  IMAGE_EXTENSIONS,
  MAX_IMAGE_MB,
  MAX_VIDEO_MB,
  VIDEO_EXTENSIONS,
  type MediaItem,
  type MediaKind,
} from '../../src/domain/custom-training'

// One resumable upload (001 §4 "a video upload has progress and ends uploaded or failed"; tus): the file is
// checked for emptiness, size and type by name here, by its bytes on the gateway; bytes go in chunks with
// progress; pause keeps what arrived and resume asks the gateway where it stopped — after a dropped
// connection, and after a reload once the same file is chosen again. A refusal says why; retry resumes.

export interface MediaUploadContext {
  kind: MediaKind
  language: string
  file: File | null
  sent: number
  total: number
  /** Where a resumed upload started again (bytes already on the gateway), null on a fresh one. */
  resumedFrom: number | null
  failure: string | null
  media: MediaItem | null
}

/** What the uploader reports while it runs. */
export type UploaderEvent =
  | { type: 'upload.progress'; sent: number; total: number }
  | { type: 'upload.resumed'; offset: number }
  | { type: 'upload.succeeded'; media: MediaItem }
  | { type: 'upload.failed'; message: string }

export type MediaUploadEvent =
  | { type: 'upload.choose'; file: File }
  | { type: 'upload.pause' }
  | { type: 'upload.resume' }
  | { type: 'upload.retry' }
  | { type: 'upload.cancel' }
  | UploaderEvent

const MB = 1024 * 1024

/** Why a chosen file cannot be sent, or null. */
export function fileProblem(file: File, kind: MediaKind): string | null {
  if (file.size === 0) return CUSTOM_TRAINING_TEXTS.emptyFile
  const limit = kind === 'video' ? MAX_VIDEO_MB : MAX_IMAGE_MB
  if (file.size > limit * MB) return CUSTOM_TRAINING_TEXTS.fileSize(limit)
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  const accepted: readonly string[] = kind === 'video' ? VIDEO_EXTENSIONS : IMAGE_EXTENSIONS
  if (!accepted.includes(extension))
    return kind === 'video' ? CUSTOM_TRAINING_TEXTS.notVideo : CUSTOM_TRAINING_TEXTS.notImage
  return null
}

export const mediaUploadMachine = setup({
  types: {
    context: {} as MediaUploadContext,
    events: {} as MediaUploadEvent,
    input: {} as { kind: MediaKind; language: string },
  },
  actors: {
    uploader: fromCallback<EventObject, { file: File; kind: MediaKind; language: string }>(() => {
      throw new Error('uploader not provided')
    }),
  },
  guards: {
    acceptable: ({ context }, file: File) => fileProblem(file, context.kind) === null,
  },
  actions: {
    setFile: assign({
      file: (_, file: File) => file,
      sent: 0,
      total: (_, file: File) => file.size,
      resumedFrom: null,
      failure: null,
      media: null,
    }),
    refuseFile: assign({ failure: ({ context }, file: File) => fileProblem(file, context.kind) }),
    setProgress: assign({
      sent: (_, progress: { sent: number; total: number }) => progress.sent,
      total: (_, progress: { sent: number; total: number }) => progress.total,
    }),
    setResumed: assign({
      resumedFrom: (_, offset: number) => offset,
      sent: ({ context }, offset: number) => Math.max(context.sent, offset),
    }),
    setFailure: assign({ failure: (_, message: string) => message }),
    clearFailure: assign({ failure: null }),
    setMedia: assign({ media: (_, media: MediaItem) => media, failure: null }),
    clear: assign({ file: null, sent: 0, total: 0, resumedFrom: null, failure: null }),
    /** Provided by the field: hands the finished upload to the editor. */
    uploaded: (_, _media: MediaItem) => {},
  },
}).createMachine({
  id: 'mediaUpload',
  context: ({ input }) => ({
    kind: input.kind,
    language: input.language,
    file: null,
    sent: 0,
    total: 0,
    resumedFrom: null,
    failure: null,
    media: null,
  }),
  initial: 'idle',
  on: {
    'upload.choose': [
      {
        guard: { type: 'acceptable', params: ({ event }) => event.file },
        target: '.uploading',
        actions: { type: 'setFile', params: ({ event }) => event.file },
      },
      { actions: { type: 'refuseFile', params: ({ event }) => event.file } },
    ],
  },
  states: {
    idle: {},
    uploading: {
      entry: 'clearFailure',
      invoke: {
        id: 'uploader',
        src: 'uploader',
        input: ({ context }) => ({ file: context.file!, kind: context.kind, language: context.language }),
      },
      on: {
        'upload.progress': { actions: { type: 'setProgress', params: ({ event }) => event } },
        'upload.resumed': { actions: { type: 'setResumed', params: ({ event }) => event.offset } },
        'upload.succeeded': {
          target: 'done',
          actions: [
            { type: 'setMedia', params: ({ event }) => event.media },
            { type: 'uploaded', params: ({ event }) => event.media },
          ],
        },
        'upload.failed': {
          target: 'failed',
          actions: { type: 'setFailure', params: ({ event }) => event.message },
        },
        // Stopping the uploader keeps the bytes already on the gateway; resume continues from there.
        'upload.pause': 'paused',
        'upload.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    paused: { on: { 'upload.resume': 'uploading', 'upload.cancel': { target: 'idle', actions: 'clear' } } },
    failed: { on: { 'upload.retry': 'uploading', 'upload.cancel': { target: 'idle', actions: 'clear' } } },
    done: {},
  },
})
