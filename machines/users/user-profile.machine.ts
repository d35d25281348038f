import { assign, fromPromise, setup } from 'xstate'
import {
  PROFILE_TEXTS,
  ProfileEditForm,
  temporaryPasswordError,
  type ProfileEdit,
  type UserProfile,
} from '../../src/domain/user-profile'
import { fieldProblems, holds } from '../../src/domain/field-problems'
import { errorOf, messageOf } from '../event-params'

// /user_profile/{userId}: the profile is read once for every tab (the tabs are routes, the view shows one);
// Edit saves name, access level, departments and groups, Password sets a temporary password. Each form keeps what was typed when
// the gateway refuses, with the gateway's message on it.

export interface UserProfileContext {
  userId: string
  profile: UserProfile | null
  failure: string | null
  edit: ProfileEdit | null
  editErrors: Partial<Record<'name' | 'lastName', string>>
  editFailure: string | null
  password: string
  passwordError: string | null
  directory: DirectoryNames
}

export interface DirectoryNames {
  departments: string[]
  groups: string[]
}

export type UserProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.save'; values: ProfileEdit }
  | { type: 'profile.setPassword'; password: string }

export const userProfileMachine = setup({
  types: {
    context: {} as UserProfileContext,
    events: {} as UserProfileEvent,
    input: {} as { userId: string },
  },
  actors: {
    loadProfile: fromPromise<UserProfile, { userId: string }>(async () => {
      throw new Error('not provided')
    }),
    saveProfile: fromPromise<UserProfile, { userId: string; values: ProfileEdit }>(async () => {
      throw new Error('not provided')
    }),
    setPassword: fromPromise<void, { userId: string; password: string }>(async () => undefined),
    /** The company's department and group names, offered by the edit form. */
    loadDirectory: fromPromise<DirectoryNames>(async () => ({ departments: [], groups: [] })),
  },
  guards: {
    editValid: (_, values: ProfileEdit) => holds(ProfileEditForm, values),
    passwordValid: (_, password: string) => temporaryPasswordError(password) === null,
  },
  actions: {
    // A saved profile comes back without the secure-code challenge and exercise results read beside the first
    // one: keep those.
    setProfile: assign({
      profile: ({ context }, profile: UserProfile) => ({
        ...profile,
        secureCode: profile.secureCode !== undefined ? profile.secureCode : context.profile?.secureCode,
        exerciseResults:
          profile.exerciseResults !== undefined ? profile.exerciseResults : context.profile?.exerciseResults,
      }),
      failure: null,
    }),
    setFailure: assign({ failure: (_, error: unknown) => messageOf(error) }),
    keepEdit: assign({
      edit: (_, values: ProfileEdit) => values,
      editErrors: (_, values: ProfileEdit) => fieldProblems(ProfileEditForm, values),
      editFailure: null,
    }),
    setEditFailure: assign({ editFailure: (_, error: unknown) => messageOf(error) }),
    clearEdit: assign({ edit: null, editErrors: {}, editFailure: null }),
    keepPassword: assign({
      password: (_, password: string) => password,
      passwordError: (_, password: string) => temporaryPasswordError(password),
    }),
    setPasswordError: assign({ passwordError: (_, error: unknown) => messageOf(error) }),
    clearPassword: assign({ password: '', passwordError: null }),
    setDirectory: assign({ directory: (_, names: DirectoryNames) => names }),
    /** Provided by the app: a toast. */
    notify: (_, _title: string) => {},
  },
}).createMachine({
  id: 'userProfile',
  context: ({ input }) => ({
    userId: input.userId,
    profile: null,
    failure: null,
    edit: null,
    editErrors: {},
    editFailure: null,
    password: '',
    passwordError: null,
    directory: { departments: [], groups: [] },
  }),
  // The names load beside the profile; without them the edit form still takes typed names.
  invoke: {
    id: 'loadDirectory',
    src: 'loadDirectory',
    onDone: { actions: { type: 'setDirectory', params: ({ event }) => event.output } },
    onError: { actions: { type: 'setDirectory', params: { departments: [], groups: [] } } },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'ready', actions: { type: 'setProfile', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setFailure', params: errorOf } },
      },
    },
    failed: { on: { 'profile.retry': 'loading' } },
    ready: {
      on: {
        'profile.save': [
          {
            guard: { type: 'editValid', params: ({ event }) => event.values },
            target: 'saving',
            actions: { type: 'keepEdit', params: ({ event }) => event.values },
          },
          { actions: { type: 'keepEdit', params: ({ event }) => event.values } },
        ],
        'profile.setPassword': [
          {
            guard: { type: 'passwordValid', params: ({ event }) => event.password },
            target: 'settingPassword',
            actions: { type: 'keepPassword', params: ({ event }) => event.password },
          },
          { actions: { type: 'keepPassword', params: ({ event }) => event.password } },
        ],
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ userId: context.userId, values: context.edit! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'setProfile', params: ({ event }) => event.output },
            'clearEdit',
            { type: 'notify', params: PROFILE_TEXTS.saved },
          ],
        },
        onError: { target: 'ready', actions: { type: 'setEditFailure', params: errorOf } },
      },
    },
    settingPassword: {
      tags: ['busy', 'settingPassword'],
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ userId: context.userId, password: context.password }),
        onDone: {
          target: 'ready',
          actions: ['clearPassword', { type: 'notify', params: PROFILE_TEXTS.passwordSet }],
        },
        onError: { target: 'ready', actions: { type: 'setPasswordError', params: errorOf } },
      },
    },
  },
})
