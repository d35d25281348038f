import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import { expect } from 'vitest'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import {
  stepValid,
  templateBuilderStepOf,
  type templateBuilderMachine,
  type TemplateBuilderContext,
  type TemplateBuilderEvent,
} from '../../../../machines/templates/template-builder.machine'
import { BUILDER_STEPS, LAST_STEP, TEMPLATE_TEXTS, type CalloutsDraft } from '../../../../src/domain/template'
import type { EmailDesignerProps } from '../../../../src/features/templates/EmailDesigner'
import { selectBuilderTitle, selectNextDisabled } from '../../../../src/features/templates/selectors'
import { TemplateBuilderDialog } from '../../../../src/features/templates/TemplateBuilderDialog'
import { TemplateTypeDialog } from '../../../../src/features/templates/TemplateTypeDialog'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { onWideScreen } from '../../wide-screen'
import { scriptedDeps } from '../../scripted-deps'
import { bindTemplateBuilder } from '../../../../src/app/flows/templates/template-builder'

// jsdom cannot run GrapesJS: a stand-in designer offers the one change the scenarios make, and the designer's
// own reports (editor.ready, editor.failed) are sent as it would send them. The 500 ms highlight pause runs on
// a simulated clock: the path's `xstate.after.*` step is the moment it ends.
const mounted: { actor: ActorRefFrom<typeof templateBuilderMachine> | null } = { actor: null }

function StandInDesigner({ onChange }: EmailDesignerProps) {
  return (
    <button type="button" onClick={() => onChange({ html: '<p> </p>', designData: null })}>
      Empty the body
    </button>
  )
}

function Harness({ logic }: { logic: typeof templateBuilderMachine }) {
  const actor = useActorRef(logic, { clock: new SimulatedClock() })
  useEffect(() => {
    mounted.actor = actor
  }, [actor])
  return (
    <>
      <button type="button" onClick={() => actor.send({ type: 'builder.create' })}>
        Create New
      </button>
      <button
        type="button"
        onClick={() => actor.send({ type: 'builder.open', layout: 'EMAIL', templateId: null })}
      >
        Open new EMAIL
      </button>
      <button
        type="button"
        onClick={() => actor.send({ type: 'builder.open', layout: 'SMS', templateId: null })}
      >
        Open new SMS
      </button>
      <button
        type="button"
        onClick={() => actor.send({ type: 'builder.open', layout: 'EMAIL', templateId: 'tpl_1' })}
      >
        Edit tpl_1
      </button>
      <TemplateTypeDialog actor={actor} />
      <TemplateBuilderDialog actor={actor} designer={StandInDesigner} />
    </>
  )
}

const builder = () =>
  within(screen.getByRole('dialog', { name: selectBuilderTitle(mounted.actor!.getSnapshot()) }))
const direct = (event: TemplateBuilderEvent) => act(() => mounted.actor!.send(event))
const setValue = (element: HTMLElement, value: string) =>
  void fireEvent.change(element, { target: { value } })

async function pressOrSend(
  button: HTMLElement,
  event: TemplateBuilderEvent,
  user: Parameters<ViewAdapter['perform']>[1],
) {
  // A disabled control cannot produce the event: the model still tries it, to prove the machine refuses it.
  if ((button as HTMLButtonElement).disabled) return direct(event)
  await user.click(button)
}

async function setCallouts(target: CalloutsDraft, user: Parameters<ViewAdapter['perform']>[1]) {
  const header = builder().getByRole('switch', { name: 'Header callout' }) as HTMLInputElement
  if (header.checked !== target.headerOn) await user.click(header)
  if (target.headerOn) setValue(builder().getAllByLabelText('Callout Text')[0]!, target.headerText)
  const body = builder().getByRole('switch', { name: 'Body callouts' }) as HTMLInputElement
  if (body.checked !== target.bodyOn) await user.click(body)
  target.body.forEach((callout, index) => {
    setValue(builder().getAllByLabelText('Anchor Text')[index]!, callout.anchorText)
    setValue(
      builder().getAllByLabelText('Callout Text')[(target.headerOn ? 1 : 0) + index]!,
      callout.description,
    )
  })
}

