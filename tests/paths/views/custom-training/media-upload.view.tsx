import { act, fireEvent, render, screen } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { fromCallback } from 'xstate'
import type {
  MediaUploadContext,
  MediaUploadEvent,
} from '../../../../machines/custom-training/media-upload.machine'
import { bindMediaUpload } from '../../../../src/app/flows/custom-training/media-upload'
import { UploadField } from '../../../../src/features/custom-training/UploadField'
import { percentOf } from '../../../../src/features/custom-training/upload-selectors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The uploader is the browser's tus client: here a stand-in that reports what the path says it reported
// (progress, a resume, success, a refusal), sent to the running upload as tus-js-client would.
let report: ((event: MediaUploadEvent) => void) | null = null

export const mediaUploadView: ViewAdapter<MediaUploadEvent> = {
  machineId: 'mediaUpload',
  mount() {
    const { deps, spies } = scriptedDeps()
    const uploaded = vi.fn()
    const logic = bindMediaUpload(deps, uploaded).provide({
      actors: {
        uploader: fromCallback(({ sendBack }) => {
          report = (event) => sendBack(event)
          return () => {
            report = null
          }
        }),
      },
    })
    render(<UploadField logic={logic} kind="video" label="Video" current={null} language="en" />)
    return {
      scripted: { logics: {}, settle: () => Promise.resolve(undefined) },
      spies: { ...spies, uploaded },
    }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'upload.choose':
        // Like a file dragged past the picker's filter: the accept list is a hint, the machine decides.
        return void fireEvent.change(screen.getByLabelText('Video', { selector: 'input' }), {
          target: { files: [event.file] },
        })
      case 'upload.pause':
        return void (await user.click(screen.getByRole('button', { name: 'Pause' })))
      case 'upload.resume':
        return void (await user.click(screen.getByRole('button', { name: 'Resume' })))
      case 'upload.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'upload.cancel':
        return void (await user.click(screen.getByRole('button', { name: 'Cancel upload' })))
      default:
        return void act(() => report?.(event))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as MediaUploadContext
    const progress = screen.queryByRole('progressbar')
    if (snapshot.matches('uploading') || snapshot.matches('paused')) {
      expect(progress).toHaveAttribute('value', String(percentOf(context.sent, context.total)))
      expect(
        screen.getByRole('button', { name: snapshot.matches('paused') ? 'Resume' : 'Pause' }),
      ).toBeTruthy()
      if (context.resumedFrom !== null)
        expect(
          screen.getByText(new RegExp(`resumed at ${percentOf(context.resumedFrom, context.total)}%`)),
        ).toBeTruthy()
    } else expect(progress).toBeNull()
    if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(context.failure)
    else expect(screen.queryByRole('alert')).toBeNull()
    if (snapshot.matches('done'))
      expect(screen.getByRole('status')).toHaveTextContent(`Uploaded ${context.file?.name}`)
  },
}
