import { act, render, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type {
  UsersScreenEvent,
  UsersScreenInput,
  usersScreenMachine,
} from '../../../../machines/users/users-screen.machine'
import type { AddUsersContext } from '../../../../machines/users/add-users.machine'
import type { DirectoryOptions } from '../../../../machines/users/users-list.machine'
import { bindAddUsers } from '../../../../src/app/flows/users/add-users'
import { bindUsersList } from '../../../../src/app/flows/users/users-list'
import { bindUsersScreen } from '../../../../src/app/flows/users/users-screen'
import { DIRECTORY_EDIT_TEXTS } from '../../../../src/domain/directory-edit'
import type { UserPage } from '../../../../src/domain/users'
import { reportingAdded } from '../../../../machines/users/users-screen.machine'
import { UsersScreen } from '../../../../src/features/users/UsersScreen'
import userEvent from '@testing-library/user-event'
import type { ScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph on the real page with its real children. The list's page requests are answered at once
// and counted, so a change reported to the page shows as one more request. The drawer's end is the admin closing
// it. The page's moves of the address are the app's navigation, checked as each step runs.

type Screen = ActorRefFrom<typeof usersScreenMachine>
const mounted: { actor: Screen | null; navigate: ((to: string, options?: object) => void) | null } = {
  actor: null,
  navigate: null,
}
let pageRequests = 0
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands for any of the drawer's calls
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))

const navigations = () => (mounted.navigate as unknown as { mock: { calls: unknown[][] } }).mock.calls
const drawer = () => screen.queryByRole('dialog', { name: 'Add New Users' })

export const usersScreenView: ViewAdapter = {
  machineId: 'usersScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    const scoped = (input as UsersScreenInput).directory !== null
    mounted.actor = null
    mounted.navigate = deps.navigate
    pageRequests = 0
    const list = bindUsersList(deps, {}).provide({
      actors: {
        loadFilterOptions: fromPromise(async (): Promise<DirectoryOptions> => ({
          departments: [],
          groups: [],
        })),
        loadUsers: fromPromise(async (): Promise<UserPage> => {
          pageRequests += 1
          return { usersPerPage: [], totalCount: 0, ...(scoped ? { scopeName: 'Sales' } : {}) }
        }),
      },
    })
    const addUsers = reportingAdded(bindAddUsers(deps).provide({ actors: { loadOptions: never } }))
    render(
      <ScreenHarness
        logic={bindUsersScreen(deps, {}).provide({ actors: { list, addUsers } })}
        input={input as UsersScreenInput}
        onStart={(screen) => void (mounted.actor = screen)}
        view={(screen) => <UsersScreen screen={screen} title="Users" scope={{}} />}
      />,
    )
    // The drawer's end, as a path step, is the admin closing it.
    const scripted: ScriptedActors = {
      logics: {},
      async settle(id) {
        if (id !== 'addUsers') throw new Error(`No outcome for ${id}`)
        const moves = navigations().length
        // What the real drawer started with, for the runner to compare with the model's input.
        const child = mounted.actor!.getSnapshot().children.addUsers!.getSnapshot().context as AddUsersContext
        const { role, isPartner, ssoAvailable } = child.facts
        const started = { facts: { role, isPartner, ssoAvailable }, emailVerified: child.emailVerified }
        await userEvent.setup({ delay: null }).click(within(drawer()!).getByRole('button', { name: 'Close' }))
        expect(navigations().length - moves, 'the address drops the drawer').toBe(1)
        expect(navigations().at(-1)).toEqual([expect.not.stringContaining('modal='), { replace: true }])
        return started
      },
    }
    return { scripted, spies }
  },
  async perform(event, user) {
    const e = event as UsersScreenEvent
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    const moves = navigations().length
    switch (e.type) {
      case 'drawer.open':
        await user.click(screen.getByRole('button', { name: 'Add users' }))
        expect(navigations().length - moves, 'the drawer is an address').toBe(1)
        return void expect(navigations().at(-1)?.[0]).toMatch(/\?modal=addUsers$/)
      case 'users.changed': {
        // The list reads its page again once it has read it.
        await waitFor(() => expect(pageRequests).toBeGreaterThan(0))
        const asked = pageRequests
        act(() => mounted.actor!.send(e))
        return void (await waitFor(() => expect(pageRequests, 'the list reads again').toBe(asked + 1)))
      }
      case 'address.changed':
        act(() => mounted.actor!.send(e))
        return void expect(navigations().length - moves, 'a followed address is not moved again').toBe(0)
    }
  },
  expectState(snapshot) {
    if (snapshot.matches({ drawer: 'open' })) expect(drawer()).not.toBeNull()
    else expect(drawer()).toBeNull()
    // Behind the drawer the page is hidden from assistive technology, yet still what the user sees.
    const offered = screen.queryByRole('button', { name: DIRECTORY_EDIT_TEXTS.addMembers, hidden: true })
    if (snapshot.matches({ members: 'offered' })) expect(offered).not.toBeNull()
    else expect(offered).toBeNull()
  },
}
