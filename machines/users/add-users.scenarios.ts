import { defineFlow } from '../flow'
import { addUsersMachine } from './add-users.machine'
import { isStepOneValid, isStepTwoValid } from '../../src/domain/add-users'
import { areCsvColumnsValid, type CsvTable } from '../../src/domain/csv-import'
import { failure, offline } from '../samples/failures'
import type { Scenarios } from '../scenarios'

const facts = { role: 'admin', isPartner: false, ssoAvailable: false }
const options = (hasAssignments: boolean) => ({
  departments: [{ label: 'Sales', value: 'dep_sales' }],
  groups: [{ label: 'Managers', value: 'grp_managers' }],
  hasAssignments,
  hasActiveCampaign: hasAssignments,
})

const table: CsvTable = {
  headers: ['Email', 'First Name', 'Department'],
  rows: [
    ['ann@acme.example', 'Ann', 'Sales'],
    ['bob@acme.example', 'Bob', ''],
    // One bad address: the import goes on only once the admin chooses to skip it.
    ['bob@', 'Bob', 'Sales'],
  ],
  emailColumns: [false, false, false],
}

export const addUsersScenarios: Scenarios<typeof addUsersMachine> = {
  inputs: [
    { facts, emailVerified: true },
    { facts, emailVerified: false },
  ],
  events: {
    'users.change': [
      {
        type: 'users.change',
        values: { emails: ['new.one@acme.example'], departments: [{ label: 'Field team', value: null }] },
      },
      { type: 'users.change', values: { emails: ['not-an-email'] } },
    ],
    'notice.change': [
      { type: 'notice.change', values: { subject: '' } },
      { type: 'notice.change', values: { subject: 'Welcome aboard', notificationList: 'beginTraining' } },
    ],
    'users.mode': [
      { type: 'users.mode', mode: 'csv' },
      { type: 'users.mode', mode: 'emails' },
    ],
    'csv.file': [
      { type: 'csv.file', file: new File(['Email,Department'], 'people.csv', { type: 'text/csv' }) },
      { type: 'csv.file', file: new File(['Email,Department'], 'people.xlsx') },
    ],
    'csv.progress': [{ type: 'csv.progress', fraction: 0.5 }],
    'csv.parsed': [{ type: 'csv.parsed', table }],
    'csv.failed': [{ type: 'csv.failed', error: "File doesn't have any data" }],
    // The first picks a column without addresses as the email column; the second puts it right.
    'csv.columns': [
      { type: 'csv.columns', columns: { email: 1 } },
      { type: 'csv.columns', columns: { email: 0, department: 2 } },
    ],
    'csv.remove': [{ type: 'csv.remove' }],
    'csv.skipInvalid': [
      { type: 'csv.skipInvalid', skip: true },
      { type: 'csv.skipInvalid', skip: false },
    ],
    'csv.template': [{ type: 'csv.template' }],
    'users.next': [{ type: 'users.next' }],
    'users.back': [{ type: 'users.back' }],
    'users.submit': [{ type: 'users.submit' }],
    'users.retry': [{ type: 'users.retry' }],
    'users.resendVerification': [{ type: 'users.resendVerification' }],
    'users.ssoSettings': [{ type: 'users.ssoSettings' }],
    'users.close': [{ type: 'users.close' }],
  },
  outcomes: {
    parseCsv: {},
    loadOptions: { done: [options(false), options(true)], error: [offline] },
    checkEmails: { done: [[], ['new.one@acme.example']], error: [offline] },
    startTraining: { done: [undefined], error: [failure(500, 'internal_error', 'Something went wrong')] },
    invite: {
      done: [1],
      error: [failure(409, 'emails_in_use', 'These emails are already in use.')],
    },
    resendVerification: { done: [undefined], error: [offline] },
  },
  // Only what the state on screen shows or its guards read: the email values on the emails tab, the file on
  // the CSV tab, the notice on step 2. The replayed machine still carries everything, so views are asserted
  // against the real context; the graph just does not multiply every step by the others' fields.
  abstractContext: (context, snapshot) => {
    // Whether the company has assignments shows only on step 2 (the begin-training choice).
    const common = { errors: context.showErrors, failure: context.failure }
    if (snapshot.hasTag('verify')) return { sent: context.verificationSent, failure: common.failure }
    if (snapshot.hasTag('step2') || snapshot.status === 'done')
      return {
        ...common,
        mode: context.mode,
        two: isStepTwoValid(context.values),
        list: context.values.notificationList,
        assignments: context.facts.hasAssignments,
      }
    if (snapshot.hasTag('step1') && context.mode === 'csv')
      return {
        ...common,
        inUse: context.inUse.length > 0,
        csv: context.csv.table
          ? areCsvColumnsValid(context.csv.columns, context.csv.table, context.csv.skipInvalid)
          : 'none',
        fileError: context.csv.fileError,
        progress: context.csv.progress,
      }
    return {
      ...common,
      one: isStepOneValid(context.values),
      emails: context.values.emails.length,
      inUse: context.inUse.length > 0,
    }
  },
  maxStates: 150000,
}

export const addUsersFlow = defineFlow({
  id: 'addUsers',
  file: 'users/add-users',
  title: 'Add users (emails or CSV)',
  description:
    'The Add New Users drawer. Import CSV: attach a .csv (read in a web worker with a progress bar), pick the Email and Department columns (Group, First and Last Name optional), Next checks the addresses; the flow then joins step 2 and ends with Add user. By emails: step 1 addresses, departments (new ones created), access level and groups, with the existing-email check on Next; step 2 notification and subject; Add users → "N user(s) successfully added". With no assignments yet, "Add users and begin training" creates the Annual Training campaign first. An unverified admin gets the verify-email dialog instead.',
  routes: ['/users/all_users?modal=addUsers'],
  machine: addUsersMachine,
  scenarios: addUsersScenarios,
})
