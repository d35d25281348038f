import { formatDate } from './intl-format'
/** A moment as lists say it: "Nov 20, 2026, 2:05 PM", in the reader's own zone. */
export const shortDateTime = (iso: string) =>
  formatDate(iso, 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
