import { array, size, string, type Struct } from 'superstruct'

// Ours: how many ids or names one request may carry. The spec gives no ceilings; these are far above what
// a screen can select, and low enough that no statement binds more than Postgres allows (65,535).

/** Departments or groups named in one request. */
export const DIRECTORY_IDS_MAX = 1_000
/** Learners picked one by one (a selected-users campaign). */
export const SELECTED_USERS_MAX = 10_000
/** A string that is an id: never longer than this. */
export const ID_LENGTH_MAX = 200

/** Users added to a department or group in one go: a page of the unassigned list at most. */
export const DIRECTORY_MEMBERS_MAX = 100

export const idList = (max: number): Struct<string[], Struct<string>> =>
  size(array(size(string(), 0, ID_LENGTH_MAX)), 0, max)

/** Days to complete a training campaign: a year at most, as for a phishing exercise. */
export const TRAINING_DAYS_MAX = 365

/** Dates a request may name: Postgres keeps years 4713 BC–294276 AD, JavaScript to 275760; a console needs far less. */
export const DATE_MIN = Date.UTC(2000, 0, 1)
export const DATE_MAX = Date.UTC(2200, 0, 1)
export const isReasonableDate = (date: Date) =>
  !Number.isNaN(date.getTime()) && date.getTime() >= DATE_MIN && date.getTime() < DATE_MAX
