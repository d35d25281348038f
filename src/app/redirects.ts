// Where a guest is sent back to after signing in: only a same-origin path, never another site.
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}

export function loginUrlKeeping(path: string, search: string, base = '/login'): string {
  const target = `${path}${search}`
  if (path === '/' || path.startsWith('/login')) return base
  return `${base}?redirect=${encodeURIComponent(target)}`
}
