import { defineFlow } from '../flow'
import { failure } from '../samples/failures'
import type { Scenarios } from '../scenarios'
import { scormExportMachine } from './scorm-export.machine'

export const scormExportScenarios: Scenarios<typeof scormExportMachine> = {
  inputs: [
    { courseId: 'crs_passwords', hasAccess: true },
    { courseId: 'crs_passwords', hasAccess: false },
  ],
  events: {
    'scorm.download': [
      { type: 'scorm.download', courseName: 'Passwords and Passphrases', isGaming: false },
      { type: 'scorm.download', courseName: 'Escape Room', isGaming: true },
    ],
  },
  outcomes: {
    downloadScorm: {
      done: [undefined],
      error: [failure(403, 'forbidden', "Your organization doesn't have access to SCORM")],
    },
  },
  abstractContext: (context) => ({ hasAccess: context.hasAccess }),
  maxStates: 2000,
}

export const scormExportFlow = defineFlow({
  id: 'scormExport',
  file: 'learning/scorm-export',
  title: 'Download a course as SCORM',
  description:
    'A course as a SCORM 1.2 package for the company\'s own LMS. Without SCORM access: "Your organization doesn\'t have access to SCORM"; a gaming activity: "SCORM not available for this item" — both without a call. Otherwise the package downloads; a refusal says why.',
  routes: ['/courses/:courseId/preview', '/courses/:courseId/statistics', '/courses/:courseId/settings'],
  machine: scormExportMachine,
  scenarios: scormExportScenarios,
})
