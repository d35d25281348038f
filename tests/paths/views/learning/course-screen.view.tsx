import { act, render, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type {
  CourseScreenEvent,
  CourseScreenInput,
  CourseTab,
  courseScreenMachine,
} from '../../../../machines/learning/course-screen.machine'
import { bindCoursePage } from '../../../../src/app/flows/learning/course-page'
import { bindCourseScreen } from '../../../../src/app/flows/learning/course-screen'
import { bindCourseCustomers } from '../../../../src/app/flows/learning/course-sharing'
import { CourseScreen } from '../../../../src/features/learning/CourseScreen'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import { ScreenHarness } from '../../screen-harness'
import type { ViewAdapter } from '../../view-adapter'

// The page's own graph on the real page with its real children; the course and its customers never answer here
// (their own adapters drive them). A sent share form is reported to the page as the form reports it; the page's
// move to the status tab is the app's navigation, checked as the step runs.

type Screen = ActorRefFrom<typeof courseScreenMachine>
const BASE = '/courses/crs_phishing'
const mounted: { actor: Screen | null; navigate: ((to: string, options?: object) => void) | null } = {
  actor: null,
  navigate: null,
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands for any of the children's calls
const never = fromPromise<any, any>(() => new Promise<never>(() => {}))
const navigations = () => (mounted.navigate as unknown as { mock: { calls: unknown[][] } }).mock.calls

export const courseScreenView: ViewAdapter = {
  machineId: 'courseScreen',
  mount(input) {
    const { deps, spies } = scriptedDeps()
    mounted.actor = null
    mounted.navigate = deps.navigate
    const page = bindCoursePage(deps).provide({ actors: { loadCourse: never } })
    const customers = bindCourseCustomers(deps).provide({ actors: { loadCustomers: never } })
    render(
      <ScreenHarness
        logic={bindCourseScreen(deps, BASE).provide({ actors: { page, customers } })}
        input={input as CourseScreenInput}
        onStart={(screen) => void (mounted.actor = screen)}
        view={(screen) => <CourseScreen screen={screen} base={BASE} />}
      />,
    )
    return { scripted: createScriptedActors([]), spies }
  },
  async perform(event) {
    const e = event as CourseScreenEvent
    await waitFor(() => expect(mounted.actor).not.toBeNull())
    const moves = navigations().length
    act(() => mounted.actor!.send(e))
    if (e.type === 'customers.shared') {
      expect(navigations().length - moves, 'the page shows the status tab').toBe(1)
      expect(navigations().at(-1)).toEqual([`${BASE}/customers-status`])
    } else expect(navigations().length - moves, 'a followed address is not moved again').toBe(0)
  },
  expectState(snapshot) {
    const { tab, shares } = snapshot.context as CourseScreenInput
    const tabs = within(screen.getByRole('navigation', { name: 'Course' }))
    const labels: Record<CourseTab, string> = {
      preview: 'Preview',
      statistics: 'Statistics',
      settings: 'Settings',
      'customers-status': 'Customers status',
      'customers-settings': 'Customers settings',
    }
    const current = tabs.queryAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')
    // A customers tab's address on a course that is not shared shows no tab as current, and nothing under it.
    const offered = shares || !tab.startsWith('customers')
    expect(current.map((link) => link.textContent)).toEqual(offered ? [labels[tab]] : [])
    expect(tabs.queryByRole('link', { name: 'Customers status' }) !== null, 'customers tabs offered').toBe(
      shares,
    )
    const status = screen.queryByRole('toolbar', { name: 'Customer actions' })
    const settings = screen.queryByRole('region', { name: 'Customers settings' })
    expect(status !== null, 'the customers status').toBe(snapshot.matches('customersStatus'))
    expect(settings !== null, 'the share form').toBe(snapshot.matches('customersSettings'))
  },
}
