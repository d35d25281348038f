// A copy button's states, spread into the flow that owns the text (the API key, the webhook secret, the calendar
// address): the clipboard is written by an invoked actor, so a browser's refusal is a state the view shows, not a
// swallowed error; "Copied" shows for COPY_TOOLTIP_MS (the machine's `copyTooltip` delay) and goes.
//
// By composition, as machines/paged-list.ts: the flow names in its own setup() the actor (`copy`) and the delay.

interface CopySpec<Copy extends string, Event extends string, Context, Guard extends string> {
  /** The clipboard actor's name in the flow's setup(): fromPromise<void, { text: string }>. */
  copy: Copy
  /** The event of the copy button. */
  event: Event
  text: (args: { context: Context }) => string
  /** A guard of the flow's setup() that must hold for the copy (there is something to copy). */
  guard?: Guard
}

/** `copyStates({ copy, event, text })` → a compound state's `initial` and `states`. */
export function copyStates<
  const Copy extends string,
  const Event extends string,
  Context,
  const Guard extends string = never,
>(spec: CopySpec<Copy, Event, Context, Guard>) {
  const transition = spec.guard
    ? { guard: spec.guard, target: 'copying' as const }
    : { target: 'copying' as const }
  const again = { [spec.event]: transition } as Record<Event, typeof transition>
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
