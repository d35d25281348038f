import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import {
  problemsOf,
  type TrainingFormContext,
  type TrainingFormEvent,
  type TrainingFormInput,
  type trainingFormMachine,
} from '../../../machines/training-form.machine'
import { bindTrainingForm } from '../../../src/app/flows/course-page'
import { TRAINING_DAYS_PRESETS } from '../../../src/domain/training-campaign'
import { TrainingFormDialog } from '../../../src/features/learning/TrainingFormDialog'
import { createScriptedActors } from '../scripted-actors'
import { scriptedDeps } from '../scripted-deps'
import type { ViewAdapter } from '../view-adapter'

function Harness({ logic, input }: { logic: typeof trainingFormMachine; input: TrainingFormInput }) {
  const form = useActorRef(logic, { input })
  return <TrainingFormDialog form={form} />
}

let directory: { departments: { id: string; name: string }[]; groups: { id: string; name: string }[] } = {
  departments: [],
  groups: [],
}

export const trainingFormView: ViewAdapter<TrainingFormEvent> = {
  machineId: 'trainingForm',
  mount(input) {
    const scripted = createScriptedActors(['loadDirectory', 'save'])
    const { deps, spies } = scriptedDeps()
    render(
      <Harness
        logic={bindTrainingForm(deps).provide({ actors: scripted.logics })}
        input={input as TrainingFormInput}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const dialog = within(screen.getByRole('dialog'))
    switch (event.type) {
      case 'form.submit':
        return void (await user.click(dialog.getByRole('button', { name: /^(Save|Start training)$/ })))
      case 'form.cancel':
        return void (await user.click(dialog.getByRole('button', { name: 'Cancel' })))
      case 'form.retry':
        return void (await user.click(dialog.getByRole('button', { name: 'Retry' })))
      case 'form.change': {
        const { patch } = event
        if (patch.name !== undefined) {
          const box = dialog.getByLabelText('Training name')
          await user.clear(box)
          if (patch.name) await user.type(box, patch.name)
          return
        }
        if (patch.daysPreset !== undefined) {
          const preset = TRAINING_DAYS_PRESETS[patch.daysPreset]
          await user.click(dialog.getByRole('radio', { name: preset === null ? 'Custom' : `${preset} days` }))
          const box = dialog.getByLabelText('Custom days')
          await user.clear(box)
          return void (await user.type(box, patch.customDays ?? ''))
        }
        if (patch.assignmentType !== undefined) {
          await user.click(dialog.getByRole('radio', { name: 'Departments' }))
          for (const id of patch.departmentIds ?? []) {
            const name = directory.departments.find((item) => item.id === id)?.name ?? id
            await user.click(dialog.getByRole('checkbox', { name }))
          }
          return
        }
        if (patch.startDate !== undefined) {
          const box = dialog.getByLabelText('Start date')
          await user.clear(box)
          return void (await user.type(box, patch.startDate))
        }
        if (patch.notificationsEnabled !== undefined)
          return void (await user.click(dialog.getByRole('checkbox', { name: /Email learners/ })))
      }
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as TrainingFormContext
    directory = { departments: context.departments, groups: context.groups }
    // Its parent (the course page) closes the dialog when it finishes.
    if (snapshot.status === 'done') return
    const dialog = within(screen.getByRole('dialog'))
    expect((dialog.getByLabelText('Training name') as HTMLInputElement).value).toBe(context.form.name)
    if (context.attempted)
      for (const message of Object.values(problemsOf(context)))
        expect(dialog.getAllByText(message).length).toBeGreaterThan(0)
    if (context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
    expect(dialog.getByRole('button', { name: /^(Save|Start training)$/ })).toHaveProperty(
      'disabled',
      snapshot.hasTag('busy') || snapshot.matches('directoryFailed'),
    )
  },
}
