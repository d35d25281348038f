// What the password forms (change a temporary password, reset a forgotten one) say for the pairs the scenarios
// type, in the spec's words and written out here rather than asked of the rules the machines' guards use. A pair
// with no line fails.
const MESSAGES: Record<string, string | null> = {
  'New#Password1|New#Password1': null,
  'Harbour#Lantern-2041|Harbour#Lantern-2041': null,
  'New#Password1|New#Password2': 'Password is not equal.',
  'Harbour#Lantern-2041|Harbour#Lantern-2042': 'Password is not equal.',
  'weakpassword|weakpassword':
    'Use at least 8 characters with an uppercase and a lowercase letter, a number and a special character.',
  'New#Password1|': 'Please confirm your password.',
  '|': 'Please fill out this field.',
}

/** The message submitting this pair shows, or null when the form accepts it. */
export function passwordMessage(password: string, confirmPassword: string): string | null {
  const key = `${password}|${confirmPassword}`
  if (!(key in MESSAGES)) throw new Error(`no expectation for the password pair "${key}"`)
  return MESSAGES[key] ?? null
}
