import { useCallback } from 'react'
import { useLocation } from 'wouter'

import DirectoryPage from '../../features/users/DirectoryPage'
import { useBoundFlow, useFlowDeps } from '../browser-deps'
import { bindDirectoryList, directoryEntries } from '../flows/users/directory-list'
import { inspect } from '../inspector'
import { bindDirectoryEditor } from '../flows/users/directory-editor'

/** /users/departments or /users/groups, by the path. */
export default function DirectoryRoute() {
  const [location] = useLocation()
  const kind = location.startsWith('/users/groups') ? 'groups' : 'departments'
  const logic = useBoundFlow(bindDirectoryList)
  const deps = useFlowDeps()
  const bindEditor = useCallback((changed: () => void) => bindDirectoryEditor(deps, changed), [deps])
  return (
    <DirectoryPage
      key={kind}
      logic={logic}
      input={{ kind, cached: directoryEntries.last(deps, kind) }}
      inspect={inspect}
      bindEditor={bindEditor}
    />
  )
}
