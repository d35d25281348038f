import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'

export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={css({ minH: '100vh', display: 'grid', placeItems: 'center', p: '6' })}>
      <section
        className={css({
          maxW: '480px',
          textAlign: 'center',
          display: 'flex',
          flexDir: 'column',
          gap: '4',
          alignItems: 'center',
        })}
      >
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
        {children}
      </section>
    </main>
  )
}