export const templateBuilderView: ViewAdapter = {
  machineId: 'templateBuilder',
  mount() {
    onWideScreen()
    const scripted = createScriptedActors(['loadTemplate', 'saveTemplate', 'importHtml', 'checkThumbnail'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindTemplateBuilder(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    const e = event as TemplateBuilderEvent
    const snapshot = mounted.actor!.getSnapshot()
    switch (e.type) {
      case 'builder.create':
        return void (await user.click(screen.getByRole('button', { name: 'Create New' })))
      case 'builder.open':
        return void (await user.click(
          screen.getByRole('button', { name: e.templateId ? 'Edit tpl_1' : `Open new ${e.layout}` }),
        ))
      case 'type.select':
        return void (await user.click(
          screen.getByRole('radio', { name: new RegExp(`^${e.layout === 'SMS' ? 'SMS' : 'Email'}`) }),
        ))
      case 'type.continue':
        return void (await user.click(screen.getByRole('button', { name: 'Continue' })))
      case 'builder.close':
        if (snapshot.matches('choosingType'))
          return void (await user.click(screen.getByRole('button', { name: 'Cancel' })))
        return void (await user.click(builder().getAllByRole('button', { name: 'Close' })[0]!))
      case 'builder.retry':
        return void (await user.click(builder().getByRole('button', { name: 'Retry' })))
      case 'step.next': {
        // The last step offers Save instead: Next there can only be the model's refused try.
        const next = builder().queryByRole('button', { name: /^Next$/ })
        return next ? pressOrSend(next, e, user) : direct(e)
      }
      case 'step.back':
        return pressOrSend(builder().getByRole('button', { name: 'Back' }), e, user)
      case 'step.goto':
        return pressOrSend(
          within(builder().getByRole('navigation', { name: 'Template steps' })).getAllByRole('button')[
            e.step
          ]!,
          e,
          user,
        )
      case 'header.change':
        return setValue(builder().getByLabelText('Sender Email'), e.header.senderEmail)
      case 'sender.change':
        return void (await user.click(builder().getByRole('radio', { name: 'Phone number' })))
      case 'body.change': {
        if (snapshot.context.draft.layout === 'EMAIL')
          return void (await user.click(builder().getByRole('button', { name: 'Empty the body' })))
        const box = builder().getByRole('textbox', { name: 'Message' })
        box.innerHTML = e.body.html
        fireEvent.input(box)
        return
      }
      case 'backstory.change': {
        setValue(builder().getByLabelText('Legend'), e.backstory.legend)
        for (const answer of e.backstory.answers) {
          const name = {
            CALL_AND_VERIFY: 'Call & Verify',
            CHECK_OFFICIAL_APP: 'Check Official App',
            REPORT_PHISHING: 'Report Phishing',
            LOOKS_LEGIT: 'Looks Legit',
          }[answer.label]
          const status = { CORRECT: 'Correct', PARTIAL: 'Partial', WRONG: 'Wrong' }[answer.status!] as string
          await user.click(
            within(builder().getByRole('radiogroup', { name: `${name} status` })).getByLabelText(status),
          )
          setValue(builder().getByLabelText(`${name} explanation`), answer.description)
        }
        return
      }
      case 'callouts.change':
        return setCallouts(e.callouts, user)
      case 'name.change':
        return setValue(builder().getByLabelText('Template Name'), e.name)
      case 'thumbnail.pick':
        return void fireEvent.change(builder().getByLabelText('Thumbnail (optional)'), {
          target: { files: [e.file] },
        })
      case 'thumbnail.remove': {
        const remove = builder().queryByRole('button', { name: 'Remove thumbnail' })
        return remove ? void (await user.click(remove)) : direct(e)
      }
      case 'import.open':
        return void (await user.click(builder().getByRole('button', { name: 'Import HTML' })))
      case 'import.cancel':
        return void (await user.click(
          within(screen.getByRole('dialog', { name: 'Import HTML' })).getByRole('button', { name: 'Cancel' }),
        ))
      case 'import.submit': {
        const dialog = within(screen.getByRole('dialog', { name: 'Import HTML' }))
        setValue(dialog.getByRole('textbox'), e.html)
        return void (await user.click(dialog.getByRole('button', { name: 'Import' })))
      }
      case 'builder.save': {
        // Save is on the last step only: elsewhere it is the model's refused try.
        const save = builder().queryByRole('button', { name: /^Save$/ })
        return save ? void (await user.click(save)) : direct(e)
      }
      case 'builder.saveAsNew':
        return void (await user.click(builder().getByRole('button', { name: 'Save as new template' })))
      case 'editor.ready':
      case 'editor.failed':
        return direct(e)
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as TemplateBuilderContext
    if (snapshot.matches('closed')) {
      expect(screen.queryByRole('dialog')).toBeNull()
      return
    }
    if (snapshot.matches('choosingType')) {
      const dialog = within(screen.getByRole('dialog', { name: 'Choose Template Type' }))
      const chosen = dialog.getByRole('radio', {
        name: new RegExp(`^${context.draft.layout === 'SMS' ? 'SMS' : 'Email'}`),
      })
      expect(chosen).toHaveAttribute('aria-checked', 'true')
      return
    }
    const dialog = within(
      screen.getByRole('dialog', { name: selectBuilderTitle(snapshot as never), hidden: true }),
    )
    if (snapshot.matches('loading'))
      return void expect(dialog.getByText('Loading the template…')).toBeTruthy()
    if (snapshot.matches('loadFailed'))
      return void expect(dialog.getByRole('alert', { hidden: true })).toHaveTextContent(context.error!)
    // Only what the abstract context keeps is asserted: a path's snapshot stands for every history reaching it.
    const index = templateBuilderStepOf(snapshot.value)
    const step = BUILDER_STEPS[context.draft.layout][index]!
    expect(dialog.getByRole('heading', { name: step, level: 2, hidden: true })).toBeTruthy()
    const valid = stepValid(index, context)
    if (index === LAST_STEP) {
      const save = dialog.getByRole('button', {
        name: snapshot.matches('saving') ? 'Saving…' : /^Save$/,
        hidden: true,
      })
      expect((save as HTMLButtonElement).disabled).toBe(snapshot.matches('saving'))
      if (!valid && context.attempted) expect(dialog.getByText(TEMPLATE_TEXTS.nameRequired)).toBeTruthy()
      expect(dialog.queryAllByRole('button', { name: 'Save as new template', hidden: true })).toHaveLength(
        context.gone && snapshot.matches('editing') ? 1 : 0,
      )
    } else {
      const next = dialog.getByRole('button', { name: /^Next$/, hidden: true })
      expect((next as HTMLButtonElement).disabled).toBe(selectNextDisabled(snapshot as never))
    }
    // A refused Next shows the step's messages.
    if (!valid && context.attempted && index > 1)
      expect(dialog.getAllByRole('alert', { hidden: true }).length).toBeGreaterThan(0)
    const importing = snapshot.matches({ editing: { form: 'importing' } })
    expect(screen.queryAllByRole('dialog', { name: 'Import HTML', hidden: true })).toHaveLength(
      importing ? 1 : 0,
    )
  },
}
