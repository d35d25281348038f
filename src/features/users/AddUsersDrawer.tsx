import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type {
  AddUsersInput,
  NoticeFields,
  UsersFields,
  addUsersMachine,
} from '../../../machines/add-users.machine'
import { ACCESS_LEVELS, ADD_USERS_TEXTS as T, SAMPLE_ANNOUNCEMENT, addEmails } from '../../domain/add-users'
import { isEmail } from '../../domain/login'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { ChipsInput } from '../../ui/ChipsInput'
import { Dialog } from '../../ui/Dialog'
import { Drawer } from '../../ui/Drawer'
import { TextField } from '../../ui/TextField'
import { CsvStep } from './CsvStep'
import {
  selectBusy,
  selectChecking,
  selectClosed,
  selectCsv,
  selectCsvErrors,
  selectCsvPhase,
  selectMode,
  selectFacts,
  selectFailure,
  selectForced,
  selectInUse,
  selectOffersTraining,
  selectOptions,
  selectStep,
  selectStepOneErrors,
  selectSubjectError,
  selectValues,
  selectVerificationSent,
} from './selectors'

const radioRow = css({ display: 'flex', gap: '5', flexWrap: 'wrap' })
const fieldLabel = css({ fontSize: 'sm', fontWeight: 'medium' })

