import { CSV_TEXTS, parseCsvText, type CsvTable } from '../../../domain/csv-import'

// Parses an attached CSV file off the main thread (issue 6: 50,000 rows keep the drawer responsive).
// Excel on Windows still saves "CSV" as Windows-1252: a file that is not valid UTF-8 is read that way.

export type CsvWorkerMessage =
  | { type: 'progress'; fraction: number }
  | { type: 'done'; table: CsvTable }
  | { type: 'error'; error: string }

const post = (message: CsvWorkerMessage) => self.postMessage(message)

function decode(buffer: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer)
  } catch {
    return new TextDecoder('windows-1252').decode(buffer)
  }
}

self.onmessage = async (event: MessageEvent<File>) => {
  try {
    const text = decode(await event.data.arrayBuffer())
    const result = parseCsvText(text, (fraction) => post({ type: 'progress', fraction }))
    post(result.ok ? { type: 'done', table: result.table } : { type: 'error', error: result.error })
  } catch {
    post({ type: 'error', error: CSV_TEXTS.parseError })
  }
}
