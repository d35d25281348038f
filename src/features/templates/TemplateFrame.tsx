import { useMemo } from 'react'
import { css } from '../../../styled-system/css'

// User-authored HTML is shown only inside a sandboxed frame with no permissions at all: even if the policy
// missed something, nothing in it can run, navigate or reach the console.

const FRAME_CSS = `
  body { margin: 0; padding: 12px; font: 14px/1.5 system-ui, sans-serif; color: #1f2937; word-wrap: break-word; }
  img { max-width: 100%; height: auto; }
  span[aria-label] { color: #2563eb; text-decoration: underline; cursor: default; }
  .callout-highlight { background: #fef08a; border-radius: 3px; padding: 0 2px; }
  .callout-highlight::before { content: attr(data-number); display: inline-block; min-width: 16px; margin-right: 3px;
    border-radius: 8px; background: #b45309; color: #fff; font-size: 10px; line-height: 16px; text-align: center; }
  body.hide-callouts .callout-highlight { background: none; padding: 0; }
  body.hide-callouts .callout-highlight::before { display: none; }
`

export function TemplateFrame({
  html,
  title,
  showCallouts = true,
  current = null,
  height,
}: {
  html: string
  title: string
  showCallouts?: boolean
  /** The callout anchor to emphasise (the preview dialog shows one at a time). */
  current?: string | null
  height: string
}) {
  const doc = useMemo(() => {
    const numbered = html.replace(
      /data-callout="callout-(\d+)"/g,
      (match, n: string) => `${match} data-number="${n}"`,
    )
    const emphasis = current
      ? `[data-callout="${current.replace(/[^\w-]/g, '')}"] { background: #fb923c; outline: 2px solid #c2410c; }`
      : ''
    return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: https: http:; style-src 'unsafe-inline'"><style>${FRAME_CSS}${emphasis}</style></head><body class="${showCallouts ? '' : 'hide-callouts'}">${numbered}</body></html>`
  }, [html, showCallouts, current])
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={doc}
      className={css({ w: 'full', border: 'none', bg: 'white', display: 'block' })}
      style={{ height }}
    />
  )
}
