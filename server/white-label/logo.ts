import { bytesOfDataUrl, logoDataUrl, logoProblem } from '../../src/domain/logo'
import { ApiError } from '../errors'

/** A logo the gateway accepts: a PNG or JPG data URL whose bytes say so, re-encoded from those bytes. */
export function checkedLogo(label: string, value: string | null): string | null {
  if (value === null) return null
  const bytes = bytesOfDataUrl(value)
  const problem = bytes ? logoProblem(bytes) : 'The logo must be a PNG or JPG image.'
  if (problem || !bytes) throw new ApiError(422, 'invalid_request', `${label}: ${problem}`)
  return logoDataUrl(bytes)
}
