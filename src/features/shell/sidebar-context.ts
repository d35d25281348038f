import { createActorContext } from '@xstate/react'
import { sidebarMachine } from '../../../machines/sidebar.machine'

export const SidebarActor = createActorContext(sidebarMachine)
