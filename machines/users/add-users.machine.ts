import { assign, fromCallback, fromPromise, setup } from 'xstate'
import {
  DEFAULT_INVITE_SUBJECT,
  isStepOneValid,
  isStepTwoValid,
  notificationForced,
  offersBeginTraining,
  type AddUsersFacts,
  type Choice,
  type InviteRole,
} from '../../src/domain/add-users'
import {
  areCsvColumnsValid,
  buildInvites,
  reviewCsv,
  type CsvReview,
  csvFileError,
  guessColumns,
  type CsvColumns,
  type CsvInvite,
  type CsvTable,
} from '../../src/domain/csv-import'
import { errorOf, messageOf } from '../event-params'

// The Add New Users drawer (000 §2, §4 "Add-users flow"): step 1 users and profile setup, by emails or by a
// CSV file (parsed in a web worker that reports progress), then the existing-email check on Next; step 2
// notification & assignments, Add users. With no assignments yet the admin may begin training: the Annual
// Training campaign is created first and the invite sent only after.

export interface AddUsersValues {
  emails: string[]
  departments: Choice[]
  groups: Choice[]
  role: InviteRole
  sso: boolean
  notification: boolean
  subject: string
  message: string
  notificationList: 'userOnly' | 'beginTraining'
}

export interface AddUsersOptions {
  departments: Choice[]
  groups: Choice[]
  hasAssignments: boolean
  hasActiveCampaign: boolean
}

export interface AddUsersInput {
  facts: Omit<AddUsersFacts, 'hasAssignments' | 'hasActiveCampaign'>
  emailVerified: boolean
}

export type AddUsersMode = 'emails' | 'csv'

/** The CSV form of 000 §3: the file, its parsed table, the column pickers and the invites they yield. */
export interface CsvForm {
  fileName: string | null
  fileError: string | null
  /** 0…1 while the worker reads the file. */
  progress: number
  table: CsvTable | null
  columns: CsvColumns
  invites: CsvInvite[]
  /** The admin chose to leave out rows with invalid addresses (issue 24). */
  skipInvalid: boolean
  /** The rows at fault and a preview, for the chosen columns. */
  review: CsvReview | null
}

/** What the invite actor sends: the email form's values, or the CSV invites with step 2's notice. */
export interface InviteRequest {
  values: AddUsersValues
  csvInvites: CsvInvite[] | null
}

const NO_COLUMNS: CsvColumns = { email: null, department: null, group: null, name: null, lastName: null }
const EMPTY_CSV: CsvForm = {
  fileName: null,
  fileError: null,
  progress: 0,
  table: null,
  columns: NO_COLUMNS,
  invites: [],
  skipInvalid: false,
  review: null,
}

export interface AddUsersContext {
  mode: AddUsersMode
  csv: CsvForm
  facts: AddUsersFacts
  emailVerified: boolean
  options: { departments: Choice[]; groups: Choice[] }
  values: AddUsersValues
  /** Addresses the gateway says already have accounts: their chips turn red. */
  inUse: string[]
  /** Field messages show once Next or Add users was tried. */
  showErrors: boolean
  failure: string | null
  verificationSent: boolean
}

/** Step 1 fields and step 2 fields change through their own events: each step edits only its own. */
export type UsersFields = Pick<AddUsersValues, 'emails' | 'departments' | 'groups' | 'role' | 'sso'>
export type NoticeFields = Pick<AddUsersValues, 'notification' | 'subject' | 'message' | 'notificationList'>

export type AddUsersEvent =
  | { type: 'users.change'; values: Partial<UsersFields> }
  | { type: 'notice.change'; values: Partial<NoticeFields> }
  | { type: 'users.mode'; mode: AddUsersMode }
  | { type: 'csv.file'; file: File }
  | { type: 'csv.progress'; fraction: number }
  | { type: 'csv.parsed'; table: CsvTable }
  | { type: 'csv.failed'; error: string }
  | { type: 'csv.columns'; columns: Partial<CsvColumns> }
  | { type: 'csv.remove' }
  | { type: 'csv.skipInvalid'; skip: boolean }
  | { type: 'csv.template' }
  | { type: 'users.next' }
  | { type: 'users.back' }
  | { type: 'users.submit' }
  | { type: 'users.retry' }
  | { type: 'users.resendVerification' }
  | { type: 'users.ssoSettings' }
  | { type: 'users.close' }

