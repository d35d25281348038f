import { useLocation } from 'wouter'

import DirectoryPage from '../../features/users/DirectoryPage'
import { useBoundFlow } from '../browser-deps'
import { bindDirectoryList } from '../flows/directory-list'
import { inspect } from '../inspector'

/** /users/departments or /users/groups, by the path. */
export default function DirectoryRoute() {
  const [location] = useLocation()
  const kind = location.startsWith('/users/groups') ? 'groups' : 'departments'
  const logic = useBoundFlow(bindDirectoryList)
  return <DirectoryPage key={kind} logic={logic} kind={kind} inspect={inspect} />
}
