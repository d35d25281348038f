import type { ComponentType } from 'react'
import { lazyPage } from './lazy-page'

// The app half of the route table: route id → the page that renders it. The table itself (paths, roles,
// chrome, redirects, company rules) is data in src/domain/route-table.ts, where the guard and its tests
// read it without React. A route with no page here renders the planned page with its title.
// One customer list for MSP partners, resellers and sub-resellers; each reaches it at its own route.
const CustomersRoute = lazyPage(() => import('./routes/customers-route'))
const UsersRoute = lazyPage(() => import('./routes/users-route'))
const TrainingReportRoute = lazyPage(() => import('./routes/training-report-route'))
const DirectoryRoute = lazyPage(() => import('./routes/directory-route'))
const ProfileRoute = lazyPage(() => import('./routes/profile-route'))
const ExerciseRoute = lazyPage(() => import('./routes/exercise-route'))
const ExerciseReportRoute = lazyPage(() => import('./routes/exercise-report-route'))
const SimulationRoute = lazyPage(() => import('./routes/simulation-route'))
const SimulationReportRoute = lazyPage(() => import('./routes/simulation-report-route'))
const TransactionsRoute = lazyPage(() => import('./routes/transactions-route'))
const CourseRoute = lazyPage(() => import('./routes/course-route'))
const CustomTrainingsRoute = lazyPage(() => import('./routes/custom-trainings-route'))
const CustomTrainingEditorRoute = lazyPage(() => import('./routes/custom-training-editor-route'))
const DevelopersRoute = lazyPage(() => import('./routes/developers-route'))
const CalendarRoute = lazyPage(() => import('./routes/calendar-route'))
const SimulationSettingsRoute = lazyPage(() => import('./routes/simulation-settings-route'))
const PhishingSummaryRoute = lazyPage(() => import('./routes/phishing-summary-route'))
const DashboardRoute = lazyPage(() => import('./routes/dashboard-route'))
const QuizzesRoute = lazyPage(() => import('./routes/quizzes-route'))

export const PAGES: Record<
  string,
  ComponentType & { preload?: () => Promise<void>; isReady?: () => boolean }
