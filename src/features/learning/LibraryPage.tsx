import { useActorRef, useSelector } from '@xstate/react'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { courseLibraryMachine } from '../../../machines/learning/course-library.machine'
import { COURSE_CATEGORIES, COURSES_PAGE_SIZE, type LibraryQuery } from '../../domain/courses'
import { Button } from '../../ui/Button'
import { RetryAlert } from '../../ui/ListParts'
import { LibraryFilters } from './LibraryFilters'
import { CourseCard } from './CourseCard'
import { selectFailure, selectLoaded, selectLoading, selectPage, selectQuery } from './library-selectors'

/** The training library: categories, language and search over the company's courses, 30 to a page. */
export default function LibraryPage({
  logic,
  input,
  inspect,
}: {
  logic: typeof courseLibraryMachine
  input: { query: LibraryQuery }
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const library = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const query = useSelector(library, selectQuery)
  const loading = useSelector(library, selectLoading)
  const loaded = useSelector(library, selectLoaded)
  const failure = useSelector(library, selectFailure)
  const page = useSelector(library, selectPage)
  return (
    <section
      aria-labelledby="library-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <h1 id="library-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Training library
      </h1>
      <LibraryFilters
        categoriesLabel="Categories"
        categories={COURSE_CATEGORIES}
        category={query.category}
        searchLabel="Search courses"
        search={query.search}
        language={query.language}
        onCategory={(category) => library.send({ type: 'library.category', category })}
        onSearch={(search) => library.send({ type: 'library.search', search })}
        onLanguage={(language) => library.send({ type: 'library.language', language })}
      />
      <RetryAlert message={failure} onRetry={() => library.send({ type: 'library.retry' })} />
      <p aria-live="polite" className={css({ fontSize: 'sm', color: 'text.muted' })}>
        {loading && !loaded
          ? 'Loading courses…'
          : loaded
            ? `${page.total} ${page.total === 1 ? 'course' : 'courses'}`
            : ''}
      </p>
      {loaded && page.total === 0 ? (
        <p className={css({ color: 'text.muted' })}>
          No course matches. Try another category, language or search.
        </p>
      ) : null}
      <ul
        aria-label="Courses"
        aria-busy={loading}
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
        })}
      >
        {page.items.map((course) => (
          <CourseCard key={course.id} course={course} />
        ))}
      </ul>
      {page.pages > 1 ? (
        <nav
          aria-label="Pages"
          className={css({ display: 'flex', gap: '2', alignItems: 'center', alignSelf: 'center' })}
        >
          <Button
            size="sm"
            variant="outline"
            disabled={page.page === 0}
            onClick={() => library.send({ type: 'library.page', page: page.page - 1 })}
          >
            Previous
          </Button>
          <span className={css({ fontSize: 'sm' })}>
            {page.page * COURSES_PAGE_SIZE + 1}–{Math.min(page.total, (page.page + 1) * COURSES_PAGE_SIZE)} of{' '}
            {page.total}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={page.page >= page.pages - 1}
            onClick={() => library.send({ type: 'library.page', page: page.page + 1 })}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </section>
  )
}
