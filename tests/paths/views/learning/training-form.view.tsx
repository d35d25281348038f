import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type { UserMatches } from '../../../../machines/exercise/user-search.machine'
import {
  problemsOf,
  type TrainingFormContext,
  type TrainingFormEvent,
  type TrainingFormInput,
  type trainingFormMachine,
} from '../../../../machines/learning/training-form.machine'
import { bindTrainingForm } from '../../../../src/app/flows/learning/course-page'
import { bindUserSearch } from '../../../../src/app/flows/exercise/user-search'
import { ATTACHMENT_LABELS } from '../../../../src/domain/training-attachment'
import { ASSIGNMENT_LABELS, TRAINING_DAYS_PRESETS } from '../../../../src/domain/training-campaign'
import { TrainingFormDialog } from '../../../../src/features/learning/TrainingFormDialog'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The picker's own paths are the userSearch machine's; here it never finds anyone, and what it would pick
// reaches the form as users.add.
const search = bindUserSearch(scriptedDeps().deps).provide({
  actors: { searchUsers: fromPromise(async (): Promise<UserMatches> => ({ items: [], total: 0 })) },
})
const mounted: { form: ActorRefFrom<typeof trainingFormMachine> | null } = { form: null }

function Harness({ logic, input }: { logic: typeof trainingFormMachine; input: TrainingFormInput }) {
  const form = useActorRef(logic, { input })
  const userSearch = useActorRef(search)
  useEffect(() => {
    mounted.form = form
  }, [form])
  return <TrainingFormDialog form={form} userSearch={userSearch} />
}

let directory: { departments: { id: string; name: string }[]; groups: { id: string; name: string }[] } = {
  departments: [],
  groups: [],
}

export const trainingFormView: ViewAdapter<TrainingFormEvent> = {
  machineId: 'trainingForm',
  mount(input) {
    const scripted = createScriptedActors(['loadDirectory', 'save', 'upload'])
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
      case 'users.add':
      case 'users.remove':
        return void act(() => mounted.form!.send(event))
      case 'attachment.remove':
        return void (await user.click(dialog.getByRole('button', { name: 'Remove file' })))
      case 'attachment.choose': {
        // Through the input's change (a file dialog lets one pick any file, whatever it accepts).
        return void fireEvent.change(dialog.getByLabelText('PDF file'), { target: { files: [event.file] } })
      }
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
        if (patch.attachmentKind !== undefined) {
          await user.click(dialog.getByRole('radio', { name: ATTACHMENT_LABELS[patch.attachmentKind] }))
          if (patch.link !== undefined) {
            const box = dialog.getByLabelText('Link')
            await user.clear(box)
            await user.type(box, patch.link)
          }
          if (patch.attachmentTitle !== undefined) {
            const box = dialog.getByLabelText('Title for the learners')
            await user.clear(box)
            await user.type(box, patch.attachmentTitle)
          }
          return
        }
        if (patch.assignmentType !== undefined) {
          await user.click(dialog.getByRole('radio', { name: ASSIGNMENT_LABELS[patch.assignmentType] }))
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
    // A refused file's own message stands in for "File is required" (one message under the input).
    if (context.attempted)
      for (const [field, message] of Object.entries(problemsOf(context)))
        if (!(field === 'file' && context.fileProblem))
          expect(dialog.getAllByText(message).length).toBeGreaterThan(0)
    if (context.failure) expect(dialog.getByText(context.failure)).toBeTruthy()
    if (context.fileProblem && context.form.attachmentKind === 'pdf')
      expect(dialog.getByText(context.fileProblem)).toBeTruthy()
    if (context.form.attachmentKind === 'pdf' && context.form.file)
      expect(dialog.getByText(new RegExp(`^${context.form.file.fileName} ·`))).toBeTruthy()
    if (context.form.attachmentKind === 'link')
      expect((dialog.getByLabelText('Link') as HTMLInputElement).value).toBe(context.form.link)
    if (context.form.assignmentType === 'SELECTED_USERS' && !context.campaign)
      for (const chosen of context.chosenUsers) expect(dialog.getByText(chosen.name)).toBeTruthy()
    expect(dialog.getByRole('button', { name: /^(Save|Start training)$/ })).toHaveProperty(
      'disabled',
      snapshot.hasTag('busy') || snapshot.matches('directoryFailed'),
    )
  },
}