export const addUsersMachine = setup({
  types: {
    context: {} as AddUsersContext,
    events: {} as AddUsersEvent,
    input: {} as AddUsersInput,
  },
  actors: {
    loadOptions: fromPromise<AddUsersOptions>(async () => ({
      departments: [],
      groups: [],
      hasAssignments: false,
      hasActiveCampaign: false,
    })),
    /** Provided by the app: a web worker that sends csv.progress, then csv.parsed or csv.failed. */
    parseCsv: fromCallback<AddUsersEvent, { file: File }>(() => undefined),
    checkEmails: fromPromise<string[], { emails: string[] }>(async () => []),
    startTraining: fromPromise<void>(async () => undefined),
    invite: fromPromise<number, InviteRequest>(async ({ input }) =>
      input.csvInvites ? input.csvInvites.length : input.values.emails.length,
    ),
    resendVerification: fromPromise<void>(async () => undefined),
  },
  guards: {
    isVerified: ({ context }) => context.emailVerified,
    stepOneValid: ({ context }) => isStepOneValid(context.values),
    isCsvMode: ({ context }) => context.mode === 'csv',
    hasTable: ({ context }) => context.csv.table !== null,
    csvFileAccepted: (_, file: File) => csvFileError(file) === null,
    csvColumnsValid: ({ context }) =>
      areCsvColumnsValid(context.csv.columns, context.csv.table, context.csv.skipInvalid),
    stepTwoValid: ({ context }) => isStepTwoValid(context.values),
    anyInUse: (_, inUse: string[]) => inUse.length > 0,
    beginsTraining: ({ context }) =>
      offersBeginTraining(context.facts) && context.values.notificationList === 'beginTraining',
  },
  actions: {
    setOptions: assign(({ context }, options: AddUsersOptions) => {
      const facts = {
        ...context.facts,
        hasAssignments: options.hasAssignments,
        hasActiveCampaign: options.hasActiveCampaign,
      }
      return {
        facts,
        options: { departments: options.departments, groups: options.groups },
        values: {
          ...context.values,
          notification: notificationForced(facts) ? true : context.values.notification,
        },
        failure: null,
      }
    }),
    change: assign(({ context }, patch: Partial<AddUsersValues>) => {
      const values = { ...context.values, ...patch }
      // The forced notification cannot be switched off, whatever the view sends.
      if (notificationForced(context.facts) || values.notificationList === 'beginTraining')
        values.notification = true
      return { values, inUse: context.inUse.filter((email) => values.emails.includes(email)) }
    }),
    setMode: assign({ mode: (_, mode: AddUsersMode) => mode, showErrors: false, failure: null, inUse: [] }),
    startFile: assign({
      csv: (_, file: File) => ({ ...EMPTY_CSV, fileName: file.name }),
      showErrors: false,
      inUse: [],
    }),
    rejectFile: assign({
      csv: (_, file: File) => ({ ...EMPTY_CSV, fileName: file.name, fileError: csvFileError(file) }),
      showErrors: false,
      inUse: [],
    }),
    setProgress: assign({ csv: ({ context }, fraction: number) => ({ ...context.csv, progress: fraction }) }),
    setTable: assign({
      csv: ({ context }, table: CsvTable) => ({
        ...context.csv,
        progress: 1,
        table,
        columns: guessColumns(table.headers),
        review: reviewCsv(table, guessColumns(table.headers)),
      }),
    }),
    failFile: assign({
      csv: ({ context }, error: string) => ({
        ...EMPTY_CSV,
        fileName: context.csv.fileName,
        fileError: error,
      }),
    }),
    removeFile: assign({ csv: EMPTY_CSV, showErrors: false, inUse: [] }),
    setColumns: assign({
      csv: ({ context }, columns: Partial<CsvColumns>) => {
        const next = { ...context.csv.columns, ...columns }
        return { ...context.csv, columns: next, review: reviewCsv(context.csv.table, next) }
      },
      inUse: [],
    }),
    buildCsvInvites: assign({
      csv: ({ context }) => ({
        ...context.csv,
        invites: context.csv.table
          ? buildInvites(context.csv.table.rows, context.csv.columns, context.csv.skipInvalid).invites
          : [],
      }),
    }),
    setSkipInvalid: assign({
      csv: ({ context }, skip: boolean) => ({ ...context.csv, skipInvalid: skip }),
    }),
    /** Provided by the app: saves the template file (Email, First Name, Last Name, Department, Group). */
    downloadTemplate: () => {},
    setInUse: assign({ inUse: (_, inUse: string[]) => inUse, showErrors: true }),
    showErrors: assign({ showErrors: true }),
    hideErrors: assign({ showErrors: false, failure: null }),
    setFailure: assign({ failure: (_, error: unknown) => messageOf(error) }),
    markSent: assign({ verificationSent: true, failure: null }),
    /** Provided by the app: the toast "N user(s) successfully added". */
    notifyAdded: (_, _count: number) => {},
    /** Provided by the page: its list reads again. */
    reportAdded: () => {},
    /** Provided by the app: /settings/single-sign-on. */
    goToSsoSettings: () => {},
  },
}).createMachine({
  id: 'addUsers',
  context: ({ input }) => ({
    mode: 'emails',
    csv: EMPTY_CSV,
    facts: { ...input.facts, hasAssignments: true, hasActiveCampaign: true },
    emailVerified: input.emailVerified,
    options: { departments: [], groups: [] },
    values: {
      emails: [],
      departments: [],
      groups: [],
      role: 'user',
      sso: false,
      notification: true,
      subject: DEFAULT_INVITE_SUBJECT,
      message: '',
      notificationList: 'userOnly',
    },
    inUse: [],
    showErrors: false,
    failure: null,
    verificationSent: false,
  }),
  initial: 'starting',
  on: {
    'users.close': { target: '.closed' },
    'users.ssoSettings': { target: '.closed', actions: 'goToSsoSettings' },
  },
  states: {
    starting: {
      always: [{ guard: 'isVerified', target: 'loading' }, { target: 'unverified' }],
    },
    // The verify dialog has no mode tabs: SSO Settings is offered once the address is verified.
    unverified: {
      tags: ['verify'],
      on: { 'users.resendVerification': 'resending', 'users.ssoSettings': {} },
    },
    resending: {
      tags: ['verify', 'busy'],
      on: { 'users.ssoSettings': {} },
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        onDone: { target: 'unverified', actions: 'markSent' },
        onError: { target: 'unverified', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: { target: 'users', actions: { type: 'setOptions', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    loadFailed: {
      on: { 'users.retry': 'loading' },
    },
    users: {
      tags: ['step1'],
      initial: 'routing',
      on: {
        'users.mode': { target: '.routing', actions: { type: 'setMode', params: ({ event }) => event.mode } },
      },
      states: {
        routing: { always: [{ guard: 'isCsvMode', target: 'csv' }, { target: 'emails' }] },
        emails: {
          on: {
            'users.change': { actions: { type: 'change', params: ({ event }) => event.values } },
            'users.next': [
              { guard: 'stepOneValid', target: '#addUsers.checkingEmails' },
              { actions: 'showErrors' },
            ],
          },
        },
        csv: {
          initial: 'routing',
          on: {
            'csv.template': { actions: 'downloadTemplate' },
            'csv.file': [
              {
                guard: { type: 'csvFileAccepted', params: ({ event }) => event.file },
                target: '.parsing',
                actions: { type: 'startFile', params: ({ event }) => event.file },
              },
              { target: '.noFile', actions: { type: 'rejectFile', params: ({ event }) => event.file } },
            ],
          },
          states: {
            routing: { always: [{ guard: 'hasTable', target: 'mapping' }, { target: 'noFile' }] },
            noFile: {},
            parsing: {
              tags: ['busy'],
              invoke: {
                id: 'parseCsv',
                src: 'parseCsv',
                input: ({ event }) => ({
                  file: (event as Extract<AddUsersEvent, { type: 'csv.file' }>).file,
                }),
              },
              on: {
                'csv.progress': {
                  actions: { type: 'setProgress', params: ({ event }) => event.fraction },
                },
                'csv.parsed': {
                  target: 'mapping',
                  actions: { type: 'setTable', params: ({ event }) => event.table },
                },
                'csv.failed': {
                  target: 'noFile',
                  actions: { type: 'failFile', params: ({ event }) => event.error },
                },
              },
            },
            mapping: {
              on: {
                'csv.columns': { actions: { type: 'setColumns', params: ({ event }) => event.columns } },
                'csv.remove': { target: 'noFile', actions: 'removeFile' },
                'csv.skipInvalid': {
                  actions: { type: 'setSkipInvalid', params: ({ event }) => event.skip },
                },
                'users.next': [
                  {
                    guard: 'csvColumnsValid',
                    target: '#addUsers.checkingEmails',
                    actions: 'buildCsvInvites',
                  },
                  { actions: 'showErrors' },
                ],
              },
            },
          },
        },
      },
    },
    checkingEmails: {
      tags: ['step1', 'busy'],
      invoke: {
        id: 'checkEmails',
        src: 'checkEmails',
        input: ({ context }) => ({
          emails: context.mode === 'csv' ? context.csv.invites.map((i) => i.email) : context.values.emails,
        }),
        onDone: [
          {
            guard: { type: 'anyInUse', params: ({ event }) => event.output },
            target: 'users',
            actions: { type: 'setInUse', params: ({ event }) => event.output },
          },
          { target: 'notification', actions: 'hideErrors' },
        ],
        onError: { target: 'users', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    notification: {
      tags: ['step2'],
      on: {
        'notice.change': { actions: { type: 'change', params: ({ event }) => event.values } },
        'users.back': { target: 'users', actions: 'hideErrors' },
        'users.submit': [{ guard: 'stepTwoValid', target: 'submitting' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: ['step2', 'busy'],
      always: [{ guard: 'beginsTraining', target: 'startingTraining' }, { target: 'inviting' }],
    },
    startingTraining: {
      tags: ['step2', 'busy'],
      invoke: {
        id: 'startTraining',
        src: 'startTraining',
        onDone: 'inviting',
        onError: { target: 'notification', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    inviting: {
      tags: ['step2', 'busy'],
      invoke: {
        id: 'invite',
        src: 'invite',
        input: ({ context }) => ({
          values: context.values,
          csvInvites: context.mode === 'csv' ? context.csv.invites : null,
        }),
        onDone: {
          target: 'closed',
          actions: [{ type: 'notifyAdded', params: ({ event }) => event.output }, 'reportAdded'],
        },
        onError: { target: 'notification', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    // The page that opened the drawer closes it when it ends.
    closed: { type: 'final' },
  },
})
