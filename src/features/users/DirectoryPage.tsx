import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { directoryEditorMachine } from '../../../machines/users/directory-editor.machine'
import type { directoryListMachine } from '../../../machines/users/directory-list.machine'
import { DirectoryEditorDialogs, EntryActions, NewEntryButton } from './DirectoryEditor'
import { DIRECTORY_TEXTS } from '../../domain/users'
import { listCell as cell, ListStatusRow, ListTable, RetryAlert } from '../../ui/ListParts'

/** /users/departments and /users/groups: the list, and with its editor the create, rename and delete actions. */
export default function DirectoryPage({
  actor,
  editor,
}: {
  actor: ActorRefFrom<typeof directoryListMachine>
  /** The create / rename / delete flow; without it the list is read-only. */
  editor?: ActorRefFrom<typeof directoryEditorMachine>
}) {
  const kind = useSelector(actor, (s) => s.context.kind)
  const entries = useSelector(actor, (s) => s.context.entries)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null))
  const texts = DIRECTORY_TEXTS[kind]
  return (
    <section
      aria-labelledby="directory-title"
      className={css({ display: 'flex', flexDir: 'column', gap: '4', maxW: '960px' })}
    >
      <header className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <h1 id="directory-title" className={css({ fontSize: '2xl', fontWeight: 'bold', mr: 'auto' })}>
          {texts.title}
        </h1>
        {editor ? <NewEntryButton editor={editor} /> : null}
      </header>
      <RetryAlert message={failure} onRetry={() => actor.send({ type: 'directory.retry' })} />
      <ListTable busy={loading}>
        <thead>
          <tr>
            <th className={cell}>Name</th>
            <th className={cell}>Users</th>
            {editor ? (
              <th className={cell}>
                <span className={css({ srOnly: true })}>Actions</span>
              </th>
            ) : null}
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
              {editor ? (
                <td className={cell}>
                  <EntryActions editor={editor} entry={entry} />
                </td>
              ) : null}
            </tr>
          ))}
          <ListStatusRow
            columns={editor ? 3 : 2}
            noun={texts.noun}
            loading={!entries && loading}
            empty={entries?.length === 0}
          />
        </tbody>
      </ListTable>
      {editor ? <DirectoryEditorDialogs editor={editor} /> : null}
    </section>
  )
}
