// Answers index.html's first script fetched before the console's code ran (src/early-session.ts): each is
// taken once, by the first call for its path; after that, or without one, the caller asks the gateway.

export async function takeEarlyAnswer(path: string): Promise<unknown> {
  const pending = typeof window === 'undefined' ? undefined : window.__earlyAnswers
  if (!pending) return undefined
  const answers = await pending
  if (!(path in answers)) return undefined
  const body = answers[path]
  delete answers[path]
  return body
}
