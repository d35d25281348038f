import { confirmationMachine } from '../../../../machines/shell/confirmation.machine'

// The global confirmation: `awaitConfirmation()` resolves when the admin answers the dialog that a
// `confirm.request` event opened.
let pending: ((confirmed: boolean) => void) | null = null

export const confirmationLogic = confirmationMachine.provide({
  actions: {
    answer: (_, confirmed) => {
      pending?.(confirmed)
      pending = null
    },
  },
})

export function awaitConfirmation(): Promise<boolean> {
  pending?.(false)
  return new Promise((resolve) => {
    pending = resolve
  })
}
