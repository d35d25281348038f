import { fromPromise } from 'xstate'

/** The browser's clipboard as a flow's copy actor: a refusal (no permission, no secure context) rejects. */
export const clipboardWrite = fromPromise<void, { text: string }>(async ({ input }) => {
  if (!navigator.clipboard) throw new Error('No clipboard in this browser')
  await navigator.clipboard.writeText(input.text)
})
