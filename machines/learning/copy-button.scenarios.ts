import { copyButtonMachine } from './copy-button.machine'
import { defineFlow } from '../flow'
import type { Scenarios } from '../scenarios'

export const copyButtonScenarios: Scenarios<typeof copyButtonMachine> = {
  events: { copy: [{ type: 'copy' }] },
  inputs: [{ text: 'https://console.example/v/share-token' }],
  outcomes: { copyText: { done: [undefined], error: [new Error('Write permission denied.')] } },
  abstractContext: () => ({}),
  maxStates: 100,
}

export const copyButtonFlow = defineFlow({
  id: 'copyButton',
  file: 'learning/copy-button',
  title: 'Copy button',
  description:
    'A text copied to the clipboard on its own (a video’s share link): "Copied" for 2 s after the browser took it, and in words when it refused, until the next try.',
  routes: ['/learning/videos'],
  machine: copyButtonMachine,
  scenarios: copyButtonScenarios,
})
