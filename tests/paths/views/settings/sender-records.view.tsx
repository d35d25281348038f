import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import type { ActorRefFrom, AnyActorLogic } from 'xstate'
import {
  senderRecordsMachine,
  type SenderRecordsEvent,
} from '../../../../machines/settings/sender-records.machine'
import {
  RECORD_LABELS,
  SENDER_RECORD_TEXTS as T,
  STATUS_LABELS,
  type SenderRecords,
} from '../../../../src/domain/sender-records'
import { SenderRecordsSection } from '../../../../src/features/settings/SenderRecordsSection'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'

// The records under the mail-delivery panel. "Who sends changed" is the panel's message, sent as the panel sends
// it; the domain and Check again are the section's own controls.
const mounted: { actor: ActorRefFrom<typeof senderRecordsMachine> | null } = { actor: null }

function Harness({ logic }: { logic: typeof senderRecordsMachine }) {
  const records = useActorRef(logic)
  useEffect(() => {
    mounted.actor = records
  }, [records])
  return <SenderRecordsSection records={records} />
}

const section = () => within(screen.getByRole('group', { name: T.title }))

export const senderRecordsView: ViewAdapter<SenderRecordsEvent> = {
  machineId: 'senderRecords',
  mount() {
    const scripted = createScriptedActors(['checkRecords'])
    render(
      <Harness
        logic={senderRecordsMachine.provide({
          actors: scripted.logics as Record<'checkRecords', AnyActorLogic>,
        })}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type === 'sender.changed') return void act(() => mounted.actor!.send(event))
    if (event.type === 'domain.change')
      return void fireEvent.change(section().getByLabelText(T.domainLabel), {
        target: { value: event.value },
      })
    if (event.type === 'records.check')
      return void (await user.click(section().getByRole('button', { name: T.check })))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const { domain, failure, records } = snapshot.context as {
      domain: string
      failure: string | null
      records: SenderRecords | null
    }
    expect(section().getByLabelText(T.domainLabel)).toHaveValue(domain)
    const invalid = domain.trim() !== '' && !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain.trim())
    if (invalid) expect(section().getByText(T.domainInvalid)).toBeTruthy()
    else expect(section().queryByText(T.domainInvalid)).toBeNull()
    const button = section().getByRole('button', {
      name: snapshot.matches('checking') ? T.checking : T.check,
    })
    expect(button).toHaveProperty('disabled', snapshot.matches('checking') || invalid)
    // The look-up's failure is the alert with Retry (a typed domain's problem is the field's own alert).
    const retry = section().queryByRole('button', { name: 'Retry' })
    if (snapshot.matches('failed')) expect(retry?.closest('[role="alert"]')).toHaveTextContent(failure!)
    else expect(retry).toBeNull()
    const rows = section().queryAllByRole('listitem')
    if (!snapshot.matches('checked')) return void expect(rows).toHaveLength(0)
    expect(rows).toHaveLength(records!.records.length)
    records!.records.forEach((record, index) => {
      const row = rows[index]!
      expect(row).toHaveAccessibleName(`${RECORD_LABELS[record.kind]} ${record.name}`)
      expect(row).toHaveTextContent(STATUS_LABELS[record.status])
      if (record.problem) expect(row).toHaveTextContent(record.problem)
    })
    if (!records!.domain) expect(section().getByText(new RegExp(T.noDomain))).toBeTruthy()
    else expect(section().getByText(new RegExp(`as ${records!.domain.replace('.', '\\.')}`))).toBeTruthy()
  },
}
