import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { courseAddCustomersMachine } from '../../../../machines/learning/course-add-customers.machine'
import {
  actionsOf,
  pageRows,
  type courseCustomersMachine,
} from '../../../../machines/learning/course-customers.machine'
import type { courseShareFormMachine } from '../../../../machines/learning/course-share-form.machine'
import { shareFieldProblems } from '../../../domain/course-sharing'
import type { CustomerSelectionActor } from '../../sharing/CustomerSelectionBanner'

type Customers = SnapshotFrom<typeof courseCustomersMachine>
type Form = SnapshotFrom<typeof courseShareFormMachine>
type Add = SnapshotFrom<typeof courseAddCustomersMachine>

export type CourseCustomersActor = ActorRefFrom<typeof courseCustomersMachine>
export type CourseShareFormActor = ActorRefFrom<typeof courseShareFormMachine>
export type CourseAddActor = ActorRefFrom<typeof courseAddCustomersMachine>

export const selectCustomersSelection = (s: Customers) =>
  s.children.selection as CustomerSelectionActor | undefined
export const selectCustomersData = (s: Customers) => s.context.data
export const selectCustomersRows = (s: Customers) => pageRows(s.context)
export const selectCustomersPage = (s: Customers) => s.context.pageNumber
export const selectCustomersLoading = (s: Customers) => s.hasTag('busy')
export const selectCustomersFailure = (s: Customers) => (s.matches('failed') ? s.context.failure : null)
export const selectShownActions = (s: Customers) => actionsOf(s.context)
export const selectCustomersConfirm = (s: Customers) =>
  s.context.confirm ? { ...s.context.confirm, busy: s.matches('running') } : null
export const selectStartForm = (s: Customers) => s.children.startForm as CourseShareFormActor | undefined

export const selectShareDraft = (s: Form) => s.context.form
export const selectShareToday = (s: Form) => s.context.today
export const selectShareProblems = (s: Form) =>
  s.context.showProblems ? shareFieldProblems(s.context.form, s.context.today) : {}
export const selectShareFailure = (s: Form) => s.context.failure
export const selectShareBusy = (s: Form) => s.hasTag('busy')
export const selectShareDone = (s: Form) => s.matches('done')
export const selectAddDialog = (s: Form) => s.children.addCustomers as CourseAddActor | undefined

export const selectAddSelection = (s: Add) => s.children.selection as CustomerSelectionActor | undefined
export const selectAddPage = (s: Add) => s.context.page
export const selectAddQuery = (s: Add) => s.context.query
export const selectAddChosen = (s: Add) => s.context.chosen
export const selectAddLoading = (s: Add) => s.matches('loading') || s.matches('debouncing')
export const selectAddLoadFailure = (s: Add) => (s.matches('failed') ? s.context.failure : null)
export const selectAddFailure = (s: Add) => (s.matches('ready') ? s.context.failure : null)
export const selectAddBusy = (s: Add) => s.matches('collecting')
export const selectCanAdd = (s: Add) => s.can({ type: 'add.submit' })
