import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import type { helpDrawerMachine } from '../../../machines/help/help-drawer.machine'
import {
  HELP_TOPICS,
  SUPPORT_FAQ_URL,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TEXTS as T,
  type SupportValues,
} from '../../domain/support'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { Drawer } from '../../ui/Drawer'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { card } from '../../ui/surfaces'
import {
  selectHelpBusy,
  selectHelpError,
  selectHelpErrors,
  selectHelpLocked,
  selectHelpOpen,
  selectHelpThanks,
  selectHelpValues,
} from './selectors'

type HelpActor = ActorRefFrom<typeof helpDrawerMachine>
const TOPIC_OPTIONS = HELP_TOPICS.map((topic) => ({ id: topic, label: topic }))

function SupportForm({ actor }: { actor: HelpActor }) {
  const values = useSelector(actor, selectHelpValues)
  const errors = useSelector(actor, selectHelpErrors)
  const error = useSelector(actor, selectHelpError)
  const locked = useSelector(actor, selectHelpLocked)
  const change = (name: keyof SupportValues, value: string) =>
    actor.send({ type: 'help.change', field: name, value })
  const classes = field()
  return (
    <form
      id="support-form"
      aria-label={T.title}
      noValidate
      className={css({ display: 'flex', flexDir: 'column', gap: '2' })}
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'help.submit' })
      }}
    >
      <SelectField
        label={T.category}
        name="category"
        placeholder={T.categoryPlaceholder}
        options={TOPIC_OPTIONS}
        value={values.category}
        error={errors?.category}
        onChange={(event) => change('category', event.target.value)}
      />
      <div className={classes.root}>
        <label htmlFor="support-message" className={classes.label}>
          {T.message}
        </label>
        <textarea
          id="support-message"
          className={`${classes.input} ${css({ minH: '32', py: '2' })}`}
          value={values.message}
          aria-invalid={errors?.message ? true : undefined}
          aria-describedby={errors?.message ? 'support-message-error' : undefined}
          onChange={(event) => change('message', event.target.value)}
        />
        {errors?.message ? (
          <p id="support-message-error" className={classes.error}>
            {errors.message}
          </p>
        ) : (
          <p className={classes.hint}>
            {values.message.length} / {SUPPORT_MESSAGE_MAX}
          </p>
        )}
      </div>
      <TextField
        label={T.email}
        name="email"
        type="email"
        autoComplete="email"
        readOnly={locked}
        value={values.email}
        error={errors?.email}
        onChange={(event) => change('email', event.target.value)}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
    </form>
  )
}

/** Contact Support: the greeting, the FAQ card, and the support form; then Thank You for 1.5 s. */
export function HelpDrawer({ actor, name, showFaq }: { actor: HelpActor; name: string; showFaq: boolean }) {
  const open = useSelector(actor, selectHelpOpen)
  const thanks = useSelector(actor, selectHelpThanks)
  const busy = useSelector(actor, selectHelpBusy)
  return (
    <Drawer
      open={open}
      title={T.title}
      width="480px"
      onClose={() => actor.send({ type: 'help.close' })}
      footer={
        thanks ? null : (
          <Button type="submit" form="support-form" fullWidth disabled={busy} aria-busy={busy}>
            {busy ? 'Sending…' : T.send}
          </Button>
        )
      }
    >
      {thanks ? (
        <section
          aria-label={T.thanksTitle}
          className={css({ display: 'grid', placeItems: 'center', textAlign: 'center', gap: '2', py: '16' })}
        >
          <h3 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{T.thanksTitle}</h3>
          <p>{T.thanksText}</p>
        </section>
      ) : (
        <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
          <p className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{T.greeting(name)}</p>
          {showFaq ? (
            <section aria-label={T.faqTitle} className={card}>
              <h3 className={css({ fontWeight: 'bold' })}>{T.faqTitle}</h3>
              <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{T.faqText}</p>
              <a
                href={SUPPORT_FAQ_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={css({ color: 'brand', fontWeight: 'semibold', fontSize: 'sm' })}
              >
                {T.faqLink}
              </a>
            </section>
          ) : null}
          <SupportForm actor={actor} />
        </div>
      )}
    </Drawer>
  )
}
