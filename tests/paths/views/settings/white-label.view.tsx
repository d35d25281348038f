import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { WhiteLabelContext, WhiteLabelEvent } from '../../../../machines/settings/white-label.machine'
import { bindWhiteLabel } from '../../../../src/app/flows/settings/white-label'
import { WHITE_LABEL_TEXTS as T } from '../../../../src/domain/white-label'
import BrandPanel from '../../../../src/features/settings/BrandPanel'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const ACTORS = ['loadBrand', 'readLogo', 'saveBrand', 'removeBrand']
const LABELS = { productName: 'Product name', primaryColor: 'Primary colour' } as const
// What each value the scenarios type (or the saved and default brands hold) must show, in the spec's and the
// texts' words — not asked of BrandForm, which the machine's guard uses too: a wrong rule would pass both.
// #ffee00 is a yellow white text cannot be read on (contrast about 1.2:1).
const PROBLEM: Record<keyof typeof LABELS, Record<string, string | null>> = {
  productName: { 'Northwind Secure': null, 'Awareness Admin': null, '': T.productNameRequired },
  primaryColor: { '#0b6e4f': null, '#3b44b8': null, '#ffee00': T.contrast },
}
function expectedProblem(field: keyof typeof LABELS, value: string): string | null {
  const problem = PROBLEM[field][value]
  if (problem === undefined) throw new Error(`no expectation for the scenario's ${field} "${value}"`)
  return problem
}

const form = () => within(screen.getByRole('form', { name: 'Brand' }))

export const whiteLabelView: ViewAdapter<WhiteLabelEvent> = {
  machineId: 'whiteLabel',
  mount() {
    const scripted = createScriptedActors(ACTORS)
    const { deps, spies } = scriptedDeps()
    render(<BrandPanel logic={bindWhiteLabel(deps, null).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'field.change':
        return void fireEvent.change(screen.getByLabelText(LABELS[event.field]), {
          target: { value: event.value },
        })
      case 'logo.pick':
        return void (await user.upload(screen.getByLabelText('Logo') as HTMLInputElement, event.file as File))
      case 'logo.clear':
        return void (await user.click(screen.getByRole('button', { name: 'Remove logo' })))
      case 'brand.save':
        return void (await user.click(form().getByRole('button', { name: 'Save' })))
      case 'brand.cancel':
        return void (await user.click(form().getByRole('button', { name: 'Cancel' })))
      case 'remove.request':
        return void (await user.click(screen.getByRole('button', { name: 'Remove brand' })))
      case 'remove.confirm':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
        ))
      case 'remove.cancel':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
        ))
      case 'retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as WhiteLabelContext
    if (snapshot.matches('loading')) return void expect(screen.getByText('Loading…')).toBeInTheDocument()
    if (snapshot.matches('failed')) {
      expect(screen.getByText(context.failure!)).toBeInTheDocument()
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    }
    const name = screen.getByLabelText(LABELS.productName) as HTMLInputElement
    expect(name.value).toBe(context.draft.productName)
    expect((screen.getByLabelText(LABELS.primaryColor) as HTMLInputElement).value).toBe(
      context.draft.primaryColor,
    )
    for (const [field, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
      const problem = context.tried ? expectedProblem(field, context.draft[field]) : null
      const box = screen.getByLabelText(label)
      if (problem) expect(box).toHaveAccessibleDescription(expect.stringContaining(problem))
      else expect(box).not.toHaveAttribute('aria-invalid')
    }
    const preview = screen.getByRole('img', { name: 'Preview', hidden: true })
    expect(preview.querySelector('img') !== null).toBe(context.draft.logo !== null)
    expect(screen.queryByRole('button', { name: 'Remove logo', hidden: true }) !== null).toBe(
      context.draft.logo !== null,
    )
    if (context.logoProblem) expect(screen.getByText(context.logoProblem)).toBeInTheDocument()
    if (context.failure) expect(screen.getByText(context.failure)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove brand', hidden: true }) !== null).toBe(
      context.saved !== null,
    )
    const removing =
      snapshot.matches({ ready: 'confirmingRemove' }) || snapshot.matches({ ready: 'removing' })
    expect(screen.queryByRole('alertdialog') !== null).toBe(removing)
    if (removing) expect(screen.getByText(T.removeConfirm)).toBeInTheDocument()
  },
}
