import { css } from '../../../styled-system/css'
import type { LayoutType } from '../../domain/template'
import { TemplateFrame } from './TemplateFrame'

export interface PreviewHeader {
  displayName: string
  senderEmail: string
  subject: string
}

const label = css({ color: 'text.muted', fontSize: 'xs', textTransform: 'uppercase', letterSpacing: 'wide' })

/** The email (header and body) or the SMS (a phone with the sender and one message), as a learner sees it. */
export function TemplatePreviewPane({
  layout,
  header,
  sender,
  html,
  headerCallout = false,
  showCallouts = true,
  current = null,
}: {
  layout: LayoutType
  header: PreviewHeader
  sender: string
  html: string
  /** The header callout is on: the sender line is highlighted. */
  headerCallout?: boolean
  showCallouts?: boolean
  current?: string | null
}) {
  const headerMark =
    headerCallout && showCallouts
      ? css({ bg: current === 'header' ? 'orange.300' : 'yellow.200', borderRadius: 'sm', px: '1' })
      : undefined
  if (layout === 'SMS')
    return (
      <figure
        aria-label="SMS preview"
        className={css({
          mx: 'auto',
          w: '280px',
          h: '520px',
          border: '10px solid',
          borderColor: 'gray.800',
          borderRadius: '36px',
          bg: 'gray.100',
          display: 'flex',
          flexDir: 'column',
          overflow: 'hidden',
        })}
      >
        <div
          className={css({
            bg: 'white',
            textAlign: 'center',
            py: '3',
            fontWeight: 'semibold',
            borderBottomWidth: '1px',
            borderColor: 'border',
          })}
        >
          <span className={headerMark}>{sender || ' '}</span>
        </div>
        <div className={css({ p: '3', flex: '1', minH: '0' })}>
          <div className={css({ bg: 'white', borderRadius: 'xl', overflow: 'hidden', boxShadow: 'sm' })}>
            <TemplateFrame
              html={html}
              title="SMS message"
              showCallouts={showCallouts}
              current={current}
              height="360px"
            />
          </div>
        </div>
      </figure>
    )
  return (
    <figure
      aria-label="Email preview"
      className={css({
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        overflow: 'hidden',
        bg: 'white',
        boxShadow: 'sm',
      })}
    >
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: '3',
          rowGap: '1',
          p: '3',
          borderBottomWidth: '1px',
          borderColor: 'border',
          fontSize: 'sm',
          bg: 'gray.50',
        })}
      >
        <dt className={label}>From</dt>
        <dd className={css({ minW: '0', overflowWrap: 'anywhere' })}>
          <span className={headerMark}>
            {header.displayName} &lt;{header.senderEmail}&gt;
          </span>
        </dd>
        <dt className={label}>Subject</dt>
        <dd className={css({ fontWeight: 'semibold', minW: '0', overflowWrap: 'anywhere' })}>
          {header.subject}
        </dd>
      </dl>
      <TemplateFrame
        html={html}
        title="Email body"
        showCallouts={showCallouts}
        current={current}
        height="420px"
      />
    </figure>
  )
}
