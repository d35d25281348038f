import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { AppRouter } from './app/AppRouter'
import { SessionErrorBridge } from './app/SessionErrorBridge'
import { inspect } from './app/inspector'
import { createBrowserDeps } from './app/browser-deps'
import { bindSession } from './app/flows/session'
import { preloadFirstScreen } from './app/first-screen'
import { SessionActor } from './features/session/session-context'
import { reportUncaughtErrors } from './app/error-reporter'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

preloadFirstScreen(window.location.pathname)
reportUncaughtErrors()

// The session binds before any session exists: nothing it calls asks who is signed in.
const sessionLogic = bindSession(createBrowserDeps(() => ({ user: null, company: null })))

createRoot(root).render(
  <StrictMode>
    <SessionActor.Provider logic={sessionLogic} options={inspect ? { inspect } : {}}>
      <SessionErrorBridge />
      <AppRouter />
    </SessionActor.Provider>
  </StrictMode>,
)
