import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { expect } from 'vitest'
import type { templatePreviewMachine } from '../../../../machines/templates/template-preview.machine'
import { type TemplatePreviewContext } from '../../../../machines/templates/template-preview.machine'
import { TemplatePreviewDialog } from '../../../../src/features/templates/TemplatePreviewDialog'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindTemplatePreview } from '../../../../src/app/flows/templates/template-preview'

function Harness({ logic }: { logic: typeof templatePreviewMachine }) {
  const actor = useActorRef(logic)
  return (
    <>
      <button type="button" onClick={() => actor.send({ type: 'preview.open', templateId: 'tpl_1' })}>
        Preview
      </button>
      <TemplatePreviewDialog actor={actor} />
    </>
  )
}

const dialog = () => within(screen.getByRole('dialog'))

export const templatePreviewView: ViewAdapter = {
  machineId: 'templatePreview',
  mount() {
    const scripted = createScriptedActors(['loadTemplate'])
    render(<Harness logic={bindTemplatePreview(scriptedDeps().deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'preview.open':
        return void (await user.click(screen.getByRole('button', { name: 'Preview' })))
      case 'preview.close':
        return void (await user.click(dialog().getByRole('button', { name: 'Close' })))
      case 'preview.retry':
        return void (await user.click(dialog().getByRole('button', { name: 'Retry' })))
      case 'callouts.toggle':
        return void (await user.click(dialog().getByRole('button', { name: /^(Hide|Show) Callouts$/ })))
      case 'callouts.next': {
        const next = dialog().getByRole('button', { name: 'Next' })
        // One callout or none: Next is disabled, and the machine keeps the same one.
        if ((next as HTMLButtonElement).disabled) return
        return void (await user.click(next))
      }
    }
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as TemplatePreviewContext
    if (snapshot.matches('closed')) return void expect(screen.queryByRole('dialog')).toBeNull()
    if (snapshot.matches('loading'))
      return void expect(dialog().getByText('Loading the template…')).toBeTruthy()
    if (snapshot.matches('failed'))
      return void expect(dialog().getByRole('alert')).toHaveTextContent(context.failure!)
    const template = context.template!
    expect(screen.getByRole('dialog', { name: template.name })).toBeTruthy()
    expect(dialog().getByText(template.legend)).toBeTruthy()
    const callouts = within(dialog().getByRole('region', { name: 'Callouts' }))
    if (template.callouts.length === 0)
      return void expect(callouts.getByText('This template has no callouts.')).toBeTruthy()
    expect(
      callouts.getByRole('button', { name: context.showCallouts ? 'Hide Callouts' : 'Show Callouts' }),
    ).toBeTruthy()
    const current = template.callouts[context.callout]!
    if (context.showCallouts) {
      expect(
        callouts.getByText(`${context.callout + 1} / ${template.callouts.length}`, { exact: false }),
      ).toBeTruthy()
      expect(callouts.getByText(current.description)).toBeTruthy()
    } else expect(callouts.queryByText(current.description)).toBeNull()
  },
}
