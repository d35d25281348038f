// Dates and amounts as the console writes them, through formatters built once per locale and options.
// Date#toLocaleString with options builds a new Intl formatter on every call: on a list page or the activity
// calendar that was most of a render's script time under the bench's 4x CPU throttling.

const dateFormats = new Map<string, Intl.DateTimeFormat>()
const numberFormats = new Map<string, Intl.NumberFormat>()

/** The formatter for a locale (undefined: the reader's own) and options, kept for the page's lifetime. */
export function dateFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    dateFormats.set(key, format)
  }
  return format
}

/** A moment (ISO text, Date or epoch milliseconds) in words: what `new Date(at).toLocaleString(locale, options)` says. */
export const formatDate = (
  at: string | number | Date,
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
) => dateFormat(locale, options).format(typeof at === 'string' ? new Date(at) : at)

/** A number in words: what `value.toLocaleString(locale, options)` says. */
export function formatNumber(
  value: number,
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): string {
  const key = `${locale ?? ''} ${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(key, format)
  }
  return format.format(value)
}
