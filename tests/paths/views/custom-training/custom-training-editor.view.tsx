import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import type {
  customTrainingEditorMachine,
  EditorContext,
  EditorEvent,
} from '../../../../machines/custom-training/custom-training-editor.machine'
import {
  bindCustomTrainingEditor,
  bindEditorUpload,
} from '../../../../src/app/flows/custom-training/custom-training-editor'
import { CUSTOM_TRAINING_TEXTS, deleteQuestion } from '../../../../src/domain/custom-training'
import CustomTrainingEditorPage from '../../../../src/features/custom-training/CustomTrainingEditorPage'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The pause before a save and the retry run on a simulated clock: a path's `xstate.after.*` step is the
// moment it ends. A finished upload reaches the editor from its field's own machine: sent as that field does.
const mounted: {
  actor: ActorRefFrom<typeof customTrainingEditorMachine> | null
  leave: (() => void) | null
} = { actor: null, leave: null }

function Harness({
  logic,
  input,
  deps,
}: {
  logic: typeof customTrainingEditorMachine
  input: unknown
  deps: ReturnType<typeof scriptedDeps>['deps']
}) {
  const actor = useActorRef(logic, { clock: new SimulatedClock(), input: input as never })
  // Another page opening in the console: the editor page goes, the route's actor stays to be watched.
  const [shown, setShown] = useState(true)
  useEffect(() => {
    mounted.actor = actor
    mounted.leave = () => setShown(false)
  }, [actor])
  return (
    <>
      {shown ? (
        <CustomTrainingEditorPage
          editor={actor}
          uploadLogic={(target, send) => bindEditorUpload(deps, target, send)}
        />
      ) : null}
    </>
  )
}

const setValue = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const titleOf = (context: EditorContext, id: string) =>
  context.content?.sections.find((s) => s.id === id)?.title ??
  context.content?.sections.flatMap((s) => s.chapters).find((c) => c.id === id)?.title ??
  ''
let last: EditorContext | null = null

