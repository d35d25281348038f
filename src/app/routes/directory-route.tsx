import { useActorRef } from '@xstate/react'
import { useLocation } from 'wouter'
import type { DirectoryKind } from '../../domain/users'
import { DirectoryScreen } from '../../features/users/DirectoryScreen'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { directoryEntries } from '../flows/users/directory-list'
import { bindDirectoryScreen } from '../flows/users/directory-screen'
import { inspect } from '../inspector'

/** /users/departments or /users/groups, by the path. */
export default function DirectoryRoute() {
  const [location] = useLocation()
  const kind = location.startsWith('/users/groups') ? 'groups' : 'departments'
  return <DirectoryScreenRoute key={kind} kind={kind} />
}

function DirectoryScreenRoute({ kind }: { kind: DirectoryKind }) {
  const deps = useFlowDeps()
  const screen = useActorRef(useBoundFlow(bindDirectoryScreen), {
    ...(inspect ? { inspect } : {}),
    input: { kind, cached: directoryEntries.last(deps, kind) },
  })
  return <DirectoryScreen screen={screen} />
}
