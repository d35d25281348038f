import { defineFlow } from '../flow'
import { failure, offline } from '../samples/failures'
import { directory, runningCampaign, trainingNow, trainingToday } from '../samples/training.samples'
import type { Scenarios } from '../scenarios'
import { problemsOf, trainingFormMachine } from './training-form.machine'

// Real files, as the browser gives them (the graph names them by name and size); the bytes are the gateway's
// business, whose refusal is the upload's error outcome.
const policyPdf = new File([new Uint8Array(182_000)], 'acceptable-use.pdf', { type: 'application/pdf' })
const oversizedPdf = new File([new Uint8Array(7_340_033)], 'handbook.pdf', { type: 'application/pdf' })
const wordFile = new File([new Uint8Array(40_000)], 'policy.docx', { type: 'application/msword' })
const course = { id: 'crs_annual', name: 'Annual Security Awareness Training', totalChapters: 12 }

export const trainingFormScenarios: Scenarios<typeof trainingFormMachine> = {
  inputs: [
    { course, campaign: null, today: trainingToday, now: trainingNow },
    { course, campaign: runningCampaign, today: trainingToday, now: trainingNow },
  ],
  events: {
    'form.change': [
      { type: 'form.change', patch: { name: '' } },
      { type: 'form.change', patch: { name: 'Q1 training' } },
      { type: 'form.change', patch: { daysPreset: 2, customDays: '1.5' } },
      { type: 'form.change', patch: { daysPreset: 2, customDays: '21' } },
      { type: 'form.change', patch: { assignmentType: 'DEPARTMENTS', departmentIds: [] } },
      { type: 'form.change', patch: { assignmentType: 'DEPARTMENTS', departmentIds: ['dep_it'] } },
      { type: 'form.change', patch: { startDate: '2026-11-20' } },
      { type: 'form.change', patch: { notificationsEnabled: false } },
      { type: 'form.change', patch: { assignmentType: 'SELECTED_USERS' } },
      { type: 'form.change', patch: { attachmentKind: 'pdf' } },
      { type: 'form.change', patch: { attachmentKind: 'link', link: 'javascript:alert(1)' } },
      {
        type: 'form.change',
        patch: {
          attachmentKind: 'link',
          link: 'https://handbook.example.com/security',
          attachmentTitle: 'Handbook',
        },
      },
      { type: 'form.change', patch: { attachmentKind: 'none' } },
    ],
    'users.add': [{ type: 'users.add', user: { id: 'usr_dana', name: 'Dana Levi' } }],
    'users.remove': [{ type: 'users.remove', userId: 'usr_dana' }],
    'attachment.choose': [
      { type: 'attachment.choose', file: policyPdf },
      { type: 'attachment.choose', file: oversizedPdf },
      { type: 'attachment.choose', file: wordFile },
    ],
    'attachment.remove': [{ type: 'attachment.remove' }],
    'form.submit': [{ type: 'form.submit' }],
    'form.cancel': [{ type: 'form.cancel' }],
    'form.retry': [{ type: 'form.retry' }],
  },
  outcomes: {
    loadDirectory: { done: [directory], error: [offline] },
    save: {
      done: [undefined],
      error: [failure(422, 'invalid_request', 'The start date cannot be in the past.')],
    },
    upload: {
      done: [{ id: 'trf_policy', fileName: policyPdf.name, size: policyPdf.size }],
      // A file named .pdf whose bytes are not a PDF: the gateway says so.
      error: [failure(422, 'invalid_request', 'Error. Please attach .pdf file')],
    },
  },
  // Coarse on purpose: which fields are wrong is the view's business (its check reads every message); the graph
  // tells valid from not (an empty selection shows there), and the attachment's own states.
  abstractContext: (context) => ({
    valid: Object.keys(problemsOf(context)).length === 0,
    attempted: context.attempted,
    failure: context.failure !== null,
    attachment: context.form.attachmentKind,
    file: context.form.file !== null,
    fileProblem: context.fileProblem !== null,
  }),
  maxStates: 200000,
}

export const trainingFormFlow = defineFlow({
  id: 'trainingForm',
  file: 'learning/training-form',
  title: 'Assign a course',
  description:
    'A course’s settings: name, start date (not in the past), days to complete (14, 30 or custom: a positive whole number), who it reaches (all users, departments, groups or users picked by search: at least one), what the learners get with it (a PDF uploaded at once: "Error. Please attach .pdf file" by its name or its bytes, "File size should be less than 7 MB", "File is required"; or a public http, https or ftp link: "Link is invalid"; with a title), the learners’ notification (subject and message required when on). Save starts it ("Training started successfully!") or, for a campaign already running, updates it ("Training updated successfully!") keeping who it reaches and, once started, its start date; each field says its message after Save was tried; a refusal keeps the form.',
  routes: ['/courses/:courseId/settings'],
  machine: trainingFormMachine,
  scenarios: trainingFormScenarios,
})
