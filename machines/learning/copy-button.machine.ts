import { fromPromise, setup } from 'xstate'
import { COPY_TOOLTIP_MS } from '../../src/domain/constants'
import { copyStates } from '../copy-states'

// A copy button on its own, for a text that belongs to no flow of its own (a video's share link): the clipboard
// is written by an invoked actor, "Copied" shows for 2 s (000 §9), and a browser's refusal is said in words.
// Flows that own their text (API keys, webhooks, the calendar feed) spread copyStates into themselves instead.

export interface CopyButtonInput {
  text: string
}

export type CopyButtonEvent = { type: 'copy' }

export const copyButtonMachine = setup({
  types: {
    context: {} as CopyButtonInput,
    events: {} as CopyButtonEvent,
    input: {} as CopyButtonInput,
  },
  actors: { copyText: fromPromise<void, { text: string }>(async () => undefined) },
  delays: { copyTooltip: COPY_TOOLTIP_MS },
}).createMachine({
  id: 'copyButton',
  context: ({ input }) => ({ text: input.text }),
  ...copyStates({
    copy: 'copyText',
    event: 'copy',
    text: ({ context }: { context: CopyButtonInput }) => context.text,
  }),
})
