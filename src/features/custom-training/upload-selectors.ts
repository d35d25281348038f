import type { SnapshotFrom } from 'xstate'
import type { mediaUploadMachine } from '../../../machines/custom-training/media-upload.machine'

type Snapshot = SnapshotFrom<typeof mediaUploadMachine>

export const percentOf = (sent: number, total: number) => (total > 0 ? Math.floor((sent / total) * 100) : 0)

/** The field's line: what it is doing, how far, and what went wrong. */
export const selectUpload = (s: Snapshot) => ({
  step: s.value as 'idle' | 'uploading' | 'paused' | 'failed' | 'done',
  fileName: s.context.file?.name ?? null,
  percent: percentOf(s.context.sent, s.context.total),
  resumedAt: s.context.resumedFrom === null ? null : percentOf(s.context.resumedFrom, s.context.total),
  failure: s.context.failure,
})
