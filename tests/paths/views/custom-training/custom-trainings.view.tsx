import { render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  CustomTrainingsContext,
  CustomTrainingsEvent,
} from '../../../../machines/custom-training/custom-trainings.machine'
import { bindCustomTrainings } from '../../../../src/app/flows/custom-training/custom-trainings'
import { PRIMARY_LANGUAGES } from '../../../../src/domain/courses'
import CustomTrainingsPage from '../../../../src/features/custom-training/CustomTrainingsPage'
import { statusOf } from '../../../../src/features/custom-training/custom-trainings-selectors'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const dialog = () => within(screen.getByRole('dialog'))
const NAMES: Record<string, string> = {
  crs_custom_1: 'Our incident policy',
  crs_custom_3: 'Old VPN guide',
  crs_gone: 'Gone',
}

export const customTrainingsView: ViewAdapter<CustomTrainingsEvent> = {
  machineId: 'customTrainings',
  mount(input) {
    const scripted = createScriptedActors([
      'loadTrainings',
      'createTraining',
      'cloneTraining',
      'setTrainingActive',
    ])
    const { deps, spies } = scriptedDeps()
    render(
      <CustomTrainingsPage
        logic={bindCustomTrainings(deps).provide({ actors: scripted.logics })}
        input={input as { prefill: null; editBase: string }}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'list.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'create.open':
        return void (await user.click(
          enabledControl(screen.getByRole('button', { name: 'New training' }), 'new'),
        ))
      case 'create.change': {
        if (event.field === 'language')
          return void (await user.selectOptions(
            dialog().getByRole('combobox', { name: 'Language' }),
            PRIMARY_LANGUAGES.find((item) => item.code === event.value)!.label,
          ))
        const box = dialog().getByRole(event.field === 'name' ? 'textbox' : 'textbox', {
          name: event.field === 'name' ? 'Training name' : 'Description',
        })
        await user.clear(box)
        if (event.value) await user.type(box, event.value)
        return
      }
      case 'create.submit':
        return void (await user.click(dialog().getByRole('button', { name: 'Create and edit' })))
      case 'create.cancel':
        return void (await user.click(dialog().getByRole('button', { name: 'Cancel' })))
      case 'row.clone':
        return void (await user.click(
          enabledControl(screen.queryByRole('button', { name: `Copy ${NAMES[event.courseId]}` }), 'copy'),
        ))
      case 'row.toggle': {
        const button = screen.queryByRole('button', {
          name: new RegExp(`^(Disable|Activate) ${NAMES[event.courseId]}$`),
        })
        return void (await user.click(enabledControl(button, 'toggle')))
      }
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as CustomTrainingsContext
    const table = screen.getByRole('table', { name: 'Custom trainings', hidden: true })
    expect(table).toHaveAttribute('aria-busy', String(snapshot.matches('loading')))
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    if (!snapshot.matches('loading') && context.items) {
      const rows = within(table).queryAllByRole('row', { hidden: true }).slice(1)
      if (context.items.length === 0) expect(rows[0]).toHaveTextContent('No custom trainings yet')
      context.items.forEach((item, index) =>
        expect(rows[index]).toHaveTextContent(
          `${item.name}${item.language.toUpperCase()}${statusOf(item).label}`,
        ),
      )
    }
    const formOpen = snapshot.matches({ ready: 'form' })
    if (!formOpen) return void expect(screen.queryByRole('dialog')).toBeNull()
    expect(dialog().getByRole('textbox', { name: 'Training name' })).toHaveValue(context.form.name)
    expect(dialog().getByRole('combobox', { name: 'Language' })).toHaveValue(context.form.language)
    if (context.formError) expect(dialog().getByText(context.formError)).toBeTruthy()
    expect(dialog().getByRole('button', { name: 'Create and edit' })).toHaveProperty(
      'disabled',
      snapshot.matches({ ready: { form: 'submitting' } }),
    )
  },
}
