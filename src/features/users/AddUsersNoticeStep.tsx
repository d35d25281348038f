import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { NoticeFields, addUsersMachine } from '../../../machines/users/add-users.machine'
import { ADD_USERS_TEXTS as T, SAMPLE_ANNOUNCEMENT } from '../../domain/add-users'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import { fieldLabel, radioRow } from './add-users-styles'
import { selectForced, selectOffersTraining, selectSubjectError, selectValues } from './selectors'

/** Step 2: what happens after adding, the invitation email and its subject and message. */
export function AddUsersNoticeStep({ actor }: { actor: ActorRefFrom<typeof addUsersMachine> }) {
  const values = useSelector(actor, selectValues)
  const forced = useSelector(actor, selectForced)
  const offersTraining = useSelector(actor, selectOffersTraining)
  const subjectError = useSelector(actor, selectSubjectError)
  const [hint, setHint] = useState(false)
  const changeNotice = (patch: Partial<NoticeFields>) => actor.send({ type: 'notice.change', values: patch })
  return (
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
  )
}
