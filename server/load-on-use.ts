import { createRequire } from 'node:module'

// Packages that take 0.2–0.8 s to load and that most requests never need (jsdom for the template sanitiser,
// pdfkit for PDFs): loaded on first use rather than at start, which they held up by about a second (issue 66).
const require = createRequire(import.meta.url)

export function loadOnUse<T>(name: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= require(name) as T)
}
