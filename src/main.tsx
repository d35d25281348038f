import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { AppRouter } from './app/AppRouter'
import { SessionErrorBridge } from './app/SessionErrorBridge'
import { inspect } from './app/inspector'
import { sessionLogic } from './app/session-logic'
import { SessionActor } from './features/session/session-context'
import { ConfirmationActor } from './features/shell/confirmation-context'
import { SidebarActor } from './features/shell/sidebar-context'
import { confirmationLogic } from './app/shell-logic'
import { sidebarInput, sidebarLogic } from './app/sidebar-logic'
import { Toaster } from './ui/Toaster'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <SessionActor.Provider logic={sessionLogic} options={inspect ? { inspect } : {}}>
      <SidebarActor.Provider logic={sidebarLogic} options={{ input: sidebarInput(), ...(inspect ? { inspect } : {}) }}>
        <ConfirmationActor.Provider logic={confirmationLogic} options={inspect ? { inspect } : {}}>
          <SessionErrorBridge />
          <AppRouter />
          <Toaster />
        </ConfirmationActor.Provider>
      </SidebarActor.Provider>
    </SessionActor.Provider>
  </StrictMode>,
)
