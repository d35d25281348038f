import { css } from '../../../styled-system/css'
import { Alert } from '../../ui/Alert'
import { SessionActor } from '../session/session-context'
import { selectCompany, selectUser } from '../session/selectors'

export default function HomePage() {
  const user = SessionActor.useSelector(selectUser)
  const company = SessionActor.useSelector(selectCompany)
  return (
    <section
      aria-labelledby="home-title"
      className={css({ maxW: '960px', mx: 'auto', display: 'flex', flexDir: 'column', gap: '6' })}
    >
      <h1 id="home-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Get started
      </h1>
      <p>
        Welcome, {user?.name}. You are signed in to <strong>{company?.name}</strong> on the{' '}
        {company?.subscription.hasBoost ? 'Boost' : 'Free'} plan with {company?.usersCount.enabled ?? 0}{' '}
        active users.
      </p>
      <Alert tone="info">
        The get-started dashboard, its statistic cards and the culture score are not available yet in this
        version of the console.
      </Alert>
    </section>
  )
}
