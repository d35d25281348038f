import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { SimulatedClock, type ActorRefFrom } from 'xstate'
import { expect } from 'vitest'
import type { userSearchMachine, UserSearchEvent } from '../../../../machines/exercise/user-search.machine'
import { type UserMatch, type UserSearchContext } from '../../../../machines/exercise/user-search.machine'
import { UserSearchPicker } from '../../../../src/features/exercise/UserSearchPicker'
import { createScriptedActors } from '../../scripted-actors'
import type { ViewAdapter } from '../../view-adapter'
import { scriptedDeps } from '../../scripted-deps'
import { bindUserSearch } from '../../../../src/app/flows/exercise/user-search'

// The 300 ms pause runs on a simulated clock: the path's `xstate.after.*` step is the moment it ends.
const mounted: { actor: ActorRefFrom<typeof userSearchMachine> | null } = { actor: null }

const DIRECTORY = {
  departments: [{ id: 'dep_fin', name: 'Finance' }],
  groups: [{ id: 'grp_pilots', name: 'Pilots' }],
}
const NAMES: Record<string, string> = { dep_fin: 'Finance', grp_pilots: 'Pilots' }

function Harness({ logic }: { logic: typeof userSearchMachine }) {
  const search = useActorRef(logic, { clock: new SimulatedClock() })
  const [chosen, setChosen] = useState<UserMatch[]>([])
  const [shown, setShown] = useState(false)
  useEffect(() => {
    mounted.actor = search
  }, [search])
  if (!shown)
    return (
      <button type="button" onClick={() => setShown(true)}>
        Selected users
      </button>
    )
  return (
    <UserSearchPicker
      search={search}
      chosen={chosen}
      onAdd={(user) => setChosen((list) => [...list, user])}
      onRemove={(id) => setChosen((list) => list.filter((user) => user.id !== id))}
      directory={DIRECTORY}
    />
  )
}

export const userSearchView: ViewAdapter<UserSearchEvent> = {
  machineId: 'userSearch',
  mount() {
    const scripted = createScriptedActors(['searchUsers'])
    render(<Harness logic={bindUserSearch(scriptedDeps().deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies: {} }
  },
  async perform(event, user) {
    if (event.type.startsWith('xstate.after.')) return void act(() => mounted.actor!.send(event as never))
    if (event.type === 'search.open')
      return void (await user.click(screen.getByRole('button', { name: 'Selected users' })))
    if (event.type === 'search.change') {
      const { text } = event
      return void fireEvent.change(screen.getByLabelText('Find users'), { target: { value: text } })
    }
    if (event.type === 'search.scope')
      return void (await user.selectOptions(
        screen.getByLabelText('Show users from'),
        event.scope ? NAMES[event.scope.id]! : 'The whole company',
      ))
    if (event.type === 'search.retry')
      return void (await user.click(
        within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }),
      ))
    throw new Error(`No user action for ${JSON.stringify(event)}`)
  },
  expectState(snapshot) {
    const context = snapshot.context as UserSearchContext
    if (snapshot.matches('idle')) return void expect(screen.queryByLabelText('Find users')).toBeNull()
    expect((screen.getByLabelText('Find users') as HTMLInputElement).value).toBe(context.text)
    const scope = screen.getByLabelText('Show users from') as HTMLSelectElement
    expect(scope.selectedOptions[0]!.textContent).toBe(
      context.scope ? NAMES[context.scope.id] : 'The whole company',
    )
    const list = screen.getByRole('list', { name: 'Matching users' })
    expect(list.getAttribute('aria-busy')).toBe(
      String(!snapshot.matches('ready') && !snapshot.matches('failed')),
    )
    if (snapshot.matches('failed'))
      return void expect(screen.getByRole('alert')).toHaveTextContent(context.error!)
    expect(screen.queryByRole('alert')).toBeNull()
    if (!snapshot.matches('ready')) return
    expect(within(list).queryAllByRole('button')).toHaveLength(context.matches.items.length)
    for (const match of context.matches.items) within(list).getByRole('button', { name: `+ ${match.name}` })
    if (context.matches.total > context.matches.items.length)
      screen.getByText(
        `Showing ${context.matches.items.length} of ${context.matches.total} users: type to narrow the list.`,
      )
    if (context.matches.total === 0)
      screen.getByText(context.text.trim() ? /^No users match/ : 'No users to show here.')
  },
}
