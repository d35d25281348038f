import { useLocation } from 'wouter'
import { navigate } from 'wouter/use-browser-location'

import { PROFILE_TABS, type ProfileTab } from '../../domain/user-profile'
import UserProfilePage from '../../features/users/UserProfilePage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { useBoundFlow } from '../browser-deps'
import { bindUserProfile } from '../flows/users/user-profile'
import { inspect } from '../inspector'

/** /user_profile/{userId}/{tab}: the route table has already sent non-admins off completed tasks. */
export default function ProfileRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const [location] = useLocation()
  const match = /^\/user_profile\/([^/]+)\/([a-z_]+)$/.exec(location)
  const userId = decodeURIComponent(match?.[1] ?? '')
  const tab = (PROFILE_TABS.find((t) => t.id === match?.[2])?.id ?? 'outstanding_tasks') as ProfileTab
  const logic = useBoundFlow(bindUserProfile)
  if (!company || !userId) return null
  return (
    <UserProfilePage
      key={userId}
      logic={logic}
      input={{ userId }}
      tab={tab}
      onTab={(next) => navigate(`/user_profile/${encodeURIComponent(userId)}/${next}`)}
      inspect={inspect}
    />
  )
}
