import { Link } from 'wouter'
import { css } from '../../styled-system/css'

/** A page's sentence on what it is for, and a link to the page for the other purpose. */
export function ChoiceNote({ note }: { note: { what: string; other: string; href: string } }) {
  return (
    <p className={css({ color: 'text.muted', maxW: '4xl', mt: '-3' })}>
      {note.what}{' '}
      <Link href={note.href} className={css({ color: 'brand', fontWeight: 'semibold' })}>
        {note.other}
      </Link>
    </p>
  )
}
