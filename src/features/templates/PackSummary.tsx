import { css } from '../../../styled-system/css'
import { templateCount, type Pack } from '../../domain/template-library'
import { Stars } from './Stars'

/** A pack's name, difficulty and what it holds, as the pack cards of the library and the landing show it. */
export function PackSummary({ pack }: { pack: Pack }) {
  return (
    <>
      <strong>{pack.name}</strong>
      <Stars count={pack.difficulty} label="Difficulty" />
      <span className={css({ fontSize: 'sm', color: 'text.muted' })}>
        {templateCount(pack.templatesTotalCount)} · {pack.templatesEmailCount} email ·{' '}
        {pack.templatesSmsCount} SMS
      </span>
    </>
  )
}