export const customTrainingEditorView: ViewAdapter<EditorEvent> = {
  machineId: 'customTrainingEditor',
  mount(input) {
    const scripted = createScriptedActors(['loadTraining', 'saveDraft', 'publishTraining', 'parseQuizCsv'])
    const { deps, spies } = scriptedDeps()
    const logic = bindCustomTrainingEditor(deps).provide({ actors: scripted.logics })
    render(<Harness logic={logic} input={input} deps={deps} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    const context = last!
    if (event.type.startsWith('xstate.after.') || event.type === 'upload.done')
      return void act(() => mounted.actor!.send(event))
    switch (event.type) {
      // Another page opens (a link, the browser's back button), whatever is open over the editor.
      case 'editor.leave':
        return void act(() => mounted.leave!())
      case 'editor.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'draft.edit':
        if (event.op.op === 'name')
          return void setValue(screen.getByRole('textbox', { name: 'Training name' }), event.op.value)
        throw new Error(`No control for ${event.op.op}`)
      case 'draft.add':
        if (event.add.kind === 'chapter')
          return void (await user.click(
            screen.getByRole('button', { name: `Add chapter to ${titleOf(context, event.add.sectionId)}` }),
          ))
        throw new Error('No control for this add')
      case 'delete.ask':
        return void (await user.click(
          screen.getByRole('button', {
            name: `Delete ${event.target.kind} ${titleOf(context, event.target.id)}`,
          }),
        ))
      case 'delete.confirm':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
        ))
      case 'delete.cancel':
        return void (await user.click(
          within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
        ))
      case 'quiz.open':
        return void (await user.click(
          screen.getByRole('button', { name: `Edit quiz of ${titleOf(context, event.chapterId)}` }),
        ))
      case 'quiz.add':
        return void (await user.click(
          within(screen.getByRole('dialog')).getByRole('button', { name: 'Add question' }),
        ))
      case 'quiz.remove':
        return void (await user.click(
          within(screen.getByRole('dialog')).getByRole('button', {
            name: `Remove question ${event.index + 1}`,
          }),
        ))
      case 'quiz.change':
        if (event.change.field !== 'question') throw new Error('No control for this change')
        return void setValue(
          within(screen.getByRole('dialog')).getByRole('textbox', { name: `Question ${event.index + 1}` }),
          event.change.value,
        )
      case 'quiz.import':
        return void fireEvent.change(within(screen.getByRole('dialog')).getByLabelText(/Import CSV/), {
          target: { files: [event.file] },
        })
      case 'quiz.save':
        return void (await user.click(
          enabledControl(
            within(screen.getByRole('dialog')).getByRole('button', { name: 'Save quiz' }),
            'save quiz',
          ),
        ))
      case 'quiz.cancel':
        return void (await user.click(
          within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
        ))
      case 'save.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry save' })))
      case 'conflict.reload':
        return void (await user.click(screen.getByRole('button', { name: 'Reload' })))
      case 'conflict.keepMine':
        return void (await user.click(screen.getByRole('button', { name: 'Keep my version' })))
      case 'publish':
        return void (await user.click(
          enabledControl(screen.queryByRole('button', { name: 'Publish' }), 'publish'),
        ))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as EditorContext
    last = context
    // The editor page has gone; the change that waited is on its way (leaving) or was sent (left).
    if (snapshot.matches('leaving') || snapshot.matches('left'))
      return void expect(screen.queryByRole('textbox', { name: 'Training name', hidden: true })).toBeNull()
    if (snapshot.matches('failed'))
      return void expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    if (snapshot.matches('loading'))
      return void expect(screen.getByText('Loading the training…')).toBeTruthy()
    const content = context.content!
    const hidden = { hidden: true }
    expect(screen.getByRole('textbox', { name: 'Training name', ...hidden })).toHaveValue(content.name)
    const sections = within(screen.getByRole('list', { name: 'Sections', ...hidden })).queryAllByRole(
      'textbox',
      {
        name: 'Section title',
        ...hidden,
      },
    )
    expect(sections.map((box) => (box as HTMLInputElement).value)).toEqual(
      content.sections.map((s) => s.title),
    )
    const chapters = screen.queryAllByRole('textbox', { name: 'Chapter title', ...hidden })
    expect(chapters.map((box) => (box as HTMLInputElement).value)).toEqual(
      content.sections.flatMap((s) => s.chapters.map((c) => c.title)),
    )
    const status = screen.getAllByRole('status', hidden).find((item) => item.closest('header'))!
    const save = (snapshot.value as { editing: { save: string } }).editing.save
    const line = {
      saved: CUSTOM_TRAINING_TEXTS.saved,
      waiting: CUSTOM_TRAINING_TEXTS.unsaved,
      saving: CUSTOM_TRAINING_TEXTS.saving,
      notSaved: `${CUSTOM_TRAINING_TEXTS.notSaved}: ${context.saveFailure}`,
      conflict: CUSTOM_TRAINING_TEXTS.notSaved,
      readingVersion: CUSTOM_TRAINING_TEXTS.notSaved,
    }[save]
    expect(status).toHaveTextContent(line ?? '')
    if (save === 'conflict' || save === 'readingVersion')
      expect(screen.getByRole('button', { name: 'Keep my version', ...hidden })).toBeTruthy()
    if (context.restored) expect(screen.getByText(CUSTOM_TRAINING_TEXTS.restored)).toBeTruthy()
    else expect(screen.queryByText(CUSTOM_TRAINING_TEXTS.restored)).toBeNull()
    if (context.actionFailure) expect(screen.getByText(context.actionFailure)).toBeTruthy()
    const publish = screen.queryByRole('button', { name: 'Publish', ...hidden })
    if (!context.training?.isDraft) expect(publish).toBeNull()
    else
      expect(publish).toHaveProperty(
        'disabled',
        !snapshot.matches({ editing: { save: 'saved', dialog: 'none' } }),
      )
    if (snapshot.matches({ editing: { dialog: 'confirmingDelete' } }))
      expect(screen.getByRole('alertdialog')).toHaveTextContent(deleteQuestion(content, context.confirm!))
    else expect(screen.queryByRole('alertdialog')).toBeNull()
    if (snapshot.matches({ editing: { dialog: 'quiz' } })) {
      const dialog = within(screen.getByRole('dialog'))
      expect(dialog.queryAllByRole('textbox', { name: /^Question \d+$/ })).toHaveLength(
        context.quiz!.questions.length,
      )
      for (const error of context.quiz!.errors) expect(dialog.getByText(error)).toBeTruthy()
    } else expect(screen.queryByRole('dialog')).toBeNull()
  },
}
