// The smallest app of the product's stack: React, ReactDOM, xstate and @xstate/react rendering one
// machine. The bench measures it as the floor under the /login budget.
import { useMachine } from '@xstate/react'
import { createRoot } from 'react-dom/client'
import { createMachine } from 'xstate'

const toggle = createMachine({ initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } })

function App() {
  const [snapshot, send] = useMachine(toggle)
  return <button onClick={() => send({ type: 'flip' })}>{String(snapshot.value)}</button>
}

createRoot(document.getElementById('root')!).render(<App />)
