import { render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type {
  CourseLibraryContext,
  CourseLibraryEvent,
} from '../../../../machines/learning/course-library.machine'
import { firstLibraryQuery } from '../../../../machines/samples/courses.samples'
import { bindCourseLibrary } from '../../../../src/app/flows/learning/course-library'
import { ADMINS_ONLY, filterCourses, isAdminsOnly, PRIMARY_LANGUAGES } from '../../../../src/domain/courses'
import LibraryPage from '../../../../src/features/learning/LibraryPage'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

let page = 0

export const courseLibraryView: ViewAdapter<CourseLibraryEvent> = {
  machineId: 'courseLibrary',
  mount() {
    const scripted = createScriptedActors(['loadCourses'])
    const { deps, spies } = scriptedDeps()
    render(
      <LibraryPage
        logic={bindCourseLibrary(deps).provide({ actors: scripted.logics })}
        input={{ query: firstLibraryQuery }}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'library.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'library.category':
        return void (await user.click(
          within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('button', {
            name: event.category,
          }),
        ))
      case 'library.language':
        return void (await user.selectOptions(
          screen.getByRole('combobox', { name: 'Language' }),
          PRIMARY_LANGUAGES.find((item) => item.code === event.language)?.label ?? 'All languages',
        ))
      case 'library.search': {
        const box = screen.getByRole('searchbox', { name: 'Search courses' })
        await user.clear(box)
        if (event.search) await user.type(box, event.search)
        return void (await user.click(screen.getByRole('button', { name: 'Search' })))
      }
      case 'library.page': {
        const pager = screen.queryByRole('navigation', { name: 'Pages' })
        const current = page
        const name = event.page > current ? 'Next' : 'Previous'
        const button = pager ? within(pager).getByRole('button', { name }) : null
        return void (await user.click(enabledControl(event.page === current ? null : button, name)))
      }
    }
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as CourseLibraryContext
    page = filterCourses(context.courses ?? [], context.query).page
    const list = screen.getByRole('list', { name: 'Courses' })
    expect(list).toHaveAttribute('aria-busy', String(snapshot.matches('loading')))
    if (snapshot.matches('failed')) expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    const shown = filterCourses(context.courses ?? [], context.query)
    const cards = within(list).queryAllByRole('listitem')
    expect(cards).toHaveLength(shown.items.length)
    shown.items.forEach((course, index) => {
      expect(within(cards[index]!).getByRole('link', { name: course.name })).toBeTruthy()
      if (isAdminsOnly(course)) expect(within(cards[index]!).getByText(ADMINS_ONLY.title)).toBeTruthy()
    })
    const pressed = within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('button', {
      pressed: true,
    })
    expect(pressed.textContent).toBe(context.query.category)
    void spies
  },
}
