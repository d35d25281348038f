// Dates and amounts as the console writes them, through formatters built once per locale and options.
// Date#toLocaleString with options builds a new Intl formatter on every call: on a list page or the activity
// calendar that was most of a render's script time under the bench's 4x CPU throttling.

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()

/** The formatter of one kind for a locale (undefined: the reader's own) and options, built on first use and kept. */
function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat, O>(
  kind: 'date' | 'number',
  locale: string | undefined,
  options: O,
  build: (locale: string | undefined, options: O) => F,
): F {
  const key = `${kind} ${locale ?? ''} ${JSON.stringify(options)}`
  let format = formats.get(key) as F | undefined
  if (!format) {
    format = build(locale, options)
    formats.set(key, format)
  }
  return format
}

/** The date formatter for a locale and options. */
export const dateFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  kept('date', locale, options, (l, o) => new Intl.DateTimeFormat(l, o))

/** A moment (ISO text, Date or epoch milliseconds) in words: what `new Date(at).toLocaleString(locale, options)` says. */
export const formatDate = (
  at: string | number | Date,
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
) => dateFormat(locale, options).format(typeof at === 'string' ? new Date(at) : at)

/** A number in words: what `value.toLocaleString(locale, options)` says. */
export const formatNumber = (value: number, locale: string | undefined, options: Intl.NumberFormatOptions) =>
  kept('number', locale, options, (l, o) => new Intl.NumberFormat(l, o)).format(value)
