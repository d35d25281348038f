import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  TextSetContext,
  TextSetEvent,
  TextSetInput,
} from '../../../../machines/settings/text-set.machine'
import { bindTextSet } from '../../../../src/app/flows/settings/text-set'
import {
  languageLabelOf,
  TEXT_SET_FIELDS,
  TEXT_SET_TEXTS,
  TEXT_SET_TITLES,
  textSetFieldProblems,
} from '../../../../src/domain/text-sets'
import TextSetPanel from '../../../../src/features/settings/TextSetPanel'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

const ACTORS = ['loadTexts', 'saveTexts', 'resetTexts']
let kind: TextSetInput['kind'] = 'notification'
const form = () => within(screen.getByRole('form', { name: TEXT_SET_TITLES[kind], hidden: true }))
const labelOf = (field: string) => TEXT_SET_FIELDS[kind].find((known) => known.id === field)!.label

export const textSetView: ViewAdapter<TextSetEvent> = {
  machineId: 'textSet',
  mount(input) {
    const start = input as TextSetInput
    kind = start.kind
    const scripted = createScriptedActors(ACTORS)
    const { deps, spies } = scriptedDeps()
    render(
      <TextSetPanel
        logic={bindTextSet(deps).provide({ actors: scripted.logics })}
        input={start}
        description="Texts."
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'field.change':
        return void fireEvent.change(screen.getByLabelText(labelOf(event.field)), {
          target: { value: event.value },
        })
      case 'lang.change':
        return void (await user.selectOptions(screen.getByLabelText('Language'), event.lang))
      case 'texts.save':
        return void (await user.click(form().getByRole('button', { name: 'Save' })))
      case 'texts.cancel':
        return void (await user.click(form().getByRole('button', { name: 'Cancel' })))
      case 'reset.request':
        return void (await user.click(form().getByRole('button', { name: 'Reset to default' })))
      case 'reset.confirm':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset' }),
        ))
      case 'reset.cancel':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
        ))
      case 'retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as TextSetContext
    if (context.kind === 'notification')
      expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe(context.lang)
    else expect(screen.queryByLabelText('Language')).toBeNull()
    if (snapshot.matches('loading')) return void expect(screen.getByText('Loading…')).toBeInTheDocument()
    if (snapshot.matches('failed')) {
      expect(screen.getByText(context.failure!)).toBeInTheDocument()
      return void expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
    }
    const problems = context.tried ? textSetFieldProblems(context.kind, context.draft) : {}
    for (const field of TEXT_SET_FIELDS[context.kind]) {
      const box = screen.getByLabelText(field.label) as HTMLInputElement
      expect(box.value).toBe(context.draft[field.id])
      const problem = problems[field.id]
      if (problem) expect(box).toHaveAccessibleDescription(expect.stringContaining(problem))
    }
    expect(
      screen.getByText(context.answer!.isDefault ? 'Default wording' : 'Your wording'),
    ).toBeInTheDocument()
    const fallback = TEXT_SET_TEXTS.englishFallback(languageLabelOf(context.lang))
    expect(screen.queryByText(fallback) !== null).toBe(context.answer!.englishFallback)
    if (context.failure) expect(screen.getByText(context.failure)).toBeInTheDocument()
    expect(form().queryByRole('button', { name: 'Reset to default', hidden: true }) !== null).toBe(
      !context.answer!.isDefault,
    )
    const resetting =
      snapshot.matches({ ready: 'confirmingReset' }) || snapshot.matches({ ready: 'resetting' })
    expect(screen.queryByRole('alertdialog') !== null).toBe(resetting)
    if (resetting) expect(screen.getByText(TEXT_SET_TEXTS.resetConfirm)).toBeInTheDocument()
  },
}
