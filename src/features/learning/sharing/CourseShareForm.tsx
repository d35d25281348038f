import { useSelector } from '@xstate/react'
import { css } from '../../../../styled-system/css'
import { INHERIT_LABELS, INHERIT_SETTINGS, type ShareForm } from '../../../domain/course-sharing'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { RadioChoices } from '../../../ui/RadioChoices'
import { NotificationFields, ScheduleFields } from '../DeliveryFields'
import { AddCourseCustomersDialog } from './AddCourseCustomersDialog'
import {
  selectAddDialog,
  selectShareBusy,
  selectShareDraft,
  selectShareFailure,
  selectShareProblems,
  selectShareToday,
  type CourseShareFormActor,
} from './selectors'

const legend = css({ fontSize: 'sm', fontWeight: 'semibold' })

/** 001 §3 course sharing form: inherit settings, customers, and for a start its schedule and notification. */
export function CourseShareFields({ form }: { form: CourseShareFormActor }) {
  const draft = useSelector(form, selectShareDraft)
  const problems = useSelector(form, selectShareProblems)
  const failure = useSelector(form, selectShareFailure)
  const today = useSelector(form, selectShareToday)
  const addDialog = useSelector(form, selectAddDialog)
  const busy = useSelector(form, selectShareBusy)
  const change = (patch: Partial<Omit<ShareForm, 'customers'>>) => form.send({ type: 'form.change', patch })
  return (
    <fieldset
      disabled={busy}
      className={css({ display: 'flex', flexDir: 'column', gap: '3', border: 'none', p: '0', m: '0' })}
    >
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <span className={legend}>Inherit settings</span>
      <RadioChoices
        label="Inherit settings"
        name="inherit"
        choices={INHERIT_SETTINGS}
        labels={INHERIT_LABELS}
        value={draft.inherit}
        onChange={(inherit) => change({ inherit })}
      />
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <span className={legend}>Customers</span>
        <Button size="sm" variant="outline" onClick={() => form.send({ type: 'customers.add' })}>
          Add customers
        </Button>
      </div>
      {draft.customers.length > 0 ? (
        <ul aria-label="Chosen customers" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {draft.customers.map((customer) => (
            <li
              key={customer.companyId}
              className={css({
                display: 'flex',
                gap: '1',
                alignItems: 'center',
                bg: 'surface.sunken',
                borderRadius: 'full',
                pl: '3',
                pr: '1',
                py: '0.5',
                fontSize: 'sm',
              })}
            >
              {customer.companyName}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${customer.companyName}`}
                onClick={() => form.send({ type: 'customer.remove', companyId: customer.companyId })}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {problems.customers ? (
        <p role="alert" className={css({ color: 'red.700', fontSize: 'sm' })}>
          {problems.customers}
        </p>
      ) : null}
      {draft.inherit === 'copy_and_start' ? (
        <>
          <ScheduleFields draft={draft} problems={problems} change={change} min={today} />
          <NotificationFields draft={draft} problems={problems} change={change} />
        </>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>
          Each customer gets its own copy of the course in its library; its admins start it when they choose.
        </p>
      )}
      {addDialog ? <AddCourseCustomersDialog dialog={addDialog} /> : null}
    </fieldset>
  )
}

export const submitLabel = (draft: ShareForm) => (draft.inherit === 'copy' ? 'Share' : 'Start')

/** The customers settings tab: the form on the page. */
export function CourseShareSettings({ form }: { form: CourseShareFormActor }) {
  const draft = useSelector(form, selectShareDraft)
  const busy = useSelector(form, selectShareBusy)
  return (
    <section
      aria-label="Customers settings"
      className={css({
        display: 'grid',
        gap: '4',
        bg: 'surface.card',
        borderRadius: 'lg',
        boxShadow: 'sm',
        p: { base: '4', md: '6' },
        maxW: '720px',
      })}
    >
      <CourseShareFields form={form} />
      <div>
        <Button aria-busy={busy} disabled={busy} onClick={() => form.send({ type: 'form.submit' })}>
          {submitLabel(draft)}
        </Button>
      </div>
    </section>
  )
}
