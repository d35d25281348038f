// A platform video's poster, drawn from its own title and category (issue 61 item 14): the shipped clips are a
// handful of short samples shared by several videos, and their baked-in frames named another video. A poster
// reference is `poster:<videoId>`; the SVG is text and shapes only, every text escaped, served under the
// gateway's policy (no script without its nonce).

/** Background pairs by category; a category not listed takes one by its name's hash. */
const PALETTE: [string, string][] = [
  ['#1e3a8a', '#3b82f6'],
  ['#065f46', '#10b981'],
  ['#7c2d12', '#f97316'],
  ['#4c1d95', '#8b5cf6'],
  ['#9f1239', '#f43f5e'],
  ['#334155', '#64748b'],
  ['#0e7490', '#22d3ee'],
  ['#854d0e', '#eab308'],
]

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7)

/** Words into lines of about `width` characters, at most `max` lines (the last one ends in … when cut). */
export function wrapTitle(title: string, width = 20, max = 3): string[] {
  const lines: string[] = []
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  if (lines.length <= max) return lines
  return [
    ...lines.slice(0, max - 1),
    `${lines
      .slice(max - 1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ]
}

export const posterReference = (videoId: string) => `poster:${videoId}`
export const posterVideoId = (file: string) =>
  /^poster:[A-Za-z0-9_-]{1,80}$/.test(file) ? file.slice('poster:'.length) : null

export function posterSvg(video: { name: string; category: string | null }): string {
  const category = video.category ?? 'Video'
  const [dark, light] = PALETTE[hash(category) % PALETTE.length]!
  const lines = wrapTitle(video.name)
  const top = 190 - (lines.length - 1) * 26
  const title = lines
    .map((line, index) => `<text x="40" y="${top + index * 52}">${escape(line)}</text>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escape(video.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="290" r="150" fill="#ffffff" fill-opacity="0.08"/>
<path d="M540 250 L540 330 L600 290 Z" fill="#ffffff" fill-opacity="0.85"/>
<text x="40" y="64" font-family="sans-serif" font-size="22" font-weight="700" letter-spacing="3" fill="#ffffff" fill-opacity="0.8">${escape(category.toUpperCase())}</text>
<g font-family="sans-serif" font-size="44" font-weight="700" fill="#ffffff">${title}</g>
</svg>`
}
