import { css } from '../../../styled-system/css'
import type { CsvForm } from '../../../machines/users/add-users.machine'
import { CSV_FIELDS, CSV_TEXTS, type CsvColumns, type CsvField } from '../../domain/csv-import'
import { Alert } from '../../ui/Alert'
import { fileInput } from '../../ui/file-input'
import { CsvReview } from './CsvReview'
import { Button } from '../../ui/Button'
import { SelectField } from '../../ui/SelectField'

const NONE = 'none'

/** Step 1 of the CSV flow (000 §2 "CSV step"): attach, read with progress, pick the columns. */
export function CsvStep({
  phase,
  csv,
  errors,
  onFile,
  onTemplate,
  onRemove,
  onColumns,
  onSkipInvalid,
}: {
  phase: 'noFile' | 'parsing' | 'mapping'
  csv: CsvForm
  errors: Partial<Record<CsvField, string>> | null
  onFile: (file: File) => void
  onTemplate: () => void
  onRemove: () => void
  onColumns: (columns: Partial<CsvColumns>) => void
  onSkipInvalid: (skip: boolean) => void
}) {
  const headers = csv.table?.headers ?? []
  const options = headers.map((header, index) => ({
    id: String(index),
    label: header || `Column ${index + 1}`,
  }))
  const percent = Math.round(csv.progress * 100)
  return (
    <>
      <div
        className={css({
          display: 'flex',
          flexDir: 'column',
          gap: '3',
          p: '4',
          borderWidth: '1px',
          borderStyle: 'dashed',
          borderColor: csv.fileError ? 'danger' : 'border.strong',
          borderRadius: 'lg',
        })}
      >
        {phase === 'mapping' ? (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
            <p className={css({ flex: '1', fontWeight: 'medium', wordBreak: 'break-all' })}>
              {csv.fileName}{' '}
              <span className={css({ color: 'text.muted', fontWeight: 'normal' })}>
                · {csv.table?.rows.length.toLocaleString('en-US')} rows
              </span>
            </p>
            <Button size="sm" variant="ghost" onClick={onRemove}>
              Remove file
            </Button>
          </div>
        ) : null}
        {phase === 'parsing' ? (
          <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
            <p>Reading {csv.fileName}…</p>
            <div
              role="progressbar"
              aria-label="Reading the file"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className={css({ h: '2', bg: 'surface.sunken', borderRadius: 'full', overflow: 'hidden' })}
            >
              <div
                className={css({ h: 'full', bg: 'brand', transition: 'width 0.2s' })}
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        ) : (
          <label className={css({ display: 'flex', flexDir: 'column', gap: '1.5', fontSize: 'sm' })}>
            <span className={css({ fontWeight: 'medium' })}>
              {phase === 'mapping' ? 'Replace the file' : 'Attach a .csv file'}
            </span>
            <input
              type="file"
              accept=".csv,text/csv"
              className={fileInput}
              aria-invalid={csv.fileError ? true : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0]
                // Cleared so that choosing the same file again (after fixing it) is a change too.
                event.target.value = ''
                if (file) onFile(file)
              }}
            />
          </label>
        )}
        {csv.fileError ? (
          <p role="alert" className={css({ color: 'danger', fontSize: 'sm' })}>
            {csv.fileError}
          </p>
        ) : null}
        <Button size="sm" variant="link" className={css({ alignSelf: 'flex-start' })} onClick={onTemplate}>
          Download template
        </Button>
      </div>

      {phase === 'mapping' ? (
        <fieldset
          className={css({ display: 'grid', gap: '1', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}
        >
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '2' })}>
            Match the columns of your file
          </legend>
          {CSV_FIELDS.map(({ field, label, required }) => (
            <SelectField
              key={field}
              label={required ? label : `${label} (optional)`}
              name={`column-${field}`}
              placeholder="Select a column"
              options={required ? options : [{ id: NONE, label: 'Not in the file' }, ...options]}
              value={csv.columns[field] === null ? (required ? '' : NONE) : String(csv.columns[field])}
              error={errors?.[field]}
              onChange={(event) =>
                onColumns({
                  [field]:
                    event.target.value === NONE || event.target.value === ''
                      ? null
                      : Number(event.target.value),
                })
              }
            />
          ))}
        </fieldset>
      ) : null}
      {phase === 'mapping' && csv.review ? (
        <CsvReview review={csv.review} skipInvalid={csv.skipInvalid} onSkipInvalid={onSkipInvalid} />
      ) : null}

      <details className={css({ bg: 'surface.sunken', borderRadius: 'md', p: '3', fontSize: 'sm' })}>
        <summary className={css({ cursor: 'pointer', fontWeight: 'medium' })}>
          {CSV_TEXTS.gettingReady}
        </summary>
        <ul
          className={css({
            mt: '2',
            pl: '5',
            listStyle: 'disc',
            display: 'flex',
            flexDir: 'column',
            gap: '1',
          })}
        >
          {CSV_TEXTS.gettingReadyText.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      {phase === 'noFile' && !csv.fileError ? (
        <Alert tone="info">Columns: Email, First Name, Last Name, Department, Group.</Alert>
      ) : null}
    </>
  )
}
