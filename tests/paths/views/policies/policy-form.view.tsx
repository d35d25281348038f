import { fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  problemsOf,
  type PolicyFormContext,
  type PolicyFormEvent,
  type PolicyFormInput,
  type policyFormMachine,
} from '../../../../machines/policies/policy-form.machine'
import { bindPolicyForm } from '../../../../src/app/flows/policies/policies-page'
import { ASSIGNMENT_LABELS } from '../../../../src/domain/training-campaign'
import { PolicyFormDialog } from '../../../../src/features/policies/PolicyFormDialog'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic, input }: { logic: typeof policyFormMachine; input: PolicyFormInput }) {
  const form = useActorRef(logic, { input })
  return <PolicyFormDialog form={form} />
}

let directory: PolicyFormContext['groups'] = []
const submitName = /^(Assign policy|Upload revision)$/

export const policyFormView: ViewAdapter<PolicyFormEvent> = {
  machineId: 'policyForm',
  mount(input) {
    const scripted = createScriptedActors(['loadDirectory', 'upload', 'create', 'revise'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindPolicyForm(deps).provide({ actors: scripted.logics })}
        input={input as PolicyFormInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const dialog = within(screen.getByRole('dialog'))
    switch (event.type) {
      case 'form.submit':
        return void (await user.click(dialog.getByRole('button', { name: submitName })))
      case 'form.cancel':
        return void (await user.click(dialog.getByRole('button', { name: 'Cancel' })))
      case 'form.retry':
        return void (await user.click(dialog.getByRole('button', { name: 'Retry' })))
      case 'file.remove':
        return void (await user.click(dialog.getByRole('button', { name: 'Remove file' })))
      case 'file.choose':
        // Through the input's change (a file dialog lets one pick any file, whatever it accepts).
        return void fireEvent.change(dialog.getByLabelText('Policy PDF'), { target: { files: [event.file] } })
      case 'form.change': {
        const { patch } = event
        if (patch.name !== undefined) {
          const box = dialog.getByLabelText('Policy name')
          await user.clear(box)
          if (patch.name) await user.type(box, patch.name)
          return
        }
        if (patch.days !== undefined) {
          const box = dialog.getByLabelText('Days to acknowledge')
          await user.clear(box)
          return void (await user.type(box, patch.days))
        }
        if (patch.assignmentType !== undefined) {
          await user.click(dialog.getByRole('radio', { name: ASSIGNMENT_LABELS[patch.assignmentType] }))
          for (const id of patch.groupIds ?? []) {
            const name = directory.find((item) => item.id === id)?.name ?? id
            await user.click(dialog.getByRole('checkbox', { name }))
          }
        }
      }
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as PolicyFormContext
    directory = context.groups
    if (snapshot.status === 'done') return
    const dialog = within(screen.getByRole('dialog'))
    if (!context.policy)
      expect((dialog.getByLabelText('Policy name') as HTMLInputElement).value).toBe(context.form.name)
    else expect(dialog.queryByLabelText('Policy name')).toBeNull()
    if (context.attempted)
      for (const [field, message] of Object.entries(problemsOf(context)))
        if (!(field === 'file' && context.fileProblem))
          expect(dialog.getAllByText(message).length).toBeGreaterThan(0)
    if (context.fileProblem) expect(dialog.getByText(context.fileProblem)).toBeTruthy()
    if (context.form.file)
      expect(dialog.getByText(new RegExp(`^${context.form.file.fileName} ·`))).toBeTruthy()
    if (context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
    expect(dialog.getByRole('button', { name: submitName })).toHaveProperty(
      'disabled',
      snapshot.hasTag('busy') || snapshot.matches('directoryFailed'),
    )
  },
}