> = {
  home: lazyPage(() => import('./routes/home-route')),
  notFound: lazyPage(() => import('../features/errors/NotFoundPage')),
  serverError: lazyPage(() => import('../features/errors/ServerErrorPage')),
  disabledCompany: lazyPage(() => import('../features/errors/DisabledCompanyPage')),
  companies: CustomersRoute,
  resellerCustomers: CustomersRoute,
  allUsers: UsersRoute,
  departmentUsers: UsersRoute,
  groupUsers: UsersRoute,
  departments: DirectoryRoute,
  groups: DirectoryRoute,
  'profile.outstanding_tasks': ProfileRoute,
  'profile.completed_tasks': ProfileRoute,
  'profile.edit': ProfileRoute,
  'profile.password': ProfileRoute,
  'profile.activity': ProfileRoute,
  'settings.general': lazyPage(() => import('./routes/settings-general-route')),
  'settings.single-sign-on': lazyPage(() => import('./routes/settings-sso-route')),
  'settings.white-label': lazyPage(() => import('./routes/settings-white-label-route')),
  'settings.email-reminders': lazyPage(() => import('./routes/settings-email-reminders-route')),
  'settings.integration': lazyPage(() => import('./routes/settings-integration-route')),
  'settings.audit-log': lazyPage(() => import('./routes/settings-audit-log-route')),
  licensing: lazyPage(() => import('./routes/licensing-route')),
  billing: lazyPage(() => import('./routes/billing-route')),
  clientErrors: lazyPage(() => import('./routes/client-errors-route')),
  platformCompanies: lazyPage(() => import('./routes/platform-companies-route')),
  jobQueue: lazyPage(() => import('./routes/job-queue-route')),
  subResellerCustomers: CustomersRoute,
  exerciseCreate: lazyPage(() => import('./routes/exercise-create-route')),
  exercise: ExerciseRoute,
  'exercise.active': ExerciseRoute,
  'exercise.archived': ExerciseRoute,
  'exerciseReport.users': ExerciseReportRoute,
  'exerciseReport.departments': ExerciseReportRoute,
  'exerciseReport.groups': ExerciseReportRoute,
  'exerciseReport.templates': ExerciseReportRoute,
  simulationCreate: lazyPage(() => import('./routes/simulation-create-route')),
  'simulation.active': SimulationRoute,
  'simulation.archived': SimulationRoute,
  'simulationSettings.report-button': SimulationSettingsRoute,
  'simulationSettings.configuration': SimulationSettingsRoute,
  'simulationSettings.direct-email-delivery': SimulationSettingsRoute,
  'transactions.billing': TransactionsRoute,
  'transactions.license-allocations': TransactionsRoute,
  resellerTransactions: TransactionsRoute,
  subResellerTransactions: TransactionsRoute,
  becomePartner: lazyPage(() => import('./routes/become-partner-route')),
  forecast: lazyPage(() => import('./routes/forecast-route')),
  courses: lazyPage(() => import('./routes/library-route')),
  videos: lazyPage(() => import('./routes/videos-route')),
  trainingCampaigns: lazyPage(() => import('./routes/training-campaigns-route')),
  custom: CustomTrainingsRoute,
  customEdit: CustomTrainingEditorRoute,
  customPreview: lazyPage(() => import('./routes/training-preview-route')),
  customTrainingEdit: CustomTrainingEditorRoute,
  customNew: CustomTrainingsRoute,
  policies: lazyPage(() => import('./routes/policies-route')),
  policiesProgress: lazyPage(() => import('./routes/policy-report-route')),
  reports: lazyPage(() => import('./routes/reports-hub-route')),
  generalReport: lazyPage(() => import('./routes/general-report-route')),
  reportsMonthlyVideo: lazyPage(() => import('./routes/monthly-video-report-route')),
  'dashboard.company': DashboardRoute,
  'dashboard.users': DashboardRoute,
  'dashboard.departments': DashboardRoute,
  reviews: lazyPage(() => import('./routes/reviews-route')),
  reportsQuizzes: QuizzesRoute,
  'reportsQuizzes.users': QuizzesRoute,
  'reportsQuizzes.questions': QuizzesRoute,
  reportsPhishingExercise: lazyPage(() => import('./routes/exercise-summary-route')),
  'phishingSummary.overview': PhishingSummaryRoute,
  'phishingSummary.campaigns': PhishingSummaryRoute,
  'phishingSummary.templates': PhishingSummaryRoute,
  'phishingSummary.recipients': PhishingSummaryRoute,
  'phishingSummary.groups': PhishingSummaryRoute,
  'phishingSummary.departments': PhishingSummaryRoute,
  reportsTraining: TrainingReportRoute,
  reportsGaming: TrainingReportRoute,
  activityCalendar: lazyPage(() => import('./routes/activity-calendar-route')),
  guides: lazyPage(() => import('./routes/guides-route')),
  'calendar.preview': CalendarRoute,
  'calendar.history': CalendarRoute,
  'calendar.settings': CalendarRoute,
  'developers.preview': DevelopersRoute,
  'developers.statistics': DevelopersRoute,
  'developers.settings': DevelopersRoute,
  'course.preview': CourseRoute,
  'course.statistics': CourseRoute,
  'course.settings': CourseRoute,
  'course.customers-status': CourseRoute,
  'course.customers-settings': CourseRoute,
  'gaming.preview': CourseRoute,
  'gaming.statistics': CourseRoute,
  'gaming.settings': CourseRoute,
  'fakeOrReal.preview': CourseRoute,
  'fakeOrReal.statistics': CourseRoute,
  'fakeOrReal.settings': CourseRoute,
  resellerOverview: lazyPage(() => import('./routes/reseller-overview-route')),
  simulationShare: lazyPage(() => import('./routes/simulation-share-route')),
  'simulationReport.overview': SimulationReportRoute,
  'simulationReport.recipients': SimulationReportRoute,
  'simulationReport.templates': SimulationReportRoute,
  'simulationReport.departments': SimulationReportRoute,
  'simulationReport.groups': SimulationReportRoute,
  'simulationReport.rounds': SimulationReportRoute,
}

export const LoginPage = lazyPage(() => import('../features/login/LoginPage'))
export const VisualizerApp = lazyPage(() => import('../visualizer/VisualizerApp'))
export const PlannedPage = lazyPage(() => import('../features/shell/PlannedPage'))
export const NoPermissionPage = lazyPage(() => import('../features/errors/NoPermissionPage'))
export const ShellRoute = lazyPage(() => import('./ShellRoute'))
export const ChangePasswordPage = lazyPage(() => import('../features/password/ChangePasswordPage'))
export const ForgotPasswordPage = lazyPage(() => import('../features/password/ForgotPasswordPage'))
export const ResetPasswordPage = lazyPage(() => import('../features/password/ResetPasswordPage'))
export const SsoFailPage = lazyPage(() => import('../features/sso/SsoFailPage'))
export const SsoLoginRoute = lazyPage(() => import('./routes/sso-login-route'))
export const LoginAsCompanyRoute = lazyPage(() => import('./routes/login-as-company-route'))
export const SignUpRoute = lazyPage(() => import('./routes/sign-up-route'))
