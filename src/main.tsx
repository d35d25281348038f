import { createRoot, hydrateRoot } from 'react-dom/client'
import './index.css'
import { AppRoot } from './app/AppRoot'
import { isPrerenderedPage } from './app/prerendered'
import { createBrowserDeps } from './app/browser-deps'
import { bindSession } from './app/flows/session/session'
import { preloadFirstScreen } from './app/first-screen'
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
const prerendered = isPrerenderedPage()
void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).finally(
  () => {
    const app = <AppRoot sessionLogic={sessionLogic} signedOut={prerendered} />
    // The sign-in page came drawn in its HTML: React takes over those elements instead of drawing them again.
    if (prerendered) hydrateRoot(root, app)
    else createRoot(root).render(app)
    // A drawn page's forms are released by the form itself once hydrated (src/ui/use-struct-form.ts); until
    // then the page's first script holds what is sent (src/early-session.ts).
    if (!prerendered) window.__consoleStarted = true
  },
)
