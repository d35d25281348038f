import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type {
  PolicyLearnersContext,
  PolicyLearnersEvent,
  PolicyLearnersInput,
  policyLearnersMachine,
} from '../../../../machines/policies/policy-learners.machine'
import { bindPolicyLearners } from '../../../../src/app/flows/policies/policies-page'
import { POLICY_FILTER_LABELS } from '../../../../src/domain/policies'
import { PolicyLearnersDrawer } from '../../../../src/features/policies/PolicyLearnersDrawer'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic, input }: { logic: typeof policyLearnersMachine; input: PolicyLearnersInput }) {
  const learners = useActorRef(logic, { input })
  return <PolicyLearnersDrawer learners={learners} />
}

export const policyLearnersView: ViewAdapter<PolicyLearnersEvent> = {
  machineId: 'policyLearners',
  mount(input) {
    const scripted = createScriptedActors(['loadLearners'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindPolicyLearners(deps).provide({ actors: scripted.logics })}
        input={input as PolicyLearnersInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const drawer = within(screen.getByRole('dialog'))
    switch (event.type) {
      case 'learners.close':
        return void (await user.click(drawer.getByRole('button', { name: 'Done' })))
      case 'learners.retry':
        return void (await user.click(drawer.getByRole('button', { name: 'Retry' })))
      case 'learners.filter':
        return void (await user.click(
          drawer.getByRole('button', { name: POLICY_FILTER_LABELS[event.filter] }),
        ))
      case 'learners.page': {
        const label = event.page > 0 ? 'Next' : 'Previous'
        return void (await user.click(enabledControl(drawer.getByRole('button', { name: label }), label)))
      }
      case 'learners.search': {
        const box = drawer.getByRole('searchbox', { name: 'Search learners' })
        await user.clear(box)
        await user.type(box, event.text)
        return void (await user.click(drawer.getByRole('button', { name: 'Search' })))
      }
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as PolicyLearnersContext
    if (snapshot.status === 'done') return
    const drawer = within(screen.getByRole('dialog'))
    expect(drawer.getByRole('button', { name: POLICY_FILTER_LABELS[context.query.filter] })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    if (snapshot.matches('failed')) expect(drawer.getByText(context.failure ?? '')).toBeTruthy()
    if (snapshot.matches('ready'))
      for (const item of context.data?.items ?? []) expect(drawer.getByText(item.email)).toBeTruthy()
  },
}
