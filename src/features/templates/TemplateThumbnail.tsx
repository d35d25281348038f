import { css } from '../../../styled-system/css'
import type { TemplateCardItem } from '../../domain/template-library'
import { Icon } from '../../ui/Icon'
import { SafeImage } from '../../ui/SafeImage'

/** The card's picture: the uploaded thumbnail, or the layout's icon. */
export function TemplateThumbnail({ template }: { template: TemplateCardItem }) {
  return template.thumbnailUrl ? (
    <SafeImage
      src={template.thumbnailUrl}
      alt=""
      className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
    />
  ) : (
    <span
      aria-hidden="true"
      className={css({
        display: 'grid',
        placeItems: 'center',
        h: 'full',
        fontSize: '3xl',
        color: 'brand',
      })}
    >
      <Icon name={template.layoutType === 'SMS' ? 'sms' : 'phishing'} size={40} />
    </span>
  )
}
