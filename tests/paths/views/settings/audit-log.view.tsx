import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  AuditLogContext,
  AuditLogEvent,
  auditLogMachine,
} from '../../../../machines/settings/audit-log.machine'
import { firstAuditQuery } from '../../../../machines/samples/audit-log.samples'
import { bindAuditLog } from '../../../../src/app/flows/settings/audit-log'
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_LABELS,
  AUDIT_TEXTS,
  auditFilters,
} from '../../../../src/domain/audit-log'
import { AuditLogPanel } from '../../../../src/features/settings/AuditLogPage'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic }: { logic: typeof auditLogMachine }) {
  const actor = useActorRef(logic, { input: { query: firstAuditQuery } })
  return <AuditLogPanel actor={actor} />
}

export const auditLogView: ViewAdapter<AuditLogEvent> = {
  machineId: 'auditLog',
  mount() {
    const scripted = createScriptedActors(['loadEntries', 'downloadEntries'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindAuditLog(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type === 'audit.retry')
      return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    if (event.type === 'audit.download')
      return void (await user.click(screen.getByRole('button', { name: AUDIT_TEXTS.download })))
    const { actorKind } = auditFilters(event.query.filters)
    await user.selectOptions(screen.getByRole('combobox', { name: AUDIT_TEXTS.actorFilter }), actorKind ?? '')
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as AuditLogContext
    const failed = snapshot.matches('failed')
    expect(screen.queryByRole('button', { name: 'Retry' }) !== null).toBe(failed)
    if (failed) expect(screen.getByRole('alert')).toHaveTextContent(context.failure!)
    expect(screen.getByRole('combobox', { name: AUDIT_TEXTS.actorFilter })).toHaveValue(
      auditFilters(context.query.filters).actorKind ?? '',
    )
    const list = screen.getByRole('list', { name: 'Audit entries' })
    expect(list.getAttribute('aria-busy')).toBe(snapshot.matches('loading') ? 'true' : null)
    if (!context.page) {
      if (snapshot.matches('loading')) expect(screen.getByText('Loading the audit log…')).toBeTruthy()
      return
    }
    const entries = within(list).queryAllByRole('listitem')
    expect(entries).toHaveLength(context.page.items.length)
    context.page.items.forEach((entry, index) => {
      const item = within(entries[index]!)
      expect(item.getByText(AUDIT_ACTIONS[entry.action], { exact: false })).toBeTruthy()
      expect(item.getByText(`${AUDIT_ACTOR_LABELS[entry.actorKind]}:`, { exact: false })).toBeTruthy()
      if (entry.reason) expect(item.getByText(`Reason: ${entry.reason}`)).toBeTruthy()
    })
    const empty = context.page.items.length === 0
    const filtered = Object.keys(context.query.filters).length > 0
    expect(screen.queryByText(AUDIT_TEXTS.empty) !== null).toBe(empty && !filtered)
    expect(screen.queryByText(AUDIT_TEXTS.emptyFiltered) !== null).toBe(empty && filtered)
    const download = screen.getByRole('button', { name: AUDIT_TEXTS.download })
    expect(download).toHaveProperty('disabled', !snapshot.can({ type: 'audit.download' }))
    // A failed download says so in a toast; the list stays.
    const toasts = spies.toast?.mock.calls ?? []
    if (toasts.length > 0) expect(toasts.at(-1)).toEqual([AUDIT_TEXTS.downloadFailed, 'error'])
  },
}
