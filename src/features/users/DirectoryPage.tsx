import { useActorRef, useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { InspectionEvent } from 'xstate'
import { css } from '../../../styled-system/css'
import type { directoryListMachine, DirectoryListInput } from '../../../machines/directory-list.machine'
import { DIRECTORY_TEXTS } from '../../domain/users'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'

/** /users/departments and /users/groups. */
export default function DirectoryPage({
  logic,
  input,
  inspect,
}: {
  logic: typeof directoryListMachine
  input: DirectoryListInput
  inspect?: ((event: InspectionEvent) => void) | undefined
}) {
  const { kind } = input
  const actor = useActorRef(logic, { input, ...(inspect ? { inspect } : {}) })
  const entries = useSelector(actor, (s) => s.context.entries)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  const texts = DIRECTORY_TEXTS[kind]
  return (
    <section
      aria-labelledby="directory-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4', maxW: '960px' })}
    >
      <h1 id="directory-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {texts.title}
      </h1>
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'directory.retry' })} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <th className={cell}>Name</th>
            <th className={cell}>Users</th>
          </tr>
        </thead>
        <tbody>
          {entries?.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" className={cell}>
                <Link
                  href={`${texts.usersPath}/${encodeURIComponent(entry.id)}`}
                  className={css({ color: 'brand', fontWeight: 'semibold' })}
                >
                  {entry.name}
                </Link>
              </th>
              <td className={cell}>{entry.usersCount}</td>
            </tr>
          ))}
          <ListStatusRow
            columns={2}
            noun={texts.noun}
            loading={!entries && loading}
            empty={entries?.length === 0}
          />
        </tbody>
      </ListTable>
    </section>
  )
}
