// A copy button's states, spread into the flow that owns the text (the API key, the webhook secret, the calendar
// address): the clipboard is written by an invoked actor, so a browser's refusal is a state the view shows, not a
// swallowed error; "Copied" shows for COPY_TOOLTIP_MS (the machine's `copyTooltip` delay) and goes.
//
// By composition, as machines/paged-list.ts: the flow names in its own setup() the actor (`copy`) and the delay.

interface CopySpec<Copy extends string, Event extends string, Context> {
  /** The clipboard actor's name in the flow's setup(): fromPromise<void, { text: string }>. */
  copy: Copy
  /** The event of the copy button. */
  event: Event
  text: (args: { context: Context }) => string
}

/** `copyStates({ copy, event, text })` → a compound state's `initial` and `states`. */
export function copyStates<const Copy extends string, const Event extends string, Context>(
  spec: CopySpec<Copy, Event, Context>,
) {
  const again = { [spec.event]: 'copying' } as Record<Event, 'copying'>
  return {
    initial: 'idle' as const,
    states: {
      idle: { on: again },
      copying: {
        invoke: {
          id: spec.copy,
          src: spec.copy,
          input: ({ context }: { context: Context }) => ({ text: spec.text({ context }) }),
          onDone: 'copied' as const,
          onError: 'copyFailed' as const,
        },
      },
      copied: { after: { copyTooltip: 'idle' as const }, on: again },
      copyFailed: { on: again },
    },
  }
}
