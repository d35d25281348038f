import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'

import { HelpButton } from '../features/help/HelpButton'
import { HelpDrawer } from '../features/help/HelpDrawer'
import { inspect } from './inspector'
import { createBrowserDeps } from './browser-deps'
import { bindHelpDrawer } from './flows/help/help-drawer'

const guestHelpLogic = bindHelpDrawer(createBrowserDeps(() => ({ user: null, company: null })))

/** Contact Support on the sign-in pages: the open ticket call, the email typed by the visitor. Loaded on demand. */
export default function GuestHelpHost() {
  const actor = useActorRef(guestHelpLogic, { input: { knownEmail: null }, ...(inspect ? { inspect } : {}) })
  // Loaded because the Help button was pressed: open at once.
  useEffect(() => actor.send({ type: 'help.open' }), [actor])
  return (
    <>
      <HelpButton onClick={() => actor.send({ type: 'help.open' })} />
      <HelpDrawer actor={actor} name="" showFaq />
    </>
  )
}
