import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, isStrongPassword } from '../../src/domain/password'

// What a new password must be wherever one is set (sign-up, change, an admin's temporary password): the
// spec's checklist, a ceiling, and not guessable: zxcvbn's estimate over common passwords, names and
// keyboard patterns, with the account's own address and names counted as guessable too.

zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs })

/** zxcvbn's scale is 0–4; below 3 is "somewhat guessable" or worse (fewer than ~10^8 guesses). */
export const PASSWORD_SCORE_MIN = 3

export function passwordProblem(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  if (!isStrongPassword(password)) return PASSWORD_MESSAGES.weak
  const inputs = personal.flatMap((text) => (text ? [text, ...text.split(/[@.\s_-]+/)] : []))
  return zxcvbn(password, inputs).score < PASSWORD_SCORE_MIN ? PASSWORD_MESSAGES.common : null
}
