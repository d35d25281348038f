import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { AppRouter } from './app/AppRouter'
import { SessionErrorBridge } from './app/SessionErrorBridge'
import { inspect } from './app/inspector'
import { createBrowserDeps } from './app/browser-deps'
import { bindSession } from './app/flows/session/session'
import { preloadFirstScreen } from './app/first-screen'
import { SessionActor } from './features/session/session-context'
import { reportUncaughtErrors } from './app/error-reporter'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

const firstScreen = preloadFirstScreen(window.location.pathname)
reportUncaughtErrors()

// The session binds before any session exists: nothing it calls asks who is signed in.
const sessionLogic = bindSession(createBrowserDeps(() => ({ user: null, company: null })))

// The first render waits (a little) for the guessed page's code, so that page renders in one go instead of
// behind a Suspense fallback, which React reveals up to 300 ms late; a stalled network still gets the splash.
const FIRST_SCREEN_WAIT_MS = 3000
void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).finally(
  () =>
    createRoot(root).render(
      <StrictMode>
        <SessionActor.Provider logic={sessionLogic} options={inspect ? { inspect } : {}}>
          <SessionErrorBridge />
          <AppRouter />
        </SessionActor.Provider>
      </StrictMode>,
    ),
)
