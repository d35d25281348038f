import { css } from '../../../styled-system/css'
import { Alert } from '../../ui/Alert'

/** A page a later version builds: its real title inside the real shell, and an honest state. */
export default function PlannedPage({ title }: { title: string }) {
  return (
    <section
      aria-labelledby="page-title"
      className={css({ maxW: '960px', display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <h1 id="page-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {title}
      </h1>
      <Alert tone="info">{title} is not available yet in this version of the console.</Alert>
    </section>
  )
}
