import { Upload } from 'tus-js-client'
import { fromCallback, type EventObject } from 'xstate'
import {
  mediaUploadMachine,
  type UploaderEvent,
} from '../../../../machines/custom-training/media-upload.machine'
import { PATHS } from '../../../domain/api-paths'
import type { MediaItem, MediaKind } from '../../../domain/custom-training'
import { identity } from '../../identity'
import { companyIdOf, type FlowDeps } from '../deps'

// tus-js-client in the browser: 5 MB chunks, the upload's address kept in localStorage by the file's
// fingerprint (name, type, size, modified time), so after a reload or a dropped connection choosing the same
// file asks the gateway for its offset and sends only the rest. Every request carries a fresh identity token.

export const CHUNK_BYTES = 5 * 1024 * 1024
/** Network blips retry on their own before the upload reports a failure (and its Retry). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000]

/** The gateway's refusal text, or the client's message for a lost connection. */
function messageOf(error: Error): string {
  const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody()
  const text = body?.trim() ?? ''
  // The gateway's own refusals are structured; tus's are plain text.
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message
    if (typeof message === 'string') return message
  } catch {
    // not JSON
  }
  if (text && text.length < 300 && !text.startsWith('<')) return text
  return 'The connection was lost. Retry continues where the upload stopped.'
}

/** What the gateway already holds of an upload (tus HEAD), for "resumed at N %". */
async function offsetOf(url: string): Promise<number | null> {
  const token = await identity.getIdToken()
  const response = await fetch(url, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  }).catch(() => null)
  const offset = Number(response?.headers.get('Upload-Offset'))
  return response?.ok && Number.isFinite(offset) ? offset : null
}

export function bindMediaUpload(deps: FlowDeps, onUploaded: (media: MediaItem) => void) {
  return mediaUploadMachine.provide({
    actors: {
      uploader: fromCallback<EventObject, { file: File; kind: MediaKind; language: string }>(
        ({ input, sendBack }) => {
          const send = (event: UploaderEvent) => sendBack(event)
          const upload = new Upload(input.file, {
            endpoint: PATHS.uploads(companyIdOf(deps)),
            chunkSize: CHUNK_BYTES,
            retryDelays: RETRY_DELAYS_MS,
            removeFingerprintOnSuccess: true,
            metadata: {
              filename: input.file.name,
              filetype: input.file.type,
              kind: input.kind,
              language: input.language,
            },
            async onBeforeRequest(request) {
              const token = await identity.getIdToken()
              if (token) request.setHeader('Authorization', `Bearer ${token}`)
            },
            onProgress: (sent, total) => send({ type: 'upload.progress', sent, total }),
            onSuccess: () => {
              const id = upload.url?.split('/').pop() ?? ''
              // The finished file is read back through a signed address the editor's next load hands out;
              // until then the editor shows its name.
              send({
                type: 'upload.succeeded',
                media: { id, kind: input.kind, name: input.file.name, url: '' },
              })
            },
            onError: (error) => send({ type: 'upload.failed', message: messageOf(error) }),
          })
          void upload.findPreviousUploads().then((previous) => {
            const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0]
            if (last?.uploadUrl) {
              upload.resumeFromPreviousUpload(last)
              void offsetOf(last.uploadUrl).then((offset) => {
                if (offset !== null) send({ type: 'upload.resumed', offset })
              })
            }
            upload.start()
          })
          // Leaving the state (pause, cancel, a new file) stops sending; the gateway keeps what arrived.
          return () => void upload.abort(false)
        },
      ),
    },
    actions: { uploaded: (_, media) => onUploaded(media) },
  })
}
