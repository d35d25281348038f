import { useMemo } from 'react'
import { navigate } from 'wouter/use-browser-location'
import { SessionActor } from '../features/session/session-context'
import { downloadText } from './download'
import type { FlowDeps } from './flows/deps'
import { api } from './services'
import { toast } from './toast'

/** The browser's dependencies for a flow's binding. */
export function createBrowserDeps(who: FlowDeps['who']): FlowDeps {
  return {
    api,
    who,
    navigate: (to, options) => navigate(to, options),
    toast,
    download: (fileName, text) => downloadText(fileName, text),
    leave: (url) => window.location.assign(url),
    guardLeave: () => {
      const warn = (event: BeforeUnloadEvent) => event.preventDefault()
      window.addEventListener('beforeunload', warn)
      return () => window.removeEventListener('beforeunload', warn)
    },
  }
}

/** The browser's dependencies, reading who is signed in from the session actor when a call starts. */
export function useFlowDeps(): FlowDeps {
  const session = SessionActor.useActorRef()
  return useMemo(
    () =>
      createBrowserDeps(() => {
        const { user, company } = session.getSnapshot().context
        return { user, company }
      }),
    [session],
  )
}

/** A flow bound once for this component: `bind` is a module-level binding, so it never changes. */
export function useBoundFlow<T>(bind: (deps: FlowDeps) => T): T {
  const deps = useFlowDeps()
  return useMemo(() => bind(deps), [bind, deps])
}
