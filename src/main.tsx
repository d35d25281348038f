import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { AppRouter } from './app/AppRouter'
import { SessionErrorBridge } from './app/SessionErrorBridge'
import { inspect } from './app/inspector'
import { sessionLogic } from './app/flows/session-logic'
import { SessionActor } from './features/session/session-context'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

createRoot(root).render(
  <StrictMode>
    <SessionActor.Provider logic={sessionLogic} options={inspect ? { inspect } : {}}>
      <SessionErrorBridge />
      <AppRouter />
    </SessionActor.Provider>
  </StrictMode>,
)
