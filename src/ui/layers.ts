/** A modal's answer to zag's request to close with a layer opened before it: it stays. */
export function keepOnParentClose(event: { preventDefault: () => void }): void {
  event.preventDefault()
}
