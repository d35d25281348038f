// Business constants of spec 000 §9, 001 §9 and 002 §9. Values the spec leaves "not shown" are chosen
// here, once, with the reason beside them.

export const RELEASE = 'v3.41.2'

export const TOAST_DURATION_MS = 4000
export const THANK_YOU_DURATION_MS = 1500
/** 000 §9: how long "Copied" shows beside a copy button. */
export const COPY_TOOLTIP_MS = 2000

export const PAGE_SIZES = [5, 10, 25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 10

/** 000 §9: password minimum 8. 002 §9 leaves the login minimum "not shown": we use the same 8. */
export const PASSWORD_MIN_LENGTH = 8
export const LOGIN_PASSWORD_MIN_LENGTH = PASSWORD_MIN_LENGTH

export const MFA_CODE_LENGTH = 6
export const MFA_ATTEMPTS_CAP = 5
export const MFA_LOCKOUT_MINUTES = 10

/** 001 §9: the auth-type marker lives 14 days and 10 hours. */
export const AUTH_TYPE_MARKER_MAX_AGE_SECONDS = (14 * 24 + 10) * 60 * 60

/**
 * ARCHITECTURE §7: the identity token is short-lived and held in memory; the refresh token is an
 * httpOnly cookie. 15 minutes keeps a stolen bearer token's window small; the SPA refreshes a minute early.
 */
export const ID_TOKEN_TTL_SECONDS = 15 * 60
export const ID_TOKEN_REFRESH_MARGIN_SECONDS = 60
/** Refresh sessions last as long as the auth-type marker, so "remember me" and the marker agree. */
export const REFRESH_TOKEN_TTL_SECONDS = AUTH_TYPE_MARKER_MAX_AGE_SECONDS

export const SIDEBAR_WIDTH_OPEN = 248
export const SIDEBAR_WIDTH_FOLDED = 88

export const LICENCE_OVERAGE_MIN_SEATS = 25

export const UPLOAD_LIMIT_BYTES = 7340032

/** 001 §9: the trial length is fixed and shown on the button; its value is not shown. Fourteen days. */
export const TRIAL_DAYS = 14

/**
 * The Annual Training campaign started from get-started and "Add users and begin training" (002 §7). Its
 * days to complete are "a fixed constant (value not shown)" (000 §9): 30 days.
 */
export const ANNUAL_TRAINING = {
  courseId: 'crs_annual',
  courseName: 'Annual Security Awareness Training',
  totalChapters: 12,
  daysToComplete: 30,
  campaignName: 'Annual Training Campaign',
} as const

/** 001 §9: the notification popover opens by itself this long after its unseen items arrive. */
export const NOTIFICATION_AUTO_OPEN_MS = 2000

/** 000 §7: the feature-flag service is polled every 300 s. */
export const FEATURE_FLAG_POLL_MS = 300_000
