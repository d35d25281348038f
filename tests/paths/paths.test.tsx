import type { StatePath } from '@xstate/graph'
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { registry } from '../../machines/registry'
import { createCoverageRecorder } from '../../machines/tooling/coverage'
import { generatePaths } from '../../machines/tooling/graph'
import { replayPath } from '../../machines/tooling/replay'
import { printAndWrite, uncoveredAfterExclusions, type MachineResult } from './table'
import { describePath, runOnView } from './run-view'
import type { ViewAdapter } from './view-adapter'
import { accessGrantView } from './views/access-grant.view'
import { addUsersView } from './views/add-users.view'
import { usersListView } from './views/users-list.view'
import { directoryListView } from './views/directory-list.view'
import { deleteUserView } from './views/delete-user.view'
import { reminderDialogView } from './views/reminder-dialog.view'
import { userMailView } from './views/user-mail.view'
import { getStartedView } from './views/get-started.view'
import { planView } from './views/plan.view'
import { purchaseView } from './views/purchase.view'
import { contactSalesView } from './views/contact-sales.view'
import { tournamentSetupView } from './views/tournament-setup.view'
import { userSearchView } from './views/user-search.view'
import { billingHistoryView } from './views/billing-history.view'
import { customerPortalView } from './views/customer-portal.view'
import { notificationPopoverView } from './views/notification-popover.view'
import { helpDrawerView } from './views/help-drawer.view'
import { feedbackSurveyView } from './views/feedback-survey.view'
import { policyAgreementView } from './views/policy-agreement.view'
import { newVersionView } from './views/new-version.view'
import { templateBuilderView } from './views/template-builder.view'
import { templateLibraryView } from './views/template-library.view'
import { templatePreviewView } from './views/template-preview.view'
import { userProfileView } from './views/user-profile.view'
import { changePasswordView } from './views/change-password.view'
import { customersListView } from './views/customers-list.view'
import { loginAsCompanyView } from './views/login-as-company.view'
import { signUpView } from './views/sign-up.view'
import { twoFactorSettingsView } from './views/two-factor-settings.view'
import { confirmationView } from './views/confirmation.view'
import { resendVerificationView } from './views/resend-verification.view'
import { sidebarView } from './views/sidebar.view'
import { templateSelectionView } from './views/template-selection.view'
import { campaignWizardView } from './views/campaign-wizard.view'
import { exerciseCampaignsView } from './views/exercise-campaigns.view'
import { exerciseReportView } from './views/exercise-report.view'
import { campaignSettingsView } from './views/campaign-settings.view'
import { reportDetailView } from './views/report-detail.view'
import { ssoLoginView } from './views/sso-login.view'
import { loginView } from './views/login.view'
import { twoFactorLoginView } from './views/two-factor-login.view'

// Generated path tests: every registered machine's shortest paths to each (state, incoming edge), run
// (a) on the machine with scripted actor outcomes and (b) on its real view where it has one.

const VIEWS: Record<string, ViewAdapter> = {
  login: loginView,
  twoFactorLogin: twoFactorLoginView,
  changePassword: changePasswordView,
  confirmation: confirmationView,
  resendVerification: resendVerificationView,
  sidebar: sidebarView,
  ssoLogin: ssoLoginView,
  loginAsCompany: loginAsCompanyView,
  customersList: customersListView,
  accessGrant: accessGrantView,
  signUp: signUpView,
  twoFactorSettings: twoFactorSettingsView,
  addUsers: addUsersView,
  usersList: usersListView,
  directoryList: directoryListView,
  deleteUser: deleteUserView,
  reminderDialog: reminderDialogView,
  userMail: userMailView,
  getStarted: getStartedView,
  plan: planView,
  purchase: purchaseView,
  contactSales: contactSalesView,
  tournamentSetup: tournamentSetupView,
  userSearch: userSearchView,
  billingHistory: billingHistoryView,
  customerPortal: customerPortalView,
  notificationPopover: notificationPopoverView,
  helpDrawer: helpDrawerView,
  feedbackSurvey: feedbackSurveyView,
  policyAgreement: policyAgreementView,
  newVersion: newVersionView,
  userProfile: userProfileView,
  templateLibrary: templateLibraryView,
  templatePreview: templatePreviewView,
  templateBuilder: templateBuilderView,
  templateSelection: templateSelectionView,
  campaignWizard: campaignWizardView,
  exerciseCampaigns: exerciseCampaignsView,
  exerciseReport: exerciseReportView,
  campaignSettings: campaignSettingsView,
  reportDetail: reportDetailView,
}
const results: MachineResult[] = []

type Path = StatePath<AnyMachineSnapshot, EventObject>

/** The fewest paths whose edges, together, cover every edge the model runs took (greedy set cover). */
function coveringSubset(paths: Path[], edgesOfPath: Set<string>[]): Path[] {
  const remaining = new Set(edgesOfPath.flatMap((edges) => [...edges]))
  const chosen: Path[] = []
  while (remaining.size > 0) {
    let best = -1
    let gain = 0
    edgesOfPath.forEach((edges, index) => {
      const g = [...edges].filter((edge) => remaining.has(edge)).length
      if (g > gain) [best, gain] = [index, g]
    })
    if (best < 0) break
    chosen.push(paths[best]!)
    for (const edge of edgesOfPath[best]!) remaining.delete(edge)
  }
  return chosen
}

for (const entry of registry) {
  const result: MachineResult = {
    id: entry.id,
    report: null,
    paths: 0,
    viewPaths: 0,
    failures: 0,
    excluded: entry.scenarios.exclusions ?? [],
  }
  results.push(result)

  describe(`${entry.id} (${entry.title})`, () => {
    let paths: Path[] = []
    let generationError: Error | null = null
    try {
      paths = generatePaths(entry)
    } catch (error) {
      generationError = error as Error
    }
    const recorder = createCoverageRecorder(entry.id, entry.machine)
    const edgesOfPath: Set<string>[] = []
    result.paths = paths.length

    it('has a bounded graph', () => {
      if (generationError) result.error = generationError.message
      expect(generationError?.message ?? null).toBeNull()
    })

    describe('model', () => {
      paths.forEach((path, index) => {
        it(`path ${index + 1}: ${describePath(path)}`, () => {
          recorder.beginRun()
          const failure = replayPath(entry, path, recorder.inspect)
          edgesOfPath[index] = new Set(recorder.runEdges())
          if (failure) result.failures += 1
          expect(failure).toBeNull()
        })
      })
    })

    const adapter = VIEWS[entry.id]
    if (adapter) {
      describe('view', () => {
        it('runs a covering subset of paths on the real view', async () => {
          const subset = coveringSubset(paths, edgesOfPath)
          result.viewPaths = subset.length
          for (const path of subset) {
            try {
              await runOnView(adapter, path)
            } catch (error) {
              result.failures += 1
              throw new Error(`view path "${describePath(path)}" failed: ${(error as Error).message}`)
            }
          }
        }, 120_000)
      })
    }

    it('covers every state and transition (or excludes it with a reason)', () => {
      result.report = recorder.report()
      expect(uncoveredAfterExclusions(result)).toEqual([])
    })
  })
}

afterAll(() => {
  console.log(`\nGenerated path coverage\n\n${printAndWrite(results)}\n`)
})
