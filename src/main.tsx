import { createRoot, hydrateRoot } from 'react-dom/client'
import './index.css'
import { AppRoot } from './app/AppRoot'
import { createBrowserDeps } from './app/browser-deps'
import { bindSession } from './app/flows/session/session'
import { preloadFirstScreen } from './app/first-screen'
import { reportUncaughtErrors } from './app/error-reporter'
import { adoptDrawnSession, drawnForThisTab, drawnSession, releaseDrawnAnswers } from './app/drawn-page'
import { rememberedFolded } from './app/sidebar-folded'
import { identity } from './app/identity'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

const firstScreen = preloadFirstScreen(window.location.pathname)
reportUncaughtErrors()

// The session binds before any session exists: nothing it calls asks who is signed in.
const sessionLogic = bindSession(createBrowserDeps(() => ({ user: null, company: null })))

// The first render waits (a little) for the guessed page's code, so that page renders in one go instead of
// behind a Suspense fallback, which React reveals up to 300 ms late; a stalled network still gets the splash.
const FIRST_SCREEN_WAIT_MS = 3000
// A page the gateway drew signed in is taken over as drawn unless this tab would draw it otherwise: a partner's
// pseudo session, or a sidebar the admin keeps folded. Then it is drawn anew, over the drawn page.
const drawnAsIs = drawnSession()
const drawn = drawnAsIs && drawnForThisTab() && !rememberedFolded() ? drawnAsIs : null
if (drawn) adoptDrawnSession(drawn, identity)
else releaseDrawnAnswers()
void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).finally(
  () => {
    const app = <AppRoot sessionLogic={sessionLogic} drawn={drawn} />
    // The landing came drawn in its HTML: React takes over those elements instead of drawing them again. (The
    // drawn sign-in page has its own script, src/login-main.tsx.)
    if (drawn) hydrateRoot(root, app)
    else createRoot(root).render(app)
    // A drawn landing is released by AppRoot once hydrated; until then the page's first script holds what is sent
    // (src/early-session.ts).
    if (!drawn) window.__consoleStarted = true
  },
)
