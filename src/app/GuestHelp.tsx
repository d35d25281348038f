import { lazy, Suspense, useState } from 'react'
import { HelpButton } from '../features/help/HelpButton'

const GuestHelpHost = lazy(() => import('./guest-help-host'))

/** The Help button on the sign-in pages; the drawer and its machine load only when it is pressed. */
export function GuestHelp() {
  const [requested, setRequested] = useState(false)
  if (!requested) return <HelpButton onClick={() => setRequested(true)} />
  return (
    <Suspense fallback={<HelpButton busy onClick={() => undefined} />}>
      <GuestHelpHost />
    </Suspense>
  )
}
