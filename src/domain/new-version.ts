import { string, type as shape } from 'superstruct'

// The new-version banner (000 §2, 002 §6 "New version"): the published build's timestamp against the running one.

export const BUILD_TIMESTAMP_FILE = 'build-timestamp.json'
/** How often the published timestamp is read. */
export const NEW_VERSION_CHECK_MS = 60_000

export const NEW_VERSION_TEXTS = {
  banner: 'New version is available!',
  relaunch: 'RELAUNCH',
} as const

export const BuildTimestamp = shape({ timestamp: string() })

/** The address with a cache-busting query, so no cache between the console and the file answers. */
export const buildTimestampUrl = (now: number) => `/${BUILD_TIMESTAMP_FILE}?t=${now}`
