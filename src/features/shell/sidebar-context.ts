import { createActorContext } from '@xstate/react'
import { sidebarMachine } from '../../../machines/shell/sidebar.machine'

export const SidebarActor = createActorContext(sidebarMachine)
