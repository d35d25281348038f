import { useSelector } from '@xstate/react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { becomePartnerMachine } from '../../../machines/become-partner/become-partner.machine'
import {
  BECOME_PARTNER_TEXTS,
  PARTNER_KIND_LABELS,
  PARTNER_KINDS,
  PARTNER_PITCH,
  partnerRequestFieldProblems,
  type PartnerKind,
} from '../../domain/become-partner'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { RetryAlert } from '../../ui/ListParts'
import { SelectField } from '../../ui/SelectField'
import { cardPanel } from '../../ui/surfaces'
import { TextAreaField } from '../../ui/TextAreaField'
import { TextField } from '../../ui/TextField'
import { formatDate } from '../../domain/intl-format'

export type BecomePartnerActor = ActorRefFrom<typeof becomePartnerMachine>

/** Which of the page's parts shows. */
const selectPhase = (s: ReturnType<BecomePartnerActor['getSnapshot']>) =>
  s.matches('failed')
    ? 'failed'
    : s.matches('loading')
      ? 'loading'
      : s.matches('partner')
        ? 'partner'
        : s.matches('requested')
          ? 'requested'
          : 'form'

const longDate = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: '2-digit', year: 'numeric' })

/** The form's messages, once Send was pressed. */
const selectProblems = (s: SnapshotFrom<BecomePartnerActor>) =>
  s.context.attempted ? partnerRequestFieldProblems(s.context.draft) : {}

function RequestForm({ actor }: { actor: BecomePartnerActor }) {
  const context = useSelector(actor, (s) => s.context)
  const sending = useSelector(actor, (s) => s.matches('sending'))
  const problems = useSelector(actor, selectProblems)
  const { draft } = context
  return (
    <form
      aria-label="Partner request"
      className={`${cardPanel} ${css({ display: 'grid', gap: '2', maxW: '2xl' })}`}
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'request.send' })
      }}
    >
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>Ask to become a partner</h2>
      <SelectField
        label="How you would work with us"
        name="kind"
        placeholder="Choose one"
        value={draft.kind}
        options={PARTNER_KINDS.map((id) => ({ id, label: PARTNER_KIND_LABELS[id] }))}
        onChange={(e) =>
          actor.send({ type: 'request.change', patch: { kind: e.target.value as PartnerKind } })
        }
      />
      <TextField
        label="Customers you expect"
        name="expectedCustomers"
        type="number"
        min={1}
        value={String(draft.expectedCustomers)}
        error={problems.expectedCustomers}
        onChange={(e) =>
          actor.send({ type: 'request.change', patch: { expectedCustomers: Number(e.target.value) } })
        }
      />
      <TextField
        label="Website"
        name="website"
        value={draft.website}
        error={problems.website}
        onChange={(e) => actor.send({ type: 'request.change', patch: { website: e.target.value } })}
      />
      <TextAreaField
        label="Anything our partner team should know"
        name="message"
        minRows="16"
        value={draft.message}
        error={problems.message}
        onChange={(e) => actor.send({ type: 'request.change', patch: { message: e.target.value } })}
      />
      {context.failure ? <Alert tone="danger">{context.failure}</Alert> : null}
      <Button type="submit" aria-busy={sending} disabled={sending}>
        Send request
      </Button>
    </form>
  )
}

/** /become-partner: the affiliate pitch (001 §1) and the request that reaches the partner team. */
export function BecomePartnerPage({ actor }: { actor: BecomePartnerActor }) {
  const state = useSelector(actor, selectPhase)
  const failure = useSelector(actor, (s) => s.context.failure)
  const request = useSelector(actor, (s) => s.context.view?.request ?? null)
  return (
    <section
      aria-labelledby="become-partner-title"
      className={css({ display: 'grid', gap: '6', maxW: '5xl' })}
    >
      <h1 id="become-partner-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {BECOME_PARTNER_TEXTS.title}
      </h1>
      <ul
        aria-label="What partners get"
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
        })}
      >
        {PARTNER_PITCH.map((item) => (
          <li key={item.title} className={cardPanel}>
            <strong>{item.title}</strong>
            <p className={css({ color: 'text.muted', fontSize: 'sm', mt: '1' })}>{item.text}</p>
          </li>
        ))}
      </ul>
      {state === 'failed' ? (
        <RetryAlert message={failure} onRetry={() => actor.send({ type: 'request.retry' })} />
      ) : null}
      {state === 'loading' ? <p role="status">Loading…</p> : null}
      {state === 'partner' ? <Alert tone="info">{BECOME_PARTNER_TEXTS.alreadyPartner}</Alert> : null}
      {state === 'requested' && request ? (
        <Alert tone="success">{BECOME_PARTNER_TEXTS.pending(longDate(request.createdAt))}</Alert>
      ) : null}
      {state === 'form' ? <RequestForm actor={actor} /> : null}
    </section>
  )
}
