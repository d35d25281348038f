import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { comboboxItems } from '../../src/domain/combo-items'
import { ComboChipsInput } from '../../src/ui/ComboChipsInput'

function Harness({ known }: { known: string[] }) {
  const [names, setNames] = useState<string[]>([])
  return (
    <>
      <ComboChipsInput
        label="Department"
        suggestions={known}
        chips={names.map((name) => ({ key: name.toLowerCase(), label: name, bad: false }))}
        onAdd={(name) =>
          setNames((all) => (all.some((n) => n.toLowerCase() === name.toLowerCase()) ? all : [...all, name]))
        }
        onRemove={(key) => setNames((all) => all.filter((n) => n.toLowerCase() !== key))}
      />
      <output>{names.join('|')}</output>
      <button type="button">elsewhere</button>
    </>
  )
}

describe('the department and group combobox (issue 24)', () => {
  it('offers the known names not chosen, filtered, and Create for a new one', () => {
    expect(comboboxItems(['Sales', 'Field Team'], [], '').map((i) => i.label)).toEqual([
      'Sales',
      'Field Team',
    ])
    expect(comboboxItems(['Sales', 'Field Team'], ['Sales'], 'e').map((i) => i.label)).toEqual([
      'Field Team',
      'Create "e"',
    ])
    expect(comboboxItems(['Sales'], [], 'sales').map((i) => i.label)).toEqual(['Sales'])
  })

  it('opens on click, picks with Enter, creates by name, and keeps typed text when focus moves on', async () => {
    const user = userEvent.setup()
    render(<Harness known={['Sales', 'Field Team']} />)
    const box = screen.getByRole('combobox', { name: 'Department' })
    await user.click(box)
    expect(await screen.findByRole('option', { name: 'Field Team' })).toBeInTheDocument()
    await user.type(box, 'fie{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('Field Team')
    // Pasted: jsdom with user-event drops a typed space in this box (Chromium does not; the add-users e2e types one).
    await user.paste('Night shift')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('Field Team|Night shift')
    await user.type(box, 'Ops')
    await user.click(screen.getByRole('button', { name: 'elsewhere' }))
    expect(screen.getByRole('status')).toHaveTextContent('Field Team|Night shift|Ops')
    await user.type(box, '{Backspace}')
    expect(screen.getByRole('status')).toHaveTextContent('Field Team|Night shift')
  })
})