/** The Add New Users drawer (000 §2), by emails. */
export function AddUsersDrawer({
  logic,
  input,
  inspect,
}: {
  logic: typeof addUsersMachine
  input: AddUsersInput
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const step = useSelector(actor, selectStep)
  const busy = useSelector(actor, selectBusy)
  const failure = useSelector(actor, selectFailure)
  const values = useSelector(actor, selectValues)
  const options = useSelector(actor, selectOptions)
  const inUse = useSelector(actor, selectInUse)
  const facts = useSelector(actor, selectFacts)
  const forced = useSelector(actor, selectForced)
  const offersTraining = useSelector(actor, selectOffersTraining)
  const errors = useSelector(actor, selectStepOneErrors)
  const subjectError = useSelector(actor, selectSubjectError)
  const sent = useSelector(actor, selectVerificationSent)
  const closed = useSelector(actor, selectClosed)
  const mode = useSelector(actor, selectMode)
  const checking = useSelector(actor, selectChecking)
  const csv = useSelector(actor, selectCsv)
  const csvPhase = useSelector(actor, selectCsvPhase)
  const csvErrors = useSelector(actor, selectCsvErrors)
  const [hint, setHint] = useState(false)
  const change = (patch: Partial<UsersFields>) => actor.send({ type: 'users.change', values: patch })
  const changeNotice = (patch: Partial<NoticeFields>) => actor.send({ type: 'notice.change', values: patch })
  const close = () => actor.send({ type: 'users.close' })

  // Closed: the route drops ?modal= at the same moment; nothing is left on screen meanwhile.
  if (closed) return null
  if (step === 'verify')
    return (
      <Dialog
        open
        title="Verify your email"
        onClose={close}
        actions={
          <>
            <Button variant="ghost" onClick={close}>
              Close
            </Button>
            <Button
              disabled={busy}
              aria-busy={busy}
              onClick={() => actor.send({ type: 'users.resendVerification' })}
            >
              Resend Email Verification
            </Button>
          </>
        }
      >
        <p>Please verify your email address before adding users.</p>
        {sent ? <Alert tone="success">Email with verification link has been sent</Alert> : null}
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
      </Dialog>
    )

  const footer =
    step === 2 ? (
      <>
        <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'users.back' })}>
          Back
        </Button>
        <Button disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'users.submit' })}>
          {busy ? 'Adding…' : mode === 'csv' ? 'Add user' : 'Add users'}
        </Button>
      </>
    ) : (
      <Button
        disabled={busy || step !== 1}
        aria-busy={busy}
        onClick={() => actor.send({ type: 'users.next' })}
      >
        {checking ? 'Checking…' : 'Next'}
      </Button>
    )

  return (
    <Drawer open title="Add New Users" onClose={close} footer={footer}>
      <div
        role="tablist"
        aria-label="How to add users"
        className={css({ display: 'flex', gap: '1', p: '1', bg: 'surface.sunken', borderRadius: 'lg' })}
      >
        {(
          [
            ['emails', 'Add by Emails'],
            ['csv', 'Import CSV'],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            role="tab"
            aria-selected={mode === value}
            disabled={step !== 1 && mode !== value}
            onClick={() => actor.send({ type: 'users.mode', mode: value })}
            className={css({
              flex: '1',
              py: '2',
              borderRadius: 'md',
              cursor: 'pointer',
              _selected: { bg: 'surface.card', fontWeight: 'semibold', boxShadow: 'sm' },
              _disabled: { cursor: 'not-allowed', opacity: 0.6 },
            })}
          >
            {label}
          </button>
        ))}
        <button
          role="tab"
          aria-selected="false"
          onClick={() => actor.send({ type: 'users.ssoSettings' })}
          className={css({ flex: '1', py: '2', borderRadius: 'md', cursor: 'pointer' })}
        >
          SSO Settings
        </button>
      </div>
      <ol
        aria-label="Steps"
        className={css({ display: 'flex', gap: '4', fontSize: 'sm', color: 'text.muted' })}
      >
        <li
          aria-current={step === 1 ? 'step' : undefined}
          className={css({
            fontWeight: step === 1 ? 'bold' : 'normal',
            color: step === 1 ? 'brand' : undefined,
          })}
        >
          1 Users and profile setup
        </li>
        <li
          aria-current={step === 2 ? 'step' : undefined}
          className={css({
            fontWeight: step === 2 ? 'bold' : 'normal',
            color: step === 2 ? 'brand' : undefined,
          })}
        >
          2 Notification &amp; assignments
        </li>
      </ol>
      {failure ? (
        <Alert tone="danger">
          {failure}{' '}
          {step === 'failed' ? (
            <Button size="sm" variant="link" onClick={() => actor.send({ type: 'users.retry' })}>
              Retry
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {step === 'loading' ? <p role="status">Loading…</p> : null}

      {step === 1 && mode === 'csv' ? (
        <>
          <CsvStep
            phase={csvPhase}
            csv={csv}
            errors={csvErrors}
            onFile={(file) => actor.send({ type: 'csv.file', file })}
            onTemplate={() => actor.send({ type: 'csv.template' })}
            onRemove={() => actor.send({ type: 'csv.remove' })}
            onColumns={(columns) => actor.send({ type: 'csv.columns', columns })}
          />
          {inUse.length > 0 ? (
            <Alert tone="danger">
              {T.emailsInUse} {inUse.slice(0, 5).join(', ')}
              {inUse.length > 5 ? ` and ${(inUse.length - 5).toLocaleString('en-US')} more` : ''}
            </Alert>
          ) : null}
        </>
      ) : null}

      {step === 1 && mode === 'emails' ? (
        <>
          <ChipsInput
            label="Emails"
            placeholder="name@company.com, another@company.com"
            chips={values.emails.map((email) => ({
              key: email,
              label: email,
              bad: !isEmail(email) || inUse.includes(email),
            }))}
            error={errors?.emails}
            onAdd={(text) => change({ emails: addEmails(values.emails, text) })}
            onRemove={(email) => change({ emails: values.emails.filter((e) => e !== email) })}
          />
          <ChipsInput
            label="Department"
            placeholder="Choose or type a new department"
            separators={/[,;]/}
            suggestions={options.departments.map((d) => d.label)}
            chips={values.departments.map((d) => ({
              key: d.label.toLowerCase(),
              label: d.label,
              bad: false,
            }))}
            error={errors?.departments}
            onAdd={(text) => {
              const label = text.trim()
              if (values.departments.some((d) => d.label.toLowerCase() === label.toLowerCase())) return
              const known = options.departments.find((d) => d.label.toLowerCase() === label.toLowerCase())
              change({ departments: [...values.departments, known ?? { label, value: null }] })
            }}
            onRemove={(key) =>
              change({ departments: values.departments.filter((d) => d.label.toLowerCase() !== key) })
            }
          />
          <fieldset className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
            <legend className={fieldLabel}>Access Level</legend>
            <div className={radioRow}>
              {ACCESS_LEVELS.map((level) => (
                <label key={level.value} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input
                    type="radio"
                    name="role"
                    checked={values.role === level.value}
                    onChange={() => change({ role: level.value })}
                  />
                  {level.label}
                </label>
              ))}
            </div>
          </fieldset>
          <ChipsInput
            label="Groups (optional)"
            placeholder="Choose or type a group"
            separators={/[,;]/}
            suggestions={options.groups.map((g) => g.label)}
            chips={values.groups.map((g) => ({ key: g.label.toLowerCase(), label: g.label, bad: false }))}
            onAdd={(text) => {
              const label = text.trim()
              if (values.groups.some((g) => g.label.toLowerCase() === label.toLowerCase())) return
              const known = options.groups.find((g) => g.label.toLowerCase() === label.toLowerCase())
              change({ groups: [...values.groups, known ?? { label, value: null }] })
            }}
            onRemove={(key) => change({ groups: values.groups.filter((g) => g.label.toLowerCase() !== key) })}
          />
          {facts.ssoAvailable ? (
            <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <input
                type="checkbox"
                checked={values.sso}
                onChange={(e) => change({ sso: e.target.checked })}
              />
              Sign in with SSO
            </label>
          ) : null}
        </>
      ) : null}

      {step === 2 ? (
        <>
          {offersTraining ? (
            <fieldset className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
              <legend className={fieldLabel}>After adding</legend>
              <div className={radioRow}>
                <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input
                    type="radio"
                    name="notificationList"
                    checked={values.notificationList === 'userOnly'}
                    onChange={() => changeNotice({ notificationList: 'userOnly' })}
                  />
                  {T.addUsersOnly}
                </label>
                <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <input
                    type="radio"
                    name="notificationList"
                    checked={values.notificationList === 'beginTraining'}
                    onChange={() => changeNotice({ notificationList: 'beginTraining' })}
                  />
                  {T.addAndBeginTraining}
                </label>
              </div>
            </fieldset>
          ) : null}
          <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <input
              type="checkbox"
              checked={values.notification}
              disabled={forced || values.notificationList === 'beginTraining'}
              onChange={(e) => changeNotice({ notification: e.target.checked })}
            />
            Send an invitation email
          </label>
          {values.notification ? (
            <>
              <TextField
                label="Subject"
                name="subject"
                value={values.subject}
                maxLength={300}
                error={subjectError ? T.subjectRequired : null}
                onChange={(e) => changeNotice({ subject: e.target.value })}
              />
              <div className={css({ display: 'flex', flexDir: 'column', gap: '1.5' })}>
                <label htmlFor="invite-message" className={fieldLabel}>
                  Message
                </label>
                <textarea
                  id="invite-message"
                  rows={5}
                  maxLength={5000}
                  value={values.message}
                  onChange={(e) => changeNotice({ message: e.target.value })}
                  className={css({
                    p: '3',
                    borderWidth: '1px',
                    borderColor: 'border.strong',
                    borderRadius: 'md',
                  })}
                />
                <Button
                  size="sm"
                  variant="link"
                  className={css({ alignSelf: 'flex-start' })}
                  onClick={() => setHint(!hint)}
                >
                  Use a sample announcement
                </Button>
                {hint ? (
                  <div className={css({ bg: 'surface.sunken', p: '3', borderRadius: 'md', fontSize: 'sm' })}>
                    <p>{SAMPLE_ANNOUNCEMENT}</p>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => changeNotice({ message: SAMPLE_ANNOUNCEMENT })}
                    >
                      Insert this text
                    </Button>
                  </div>
                ) : null}
              </div>
            </>
          ) : null}
        </>
      ) : null}
    </Drawer>
  )
}
