// What a copy button says after its click (000 §9: the tooltip shows for 2 s), and when the browser refused the
// clipboard, so that nobody leaves believing a secret was copied when it was not.

export const COPY_TEXTS = {
  copied: 'Copied',
  failed: 'Your browser did not allow copying. Select the text and copy it yourself.',
} as const

export type CopyStep = 'idle' | 'copying' | 'copied' | 'copyFailed'
