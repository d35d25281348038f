import { useMemo } from 'react'
import { useLocation } from 'wouter'
import { navigate } from 'wouter/use-browser-location'

import { userProfileMachine } from '../../../machines/user-profile.machine'
import { PROFILE_TABS, type ProfileTab } from '../../domain/user-profile'
import { getUserProfile, setTemporaryPassword, updateUserProfile } from '../../api/user-profile'
import UserProfilePage from '../../features/users/UserProfilePage'
import { SessionActor } from '../../features/session/session-context'
import { selectCompany } from '../../features/session/selectors'
import { toaster } from '../../ui/Toaster'
import { inspect } from '../inspector'
import { api, gatewayCall } from '../services'

/** /user_profile/{userId}/{tab}: the route table has already sent non-admins off completed tasks. */
export default function ProfileRoute() {
  const company = SessionActor.useSelector(selectCompany)
  const companyId = company?.id ?? ''
  const [location] = useLocation()
  const match = /^\/user_profile\/([^/]+)\/([a-z_]+)$/.exec(location)
  const userId = decodeURIComponent(match?.[1] ?? '')
  const tab = (PROFILE_TABS.find((t) => t.id === match?.[2])?.id ?? 'outstanding_tasks') as ProfileTab
  const logic = useMemo(
    () =>
      userProfileMachine.provide({
        actors: {
          loadProfile: gatewayCall((input) => getUserProfile(api, companyId, input.userId)),
          saveProfile: gatewayCall((input) => updateUserProfile(api, companyId, input.userId, input.values)),
          setPassword: gatewayCall((input) =>
            setTemporaryPassword(api, companyId, input.userId, input.password),
          ),
        },
        actions: { notify: (_, title) => toaster.create({ title, type: 'success' }) },
      }),
    [companyId],
  )
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
