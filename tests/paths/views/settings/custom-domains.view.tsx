import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  CustomDomainsContext,
  CustomDomainsEvent,
} from '../../../../machines/settings/custom-domains.machine'
import { bindCustomDomains } from '../../../../src/app/flows/settings/custom-domains'
import {
  CUSTOM_DOMAIN_LABELS,
  CUSTOM_DOMAIN_TEXTS,
  customDomainProblem,
} from '../../../../src/domain/custom-domains'
import CustomDomainsPanel from '../../../../src/features/settings/CustomDomainsPanel'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const ACTORS = ['loadDomains', 'saveDomain', 'verifyDomain', 'verifyAll', 'resetDomain', 'removeDomain']
const group = (kind: keyof typeof CUSTOM_DOMAIN_LABELS) =>
  within(screen.getByRole('group', { name: CUSTOM_DOMAIN_LABELS[kind], hidden: true }))

export const customDomainsView: ViewAdapter<CustomDomainsEvent> = {
  machineId: 'customDomains',
  mount() {
    const scripted = createScriptedActors(ACTORS)
    const { deps, spies } = scriptedDeps()
    render(<CustomDomainsPanel logic={bindCustomDomains(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'domain.edit':
        return void (await user.click(
          group(event.kind).getByRole('button', { name: /^(Add domain|Change)$/ }),
        ))
      case 'domain.change':
        return void fireEvent.change(screen.getByLabelText('Domain'), { target: { value: event.value } })
      case 'domain.save':
        return void (await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Save' })))
      case 'domain.cancel':
        return void (await user.click(
          within(screen.getByRole('form')).getByRole('button', { name: 'Cancel' }),
        ))
      case 'domain.verify':
        return void (await user.click(group(event.kind).getByRole('button', { name: 'Verify' })))
      case 'domain.verifyAll':
        return void (await user.click(screen.getByRole('button', { name: 'Verify all' })))
      case 'domain.reset':
        return void (await user.click(group(event.kind).getByRole('button', { name: 'Reset' })))
      case 'remove.request':
        return void (await user.click(group(event.kind).getByRole('button', { name: 'Delete' })))
      case 'remove.confirm':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
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
    const context = snapshot.context as CustomDomainsContext
    if (snapshot.matches('loading')) return void expect(screen.getByText('Loading…')).toBeInTheDocument()
    if (snapshot.matches('failed')) {
      expect(screen.getByText(context.failure!)).toBeInTheDocument()
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    }
    const editing = snapshot.matches({ ready: 'editing' }) || snapshot.matches({ ready: 'saving' })
    for (const domain of context.domains ?? []) {
      if (editing && context.kind === domain.type) continue
      const card = group(domain.type)
      expect(card.getByText(domain.domain)).toBeInTheDocument()
      expect(card.getByText(domain.verified ? 'Verified' : 'Waiting for verification')).toBeInTheDocument()
      if (!domain.verified) expect(card.getByText(domain.txtName, { exact: false })).toBeInTheDocument()
    }
    if (editing) {
      const box = screen.getByLabelText('Domain') as HTMLInputElement
      expect(box.value).toBe(context.draft)
      const problem = context.tried ? customDomainProblem(context.draft) : null
      if (problem) expect(box).toHaveAccessibleDescription(expect.stringContaining(problem))
    } else expect(screen.queryByRole('form')).toBeNull()
    if (context.failure) expect(screen.getByText(context.failure)).toBeInTheDocument()
    const removing =
      snapshot.matches({ ready: 'confirmingRemove' }) || snapshot.matches({ ready: 'removing' })
    expect(screen.queryByRole('alertdialog') !== null).toBe(removing)
    if (removing) expect(screen.getByText(CUSTOM_DOMAIN_TEXTS.removeConfirm)).toBeInTheDocument()
  },
}
