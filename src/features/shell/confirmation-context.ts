import { createActorContext } from '@xstate/react'
import { confirmationMachine } from '../../../machines/shell/confirmation.machine'

export const ConfirmationActor = createActorContext(confirmationMachine)
