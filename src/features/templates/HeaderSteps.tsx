import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { templateBuilderMachine } from '../../../machines/templates/template-builder.machine'
import { TEMPLATE_FIELD_HINTS, type EmailHeader, type SmsSender } from '../../domain/template'
import { TEMPLATE_LIMITS } from '../../domain/template-payload'
import { TextField } from '../../ui/TextField'
import { selectDraft, selectHeaderErrors, selectSenderErrors } from './selectors'

type BuilderActor = ActorRefFrom<typeof templateBuilderMachine>
export const stepForm = css({ display: 'flex', flexDir: 'column', gap: '2', maxW: '560px' })

/** Email Header: subject, display name and sender address, checked as typed (Next waits for them). */
export function EmailHeaderStep({ actor }: { actor: BuilderActor }) {
  const { header } = useSelector(actor, selectDraft)
  const errors = useSelector(actor, selectHeaderErrors)
  const change = (patch: Partial<EmailHeader>) =>
    actor.send({ type: 'header.change', header: { ...header, ...patch } })
  return (
    <div className={stepForm}>
      <TextField
        label="Subject"
        name="subject"
        value={header.subject}
        maxLength={TEMPLATE_LIMITS.subject}
        error={errors.subject}
        onChange={(event) => change({ subject: event.target.value })}
      />
      <TextField
        label="Display Name"
        name="displayName"
        value={header.displayName}
        maxLength={TEMPLATE_LIMITS.displayName}
        error={errors.displayName}
        hint={TEMPLATE_FIELD_HINTS.displayName}
        onChange={(event) => change({ displayName: event.target.value })}
      />
      <TextField
        label="Sender Email"
        name="senderEmail"
        type="email"
        value={header.senderEmail}
        error={errors.senderEmail}
        hint={TEMPLATE_FIELD_HINTS.senderEmail}
        onChange={(event) => change({ senderEmail: event.target.value })}
      />
    </div>
  )
}

/** SMS Sender: a phone number or a contact name. */
export function SmsSenderStep({ actor }: { actor: BuilderActor }) {
  const { sender } = useSelector(actor, selectDraft)
  const errors = useSelector(actor, selectSenderErrors)
  const change = (patch: Partial<SmsSender>) =>
    actor.send({ type: 'sender.change', sender: { ...sender, ...patch } })
  return (
    <div className={stepForm}>
      <fieldset className={css({ display: 'flex', gap: '6', mb: '2' })}>
        <legend className={css({ fontWeight: 'medium', mb: '2' })}>Sender</legend>
        {(
          [
            ['userName', 'Contact name'],
            ['phoneNumber', 'Phone number'],
          ] as const
        ).map(([type, label]) => (
          <label
            key={type}
            className={css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })}
          >
            <input
              type="radio"
              name="contactType"
              checked={sender.contactType === type}
              onChange={() => change({ contactType: type })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {sender.contactType === 'phoneNumber' ? (
        <TextField
          label="Phone Number"
          name="phoneNumber"
          type="tel"
          value={sender.phoneNumber}
          error={errors.phoneNumber}
          hint={TEMPLATE_FIELD_HINTS.phoneNumber}
          onChange={(event) => change({ phoneNumber: event.target.value })}
        />
      ) : (
        <TextField
          label="Contact Name"
          name="contactName"
          value={sender.contactName}
          maxLength={TEMPLATE_LIMITS.displayName}
          error={errors.contactName}
          onChange={(event) => change({ contactName: event.target.value })}
        />
      )}
    </div>
  )
}
