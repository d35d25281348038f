import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type {
  customTrainingsMachine,
  NewTrainingForm,
} from '../../../machines/custom-training/custom-trainings.machine'
import { PRIMARY_LANGUAGES } from '../../domain/courses'
import { Alert } from '../../ui/Alert'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { RetryAlert } from '../../ui/ListParts'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import {
  selectFailure,
  selectForm,
  selectFormError,
  selectFormOpen,
  selectItems,
  selectLoading,
  selectRowBusy,
  selectSubmitting,
  statusOf,
} from './custom-trainings-selectors'

const cell = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border' })

/** /custom and /custom-training/new-training: the company's own trainings and a new one. */
export default function CustomTrainingsPage({
  logic,
  input,
  inspect,
}: {
  logic: typeof customTrainingsMachine
  input: { prefill: NewTrainingForm | null; editBase: string }
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const list = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const items = useSelector(list, selectItems)
  const loading = useSelector(list, selectLoading)
  const failure = useSelector(list, selectFailure)
  const formOpen = useSelector(list, selectFormOpen)
  const form = useSelector(list, selectForm)
  const formError = useSelector(list, selectFormError)
  const submitting = useSelector(list, selectSubmitting)
  const busy = useSelector(list, selectRowBusy)
  const change = (field: 'name' | 'description' | 'language', value: string) =>
    list.send({ type: 'create.change', field, value })
  return (
    <section aria-labelledby="custom-title" className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <h1 id="custom-title" className={css({ fontSize: '2xl', fontWeight: 'bold', flex: '1' })}>
          Custom training
        </h1>
        <Button disabled={!items || busy} onClick={() => list.send({ type: 'create.open' })}>
          New training
        </Button>
      </div>
      <p className={css({ color: 'text.muted', fontSize: 'sm' })}>
        Your own courses beside the catalogue: sections, chapters, videos, quizzes and a cheat sheet. A
        published training appears in the library under Custom and can be assigned like any course.
      </p>
      <RetryAlert message={failure} onRetry={() => list.send({ type: 'list.retry' })} />
      <div
        data-scroller
        className={css({
          overflowX: 'auto',
          bg: 'surface.card',
          borderWidth: '1px',
          borderColor: 'border',
          borderRadius: 'xl',
        })}
      >
        <table
          aria-label="Custom trainings"
          aria-busy={loading}
          className={css({ w: 'full', fontSize: 'sm' })}
        >
          <thead>
            <tr>
              {['Name', 'Language', 'Status', 'Chapters', 'Quizzes', 'Updated', 'Actions'].map((name) => (
                <th key={name} scope="col" className={cell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={7} className={cell}>
                  Loading trainings…
                </td>
              </tr>
            ) : items?.length === 0 ? (
              <tr>
                <td colSpan={7} className={cell}>
                  <p className={css({ fontWeight: 'semibold' })}>No custom trainings yet</p>
                  <p className={css({ color: 'text.muted', fontSize: 'sm' })}>
                    New training starts one of your own, in your language, with its chapters and a quiz.
                  </p>
                </td>
              </tr>
            ) : (
              (items ?? []).map((row) => {
                const status = statusOf(row)
                return (
                  <tr key={row.id}>
                    <th scope="row" className={cell}>
                      <Link
                        href={`${input.editBase}/${row.id}`}
                        className={css({ color: 'brand', fontWeight: 'semibold' })}
                      >
                        {row.name}
                      </Link>
                    </th>
                    <td className={cell}>{row.language.toUpperCase()}</td>
                    <td className={cell}>
                      <span className={badge({ tone: status.tone })}>{status.label}</span>
                    </td>
                    <td className={cell}>{row.totalChapters}</td>
                    <td className={cell}>{row.totalQuizzes}</td>
                    <td className={cell}>{row.updatedAt.slice(0, 10)}</td>
                    <td className={cell}>
                      <span className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                        <Link
                          href={`/preview/${row.id}`}
                          className={css({ color: 'brand', alignSelf: 'center' })}
                        >
                          Preview
                        </Link>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          aria-label={`Copy ${row.name}`}
                          onClick={() => list.send({ type: 'row.clone', courseId: row.id })}
                        >
                          Copy
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          aria-label={`${row.active ? 'Disable' : 'Activate'} ${row.name}`}
                          onClick={() => list.send({ type: 'row.toggle', courseId: row.id })}
                        >
                          {row.active ? 'Disable' : 'Activate'}
                        </Button>
                      </span>
                    </td>
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </div>
      <Dialog
        open={formOpen}
        title="New training"
        onClose={() => list.send({ type: 'create.cancel' })}
        actions={
          <>
            <Button variant="ghost" onClick={() => list.send({ type: 'create.cancel' })}>
              Cancel
            </Button>
            <Button disabled={submitting} onClick={() => list.send({ type: 'create.submit' })}>
              Create and edit
            </Button>
          </>
        }
      >
        <form
          className={css({ display: 'flex', flexDir: 'column', gap: '3' })}
          onSubmit={(event) => {
            event.preventDefault()
            list.send({ type: 'create.submit' })
          }}
        >
          <TextField
            label="Training name"
            name="name"
            value={form.name}
            maxLength={200}
            onChange={(event) => change('name', event.target.value)}
          />
          <label className={css({ display: 'flex', flexDir: 'column', gap: '1', fontSize: 'sm' })}>
            Language
            <select
              value={form.language}
              onChange={(event) => change('language', event.target.value)}
              className={css({
                h: '10',
                px: '2',
                borderWidth: '1px',
                borderColor: 'border',
                borderRadius: 'md',
              })}
            >
              {PRIMARY_LANGUAGES.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.label}
                </option>
              ))}
            </select>
          </label>
          <TextAreaField
            label="Description"
            value={form.description}
            maxLength={5000}
            onChange={(event) => change('description', event.target.value)}
          />
          {form.videoId ? (
            <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
              Its first chapter plays the video you came from.
            </p>
          ) : null}
          {formError ? <Alert tone="danger">{formError}</Alert> : null}
        </form>
      </Dialog>
    </section>
  )
}
