import { act, fireEvent, render, screen } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import type { ActorRefFrom } from 'xstate'
import type {
  SimulationTemplateEditorContext,
  SimulationTemplateEditorEvent,
  simulationTemplateEditorMachine,
} from '../../../../machines/simulation/simulation-template-editor.machine'
import { bindSimulationTemplateEditor } from '../../../../src/app/flows/simulation/simulation-create'
import { TemplateEditorDialog } from '../../../../src/features/simulation/create/TemplateEditorDialog'
import type { EmailDesignerProps } from '../../../../src/features/templates/EmailDesigner'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

// The messages Save shows for the values the scenarios type, in the spec's words and written out here rather than
// asked of the rule the machine's guard uses. A value with no line fails.
const NO_LINK = 'Template has no %url_tag%: the mail would carry no link to track.'
const MESSAGES: Record<
  'name' | 'subject' | 'fromName' | 'fromEmail' | 'html',
  Record<string, string | null>
> = {
  name: { '': 'Please enter a template name.', 'Payroll portal update': null },
  subject: { '': 'Please enter the subject line.', 'Action needed: confirm your payroll details': null },
  fromName: { '': 'Please enter the sender name.', Payroll: null },
  fromEmail: { '': 'Please enter a valid sender address.', 'payroll@globex-hr.example': null },
  html: {
    '': 'Please design the email body.',
    '<p>No link yet</p>': NO_LINK,
    '<p><a href="%url_tag%">Confirm</a></p>': null,
    // The body a new template starts from.
    '<p>Hello {{firstName}},</p><p>Please review the document shared with you.</p><p><a href="%url_tag%">Open the document</a></p>':
      null,
  },
}
/** Every message Save can show for these values: each must be on screen exactly when expected. */
const ALL_MESSAGES = [
  'Please enter a template name.',
  'Please enter the subject line.',
  'Please enter the sender name.',
  'Please enter a valid sender address.',
  'Please design the email body.',
  NO_LINK,
]
function expectedMessages(draft: Record<keyof typeof MESSAGES, string>): string[] {
  return (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).flatMap((field) => {
    const table = MESSAGES[field]
    if (!(draft[field] in table)) throw new Error(`no expectation for the ${field} "${draft[field]}"`)
    return table[draft[field]] ?? []
  })
}

// jsdom cannot run GrapesJS: a stand-in designer offers the body changes the scenarios make, and the designer's
// own reports (editor.ready, editor.failed) are sent as it would send them.
const mounted: { actor: ActorRefFrom<typeof simulationTemplateEditorMachine> | null } = { actor: null }

function StandInDesigner({ onChange }: EmailDesignerProps) {
  return (
    <>
      <button type="button" onClick={() => onChange({ html: '<p>No link yet</p>', designData: '{}' })}>
        Body without link
      </button>
      <button
        type="button"
        onClick={() => onChange({ html: '<p><a href="%url_tag%">Confirm</a></p>', designData: '{}' })}
      >
        Body with link
      </button>
    </>
  )
}

function Harness({ logic }: { logic: typeof simulationTemplateEditorMachine }) {
  const editor = useActorRef(logic)
  useEffect(() => {
    mounted.actor = editor
  }, [editor])
  return (
    <>
      <button type="button" onClick={() => editor.send({ type: 'editor.open' })}>
        New template
      </button>
      <TemplateEditorDialog editor={editor} designer={StandInDesigner} />
    </>
  )
}

const LABELS = {
  name: 'Template name',
  fromName: 'Sender name',
  fromEmail: 'Sender address',
  subject: 'Subject',
}

export const simulationTemplateEditorView: ViewAdapter = {
  machineId: 'simulationTemplateEditor',
  mount() {
    const scripted = createScriptedActors(['saveTemplate'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindSimulationTemplateEditor(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as SimulationTemplateEditorEvent
    switch (e.type) {
      case 'editor.open':
        return void (await user.click(screen.getByRole('button', { name: 'New template' })))
      case 'field.change':
        for (const [field, value] of Object.entries(e.patch)) {
          const label = LABELS[field as keyof typeof LABELS]
          if (label) fireEvent.change(screen.getByLabelText(label), { target: { value } })
          else
            await user.selectOptions(
              screen.getByLabelText(field === 'difficulty' ? 'Difficulty' : 'Category'),
              String(value),
            )
        }
        return
      case 'body.change':
        return void (await user.click(
          screen.getByRole('button', {
            name: e.body.html.includes('%url_tag%') ? 'Body with link' : 'Body without link',
          }),
        ))
      case 'editor.ready':
      case 'editor.failed':
        // The designer's own reports.
        return void act(() => mounted.actor!.send(e))
      case 'save':
        return void (await user.click(screen.getByRole('button', { name: 'Save template' })))
      case 'cancel':
        return void (await user.click(screen.getByRole('button', { name: 'Cancel' })))
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as SimulationTemplateEditorContext
    const dialog = screen.queryByRole('dialog', { name: 'New simulation template' })
    if (snapshot.matches('closed')) return void expect(dialog).toBeNull()
    expect(dialog).toBeTruthy()
    for (const [field, label] of Object.entries(LABELS))
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(
        context.draft[field as keyof typeof LABELS],
      )
    const problems = context.attempted ? expectedMessages(context.draft) : []
    for (const message of ALL_MESSAGES)
      expect(screen.queryAllByText(message).length > 0, message).toBe(problems.includes(message))
    const save = screen.getByRole('button', { name: 'Save template' })
    expect(save.getAttribute('aria-busy')).toBe(String(snapshot.matches('saving')))
    if (context.editor === 'failed') expect(screen.getByText(/could not be loaded/)).toBeTruthy()
    if (context.error) expect(screen.getByText(context.error)).toBeTruthy()
  },
}
