import { createActorContext } from '@xstate/react'
import { sessionMachine } from '../../../machines/session/session.machine'

/** The one session actor of the console; the app provides its real actors with `logic`. */
export const SessionActor = createActorContext(sessionMachine)
