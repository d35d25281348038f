import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { policiesPageMachine } from '../../../machines/policies/policies-page.machine'
import type { reminderDialogMachine } from '../../../machines/users/reminder-dialog.machine'
import { POLICY_TEXTS, type PolicyRow } from '../../domain/policies'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { ConfirmActionDialog } from '../../ui/ConfirmActionDialog'
import { listCell as cell, ListTable, RetryAlert } from '../../ui/ListParts'
import { ReminderDialog } from '../users/ReminderDialog'
import {
  selectCanAct,
  selectPageFailure,
  selectPageLoading,
  selectPolicies,
  selectPolicyConfirm,
  selectPolicyForm,
  selectPolicyLearners,
  type PoliciesPageActor,
} from './policies-selectors'
import { PolicyFormDialog } from './PolicyFormDialog'
import { PolicyLearnersDrawer } from './PolicyLearnersDrawer'
import { formatDate } from '../../domain/intl-format'

const day = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: 'numeric', year: 'numeric' })

function ConfirmDialog({ page }: { page: PoliciesPageActor }) {
  const confirm = useSelector(page, selectPolicyConfirm)
  if (!confirm) return null
  const end = confirm.kind === 'end'
  return (
    <ConfirmActionDialog
      title={end ? POLICY_TEXTS.endTitle(confirm.name) : POLICY_TEXTS.deleteTitle(confirm.name)}
      warning={end ? POLICY_TEXTS.endWarning : POLICY_TEXTS.deleteWarning}
      confirmLabel={end ? 'End policy' : 'Delete policy'}
      busy={confirm.busy}
      failure={confirm.failure}
      onConfirm={() => page.send({ type: 'confirm.yes' })}
      onCancel={() => page.send({ type: 'confirm.no' })}
    />
  )
}

function PolicyActions({
  page,
  policy,
  canAct,
  onRemind,
}: {
  page: PoliciesPageActor
  policy: PolicyRow
  canAct: boolean
  onRemind: (policyId: string) => void
}) {
  const running = policy.endedAt === null
  const button = (label: string, onClick: () => void, disabled = false) => (
    <Button
      size="sm"
      variant="ghost"
      disabled={!canAct || disabled}
      aria-label={`${label}: ${policy.name}`}
      onClick={onClick}
    >
      {label}
    </Button>
  )
  return (
    <>
      {button('Learners', () => page.send({ type: 'policy.learners', policyId: policy.id }))}
      {policy.fileId
        ? button('PDF', () => page.send({ type: 'policy.download', policyId: policy.id }))
        : null}
      {running ? (
        <>
          {button('New revision', () => page.send({ type: 'policy.revise', policyId: policy.id }))}
          {button('Remind', () => onRemind(policy.id), policy.notOpened + policy.overdue === 0)}
          {button('End', () => page.send({ type: 'policy.end', policyId: policy.id }))}
        </>
      ) : null}
      {button('Delete', () => page.send({ type: 'policy.delete', policyId: policy.id }))}
    </>
  )
}

/** /policies: the company's policies, who acknowledged them, and what to do next. */
export default function PoliciesPage({
  page,
  reminder,
}: {
  page: ActorRefFrom<typeof policiesPageMachine>
  /** The not-acknowledged reminder (the reminder dialog's not-started mode). */
  reminder: ActorRefFrom<typeof reminderDialogMachine>
}) {
  const policies = useSelector(page, selectPolicies)
  const loading = useSelector(page, selectPageLoading)
  const failure = useSelector(page, selectPageFailure)
  const canAct = useSelector(page, selectCanAct)
  const form = useSelector(page, selectPolicyForm)
  const learners = useSelector(page, selectPolicyLearners)
  const remind = (policyId: string) =>
    reminder.send({ type: 'reminder.open', target: { mode: 'notStarted', campaignId: policyId } })
  return (
    <section
      aria-labelledby="policies-title"
      aria-busy={loading}
      className={css({ display: 'grid', gap: '4' })}
    >
      <div
        className={css({
          display: 'flex',
          gap: '4',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        })}
      >
        <h1 id="policies-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          Policies
        </h1>
        <Button disabled={!canAct} onClick={() => page.send({ type: 'policy.new' })}>
          Upload policy
        </Button>
      </div>
      <RetryAlert message={failure} onRetry={() => page.send({ type: 'policies.retry' })} />
      {!policies && loading ? <p role="status">Loading the policies…</p> : null}
      {policies ? (
        <ListTable busy={loading}>
          <thead>
            <tr>
              <th className={cell}>Policy</th>
              <th className={cell}>Status</th>
              <th className={cell}>Assigned</th>
              <th className={cell}>Acknowledged</th>
              <th className={cell}>Not opened</th>
              <th className={cell}>Overdue</th>
              <th className={cell}>
                <span className={css({ srOnly: true })}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {policies.map((policy) => (
              <tr key={policy.id}>
                <th scope="row" className={`${cell} ${css({ fontWeight: 'semibold' })}`}>
                  {policy.name}
                  <span
                    className={css({
                      display: 'block',
                      fontWeight: 'normal',
                      fontSize: 'sm',
                      color: 'text.muted',
                    })}
                  >
                    Revision {policy.revision} · {day(policy.updatedAt)}
                  </span>
                </th>
                <td className={cell}>
                  <span className={badge({ tone: policy.endedAt ? 'muted' : 'success' })}>
                    {policy.endedAt ? `Ended ${day(policy.endedAt)}` : 'Running'}
                  </span>
                </td>
                <td className={cell}>{policy.assignments}</td>
                <td className={cell}>
                  {policy.acknowledged} ({policy.progress}%)
                </td>
                <td className={cell}>{policy.notOpened}</td>
                <td className={cell}>{policy.overdue}</td>
                <td className={cell}>
                  {/* Up to six actions: they wrap in two short rows instead of widening the table. */}
                  <div
                    className={css({
                      display: 'flex',
                      flexWrap: 'wrap',
                      justifyContent: 'flex-end',
                      gap: '1',
                      minW: '220px',
                    })}
                  >
                    <PolicyActions page={page} policy={policy} canAct={canAct} onRemind={remind} />
                  </div>
                </td>
              </tr>
            ))}
            {policies.length === 0 ? (
              <tr>
                <td colSpan={7} className={cell}>
                  {POLICY_TEXTS.empty}
                </td>
              </tr>
            ) : null}
          </tbody>
        </ListTable>
      ) : null}
      <ReminderDialog actor={reminder} />
      {form ? <PolicyFormDialog form={form} /> : null}
      {learners ? <PolicyLearnersDrawer learners={learners} /> : null}
      <ConfirmDialog page={page} />
    </section>
  )
}
