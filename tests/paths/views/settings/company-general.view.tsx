import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  CompanyGeneralContext,
  CompanyGeneralEvent,
} from '../../../../machines/settings/company-general.machine'
import { bindCompanyGeneral } from '../../../../src/app/flows/settings/company-general'
import CompanyCard from '../../../../src/features/settings/CompanyCard'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const ACTORS = ['loadGeneral', 'readLogo', 'saveGeneral']
const LABELS = { name: 'Company name', lang: 'Language of emails', timeZone: 'Time zone' } as const
// What a tried save must say, from the spec's words (001: required → "Field is required") and the scenarios'
// literal values: the one refused value is the empty name. Not the domain's own rule, which the machine uses too.
const EXPECTED_PROBLEMS: Partial<Record<keyof typeof LABELS, Record<string, string>>> = {
  name: { '': 'Field is required' },
}
const form = () => within(screen.getByRole('form', { name: 'Company' }))

export const companyGeneralView: ViewAdapter<CompanyGeneralEvent> = {
  machineId: 'companyGeneral',
  mount() {
    const scripted = createScriptedActors(ACTORS)
    const { deps, spies } = scriptedDeps()
    render(<CompanyCard logic={bindCompanyGeneral(deps, null).provide({ actors: scripted.logics })} />)
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
      case 'general.save':
        return void (await user.click(form().getByRole('button', { name: 'Save' })))
      case 'general.cancel':
        return void (await user.click(form().getByRole('button', { name: 'Cancel' })))
      case 'retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as CompanyGeneralContext
    if (snapshot.matches('loading')) return void expect(screen.getByText('Loading…')).toBeInTheDocument()
    if (snapshot.matches('failed')) {
      expect(screen.getByText(context.failure!)).toBeInTheDocument()
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    }
    for (const [field, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
      const box = screen.getByLabelText(label) as HTMLInputElement
      expect(box.value).toBe(context.draft[field])
      const problem = context.tried ? EXPECTED_PROBLEMS[field]?.[context.draft[field]] : undefined
      if (problem) expect(box).toHaveAccessibleDescription(expect.stringContaining(problem))
      else expect(box).not.toHaveAccessibleDescription(expect.stringContaining('Field is required'))
    }
    expect(screen.queryByRole('img', { name: 'Company logo' }) !== null).toBe(context.draft.logo !== null)
    if (context.logoProblem) expect(screen.getByText(context.logoProblem)).toBeInTheDocument()
    if (context.failure) expect(screen.getByText(context.failure)).toBeInTheDocument()
  },
}
