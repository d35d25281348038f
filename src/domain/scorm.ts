// SCORM export of a course (000 §8 SCORM messages; 001 §3 the isScormEnabled feature): a SCORM 1.2 package a
// company loads into its own LMS. Only a company with SCORM access; never a gaming activity, which plays only
// on the platform.

export const SCORM_TEXTS = {
  notAvailable: 'SCORM not available for this item',
  noAccess: "Your organization doesn't have access to SCORM",
  download: 'Download SCORM package',
} as const

/** The package's file name for a course: its name in lower-case words. */
export const scormFileName = (courseName: string) =>
  `${
    courseName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'course'
  }-scorm12.zip`
