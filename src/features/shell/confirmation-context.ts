import { createActorContext } from '@xstate/react'
import { confirmationMachine } from '../../../machines/confirmation.machine'

export const ConfirmationActor = createActorContext(confirmationMachine)
