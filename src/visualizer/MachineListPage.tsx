import { Link } from 'wouter'
import { css } from '../../styled-system/css'
import { registry } from '../../machines/registry'
import { allStateNodes, edgesOf } from '../../machines/tooling/graph'

export function MachineListPage() {
  return (
    <section
      aria-labelledby="machines-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
    >
      <h1 id="machines-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Machines
      </h1>
      <p className={css({ color: 'text.muted' })}>
        Every flow of the console as a statechart: simulate it, play its generated paths, see its test
        coverage, or follow it live.
      </p>
      <ul
        aria-label="Registered machines"
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
          gap: '4',
        })}
      >
        {registry.map((entry) => (
          <li
            key={entry.id}
            className={css({
              bg: 'surface.card',
              borderWidth: '1px',
              borderColor: 'border',
              borderRadius: 'lg',
              p: '4',
              display: 'flex',
              flexDir: 'column',
              gap: '2',
            })}
          >
            <Link
              href={`/machines/${entry.id}`}
              className={css({ fontWeight: 'semibold', color: 'brand', fontSize: 'lg' })}
            >
              {entry.title}
            </Link>
            <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{entry.description}</p>
            <p className={css({ fontSize: 'xs' })}>
              {allStateNodes(entry.machine).length} states · {edgesOf(entry.machine).length} transitions ·{' '}
              {entry.routes.join(', ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
