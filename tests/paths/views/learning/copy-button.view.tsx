import { act, render, screen } from '@testing-library/react'
import { expect } from 'vitest'
import { SimulatedClock } from 'xstate'
import {
  copyButtonMachine,
  type CopyButtonEvent,
  type CopyButtonInput,
} from '../../../../machines/learning/copy-button.machine'
import { COPY_TOOLTIP_MS } from '../../../../src/domain/constants'
import { COPY_TEXTS } from '../../../../src/domain/copy-text'
import { CopyLinkButton } from '../../../../src/features/learning/CopyLinkButton'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'

// "Copied" goes on a simulated clock: a path's `xstate.after.*` step is the moment it does. The button owns its
// actor, so it takes the clock as a prop.
let clock = new SimulatedClock()

function Harness({ logic, input }: { logic: typeof copyButtonMachine; input: CopyButtonInput }) {
  return <CopyLinkButton text={input.text} logic={logic} clock={clock} />
}

export const copyButtonView: ViewAdapter<CopyButtonEvent> = {
  machineId: 'copyButton',
  mount(input) {
    clock = new SimulatedClock()
    const scripted = createScriptedActors(['copyText'])
    render(
      <Harness
        input={input as CopyButtonInput}
        logic={copyButtonMachine.provide({ actors: scripted.logics })}
      />,
    )
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => clock.increment(COPY_TOOLTIP_MS))
    if (event.type === 'copy')
      return void (await user.click(screen.getByRole('button', { name: 'Copy link' })))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    expect(screen.getByRole('status')).toHaveTextContent(snapshot.matches('copied') ? COPY_TEXTS.copied : '')
    if (snapshot.matches('copyFailed')) expect(screen.getByRole('alert')).toHaveTextContent(COPY_TEXTS.failed)
    else expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveProperty(
      'disabled',
      snapshot.matches('copying'),
    )
  },
}
