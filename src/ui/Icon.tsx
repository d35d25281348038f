import type { IconName } from '../domain/shell/navigation'

// A small line-icon set drawn on a 24-unit grid (stroke icons, currentColor), enough for navigation.
const PATHS: Record<
  IconName | 'menu' | 'bell' | 'chevron' | 'fold' | 'user' | 'sms' | 'lock' | 'next' | 'plus',
  string
> = {
  partner:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5m0-4c1-1 2-1 3-1 3 0 5 2 5 5',
  overview: 'M4 13h6V4H4zm10 7h6V4h-6zM4 20h6v-3H4z',
  customers: 'M4 20V8l8-4 8 4v12zM9 20v-6h6v6',
  forecast: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  transactions: 'M4 7h16M4 12h16M4 17h10',
  whiteLabel: 'M4 4h10l6 6v10H4zM14 4v6h6',
  home: 'M3 11l9-7 9 7v9h-6v-6H9v6H3z',
  training: 'M2 9l10-5 10 5-10 5zM6 11v5c2 2 10 2 12 0v-5',
  courses: 'M4 5h7v14H4zm9 0h7v14h-7z',
  videos: 'M3 6h13v12H3zm13 4l5-3v10l-5-3',
  custom: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5m8-5v5',
  gaming: 'M6 9h12a4 4 0 0 1 0 8l-3-2H9l-3 2a4 4 0 0 1 0-8zM8 12v2m-1-1h2m6 0h2',
  fakeOrReal: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 0v16',
  developers: 'M8 8l-4 4 4 4m8-8l4 4-4 4M14 5l-4 14',
  policies: 'M6 3h9l4 4v14H6zM9 12h6m-6 4h6',
  phishing: 'M4 6h16v12H4zm0 0l8 7 8-7',
  simulation: 'M4 6h16v12H4zm0 0l8 7 8-7M17 15l4 4',
  exercise: 'M12 3l8 4v5c0 5-4 8-8 9-4-1-8-4-8-9V7z',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6m1-10a3 3 0 1 0 0-6m2 16c0-3-1-5-3-6',
  departments: 'M10 3h4v4h-4zM4 17h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4zM12 7v5M6 17v-5h12v5',
  groups:
    'M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  reports: 'M5 20V10m7 10V4m7 16v-7',
  dashboard: 'M4 4h7v7H4zm9 0h7v4h-7zm0 6h7v10h-7zM4 13h7v7H4z',
  summary: 'M12 3a9 9 0 1 0 9 9h-9z',
  reviews: 'M12 3l3 6 6 1-4 4 1 7-6-3-6 3 1-7-4-4 6-1z',
  guides: 'M12 6c-2-2-6-2-8-1v14c2-1 6-1 8 1 2-2 6-2 8-1V5c-2-1-6-1-8 1zm0 0v14',
  partnership: 'M3 12l4-4 5 3 5-3 4 4-9 8z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  sms: 'M7 3h10v18H7zM10 18h4M9 7h6m-6 3h4',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4zm4 4h4',
  chevron: 'M8 10l4 4 4-4',
  fold: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 1 1 8 0v3',
  plus: 'M12 5v14M5 12h14',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c0-4 4-6 8-6s8 2 8 6',
}

export type AnyIcon = keyof typeof PATHS

export function Icon({ name, size = 20 }: { name: AnyIcon; size?: number }) {
  return (
    <svg
      aria-hidden
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
