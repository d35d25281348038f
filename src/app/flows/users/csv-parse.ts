import { fromCallback } from 'xstate'
import type { AddUsersEvent } from '../../../../machines/users/add-users.machine'
import { CSV_TEXTS } from '../../../domain/csv-import'
import type { CsvWorkerMessage } from './csv-parse.worker'

/** The add-users machine's parseCsv actor: one worker per file, terminated when the machine moves on. */
export const parseCsvLogic = fromCallback<AddUsersEvent, { file: File }>(({ input, sendBack }) => {
  const worker = new Worker(new URL('./csv-parse.worker.ts', import.meta.url), { type: 'module' })
  worker.onmessage = (event: MessageEvent<CsvWorkerMessage>) => {
    const message = event.data
    if (message.type === 'progress') sendBack({ type: 'csv.progress', fraction: message.fraction })
    else if (message.type === 'done') sendBack({ type: 'csv.parsed', table: message.table })
    else sendBack({ type: 'csv.failed', error: message.error })
  }
  worker.onerror = () => sendBack({ type: 'csv.failed', error: CSV_TEXTS.parseError })
  worker.postMessage(input.file)
  return () => worker.terminate()
})
