import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import { ADMINS_ONLY, courseMinutes, isAdminsOnly, type CourseSummary } from '../../domain/courses'
import { badge } from '../../ui/badge'

const TAG_TONES = { new: 'info', popular: 'success', hot: 'orange' } as const

/** A course in the library: thumbnail, tags, name, size, and where it is for admins only, the warning. */
export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <li
      className={css({
        bg: 'surface.card',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'xl',
        overflow: 'hidden',
        display: 'flex',
        flexDir: 'column',
      })}
    >
      <img
        src={course.thumbnail ?? '/images/course-specialized.svg'}
        alt=""
        width={320}
        height={180}
        className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' })}
      />
      <div className={css({ p: '4', display: 'flex', flexDir: 'column', gap: '2', flex: '1' })}>
        <div className={css({ display: 'flex', gap: '1', flexWrap: 'wrap', minH: '5' })}>
          <span className={badge({ tone: 'muted' })}>{course.category}</span>
          {course.tags.map((tag) => (
            <span key={tag} className={badge({ tone: TAG_TONES[tag] })}>
              {tag}
            </span>
          ))}
        </div>
        <h2 className={css({ fontWeight: 'semibold', fontSize: 'md' })}>
          <Link
            href={`/courses/${course.id}/preview`}
            className={css({ _hover: { textDecoration: 'underline' } })}
          >
            {course.name}
          </Link>
        </h2>
        <p className={css({ fontSize: 'sm', color: 'text.muted', flex: '1' })}>{course.description}</p>
        {isAdminsOnly(course) ? (
          <p
            role="note"
            className={css({ fontSize: 'xs', color: 'red.800', bg: 'red.50', p: '2', borderRadius: 'md' })}
          >
            <strong>{ADMINS_ONLY.title}</strong> {ADMINS_ONLY.text}
          </p>
        ) : null}
        <p className={css({ fontSize: 'xs', color: 'text.muted' })}>
          {course.totalChapters} chapters · {course.totalQuizzes} quizzes ·{' '}
          {courseMinutes(course.totalTimeInMinutes)}
          {course.runningCampaigns > 0 ? ` · ${course.runningCampaigns} running` : ''}
        </p>
      </div>
    </li>
  )
}
