import { css } from '../../../styled-system/css'
import type { TemplateCardItem } from '../../domain/template-library'
import { Icon } from '../../ui/Icon'
import { SafeImage } from '../../ui/SafeImage'

const line = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

/**
 * The card's picture: the uploaded thumbnail, or else the message itself in miniature — an inbox line
 * (sender, subject, first words) for an email, a bubble for an SMS — drawn from text, never from HTML.
 */
export function TemplateThumbnail({ template }: { template: TemplateCardItem }) {
  if (template.thumbnailUrl)
    return (
      <SafeImage
        src={template.thumbnailUrl}
        alt=""
        className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
      />
    )
  const preview = template.preview
  if (!preview || (!preview.snippet && !preview.subject))
    return (
      <span
        aria-hidden="true"
        className={css({ display: 'grid', placeItems: 'center', h: 'full', color: 'brand' })}
      >
        <Icon name={template.layoutType === 'SMS' ? 'sms' : 'phishing'} size={40} />
      </span>
    )
  if (template.layoutType === 'SMS')
    return (
      <div
        aria-hidden="true"
        className={css({ h: 'full', p: '3', display: 'grid', alignContent: 'center', gap: '1' })}
      >
        <span className={css({ fontSize: 'xs', color: 'text.muted' })}>{preview.from || 'SMS'}</span>
        <p
          className={css({
            bg: 'surface.card',
            borderRadius: 'xl',
            borderBottomLeftRadius: 'sm',
            px: '3',
            py: '2',
            fontSize: 'xs',
            lineClamp: '2',
            boxShadow: 'sm',
            maxW: '90%',
          })}
        >
          {preview.snippet}
        </p>
      </div>
    )
  return (
    <div
      aria-hidden="true"
      // Inset in the picture's box (not sized by its own lines): the preview is the card's width, whatever it says.
      className={css({
        position: 'absolute',
        top: '9',
        left: '3',
        right: '3',
        bottom: '0',
        bg: 'surface.card',
        borderTopRadius: 'md',
        boxShadow: 'sm',
        p: '2.5',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        alignContent: 'start',
        gap: '0.5',
        fontSize: 'xs',
        overflow: 'hidden',
      })}
    >
      <span className={`${line} ${css({ fontWeight: 'semibold' })}`}>{preview.from}</span>
      <span className={`${line} ${css({ color: 'text' })}`}>{preview.subject}</span>
      <p className={css({ color: 'text.muted', lineClamp: '3', mt: '1' })}>{preview.snippet}</p>
    </div>
  )
}
