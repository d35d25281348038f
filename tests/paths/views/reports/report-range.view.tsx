import { render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect, vi } from 'vitest'
import {
  reportRangeMachine,
  type ReportRangeContext,
  type ReportRangeEvent,
} from '../../../../machines/reports/report-range.machine'
import { RANGE_LABELS, rangeLabel, type ReportRange } from '../../../../src/domain/report-range'
import { RangePicker } from '../../../../src/features/reports/RangePicker'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'

// The report period picker alone: presets chosen from the select, a custom range typed into its two date
// fields; what the page would be told is the spy's.

function Harness({ logic, input }: { logic: typeof reportRangeMachine; input: unknown }) {
  const range = useActorRef(logic, { input: input as { range: ReportRange; today: string } })
  return <RangePicker range={range} />
}

const dateField = (name: 'From' | 'To') => screen.getByLabelText(name) as HTMLInputElement

export const reportRangeView: ViewAdapter = {
  machineId: 'reportRange',
  mount(input) {
    const scripted = createScriptedActors([])
    const applyRange = vi.fn()
    // The page it sits on hears of each applied period (applyRange).
    const logic = reportRangeMachine.provide({ actions: { applyRange: (_, range) => applyRange(range) } })
    render(<Harness logic={logic} input={input} />)
    return { scripted, spies: { applyRange } }
  },
  async perform(event, user) {
    const e = event as ReportRangeEvent
    const period = screen.getByRole('combobox', { name: 'Period' })
    switch (e.type) {
      case 'range.preset':
        return void (await user.selectOptions(period, RANGE_LABELS[e.preset]))
      case 'range.custom':
        return void (await user.selectOptions(period, RANGE_LABELS.custom))
      case 'range.editFrom':
      case 'range.editTo': {
        const input = dateField(e.type === 'range.editFrom' ? 'From' : 'To')
        await user.clear(input)
        if (e.value) await user.type(input, e.value)
        return
      }
      case 'range.apply':
        return void (await user.click(
          enabledControl(screen.queryByRole('button', { name: 'Apply' }), 'Apply'),
        ))
      case 'range.cancel':
        return void (await user.click(screen.getByRole('button', { name: 'Cancel' })))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as ReportRangeContext
    const period = screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement
    if (!snapshot.matches('custom')) {
      expect(period.value).toBe(context.range.range)
      expect(screen.getByText(rangeLabel(context.range))).toBeTruthy()
      return void expect(screen.queryByRole('form', { name: 'Custom range' })).toBeNull()
    }
    expect(period.value).toBe('custom')
    expect(dateField('From').value).toBe(context.draftFrom)
    expect(dateField('To').value).toBe(context.draftTo)
    if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(context.error.message)
    else expect(screen.queryByRole('alert')).toBeNull()
  },
}
