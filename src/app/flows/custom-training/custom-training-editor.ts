import Papa from 'papaparse'
import {
  customTrainingEditorMachine,
  type EditorEvent,
} from '../../../../machines/custom-training/custom-training-editor.machine'
import {
  loadCustomTraining,
  publishCustomTraining,
  saveCustomTrainingDraft,
} from '../../../api/custom-training/custom-training'
import { DraftContent, type UploadTarget } from '../../../domain/custom-training'
import { quizFromRows, type QuizImport } from '../../../domain/quiz-csv'
import { is, number, object } from 'superstruct'
import { companyIdOf, gatewayCall, type FlowDeps } from '../deps'
import { bindMediaUpload } from './media-upload'

// The editor's binding: the gateway calls, papaparse for the quiz CSV, and the draft kept in localStorage
// with the version it was typed on — restored on the next visit only if the gateway still has that version.

const backupKey = (courseId: string) => `custom-training-draft:${courseId}`
const Backup = object({ version: number(), content: DraftContent })

function readBackup(courseId: string, version: number) {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(backupKey(courseId)) ?? 'null')
    return is(value, Backup) && value.version === version ? value.content : null
  } catch {
    return null
  }
}

export function parseQuizFile(file: File): Promise<QuizImport> {
  return new Promise((resolve, reject) =>
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => resolve(quizFromRows(result.meta.fields ?? [], result.data)),
      error: (error) => reject({ status: 0, code: null, message: error.message, offline: false }),
    }),
  )
}

export function bindCustomTrainingEditor(deps: FlowDeps) {
  return customTrainingEditorMachine.provide({
    actors: {
      loadTraining: gatewayCall(async ({ courseId }) => {
        const training = await loadCustomTraining(deps.api, companyIdOf(deps), courseId)
        const backup = readBackup(courseId, training.version)
        const changed = backup && JSON.stringify(backup) !== JSON.stringify(training.content)
        return { training, backup: changed ? backup : null }
      }),
      saveDraft: gatewayCall(({ courseId, version, content }) =>
        saveCustomTrainingDraft(deps.api, companyIdOf(deps), courseId, version, content),
      ),
      publishTraining: gatewayCall(({ courseId }) =>
        publishCustomTraining(deps.api, companyIdOf(deps), courseId, false),
      ),
      parseQuizCsv: gatewayCall(({ file }) => parseQuizFile(file)),
    },
    actions: {
      backup: ({ context }) => {
        try {
          localStorage.setItem(
            backupKey(context.courseId),
            JSON.stringify({ version: context.version, content: context.content }),
          )
        } catch {
          // A full or blocked storage only loses the reload safety net; the autosave still runs.
        }
      },
      clearBackup: ({ context }) => localStorage.removeItem(backupKey(context.courseId)),
      notify: (_, toast) => deps.toast(toast.title, toast.type),
    },
  })
}

/** An upload field's machine whose finished file goes to the editor as `upload.done` for its target. */
export function bindEditorUpload(deps: FlowDeps, target: UploadTarget, send: (event: EditorEvent) => void) {
  return bindMediaUpload(deps, (media) => send({ type: 'upload.done', target, media }))
}
