import { render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  type policyAgreementMachine,
  type PolicyAgreementContext,
  type PolicyAgreementInput,
} from '../../../../machines/shell/policy-agreement.machine'
import { POLICY_TEXTS as T } from '../../../../src/domain/policy-agreement'
import { PolicyAgreementDialog } from '../../../../src/features/shell/PolicyAgreementDialog'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindPolicyAgreement } from '../../../../src/app/flows/shell/policy-agreement'

function Harness({ logic, input }: { logic: typeof policyAgreementMachine; input: PolicyAgreementInput }) {
  const actor = useActorRef(logic, { input })
  return <PolicyAgreementDialog actor={actor} />
}

export const policyAgreementView: ViewAdapter = {
  machineId: 'policyAgreement',
  mount(input) {
    const scripted = createScriptedActors(['confirmPolicy', 'refreshUser'])
    render(
      <Harness
        input={input as PolicyAgreementInput}
        logic={bindPolicyAgreement(scriptedDeps().deps).provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type === 'policy.confirm')
      return void (await user.click(screen.getByRole('button', { name: T.confirm })))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as PolicyAgreementContext
    const dialog = screen.queryByRole('dialog', { name: T.title })
    if (snapshot.matches('notNeeded') || snapshot.matches('confirmed')) return void expect(dialog).toBeNull()
    expect(dialog).not.toBeNull()
    // Only the confirmation closes it: no close button.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expect(screen.getByRole('button', { name: snapshot.hasTag('busy') ? 'Saving…' : T.confirm })).toBeTruthy()
    if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(context.error)
  },
}
