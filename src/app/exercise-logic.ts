import { fromPromise } from 'xstate'
import { campaignSettingsMachine } from '../../machines/campaign-settings.machine'
import { campaignWizardMachine } from '../../machines/campaign-wizard.machine'
import { exerciseCampaignsMachine } from '../../machines/exercise-campaigns.machine'
import { exerciseReportMachine } from '../../machines/exercise-report.machine'
import { reportDetailMachine } from '../../machines/report-detail.machine'
import { USER_MATCHES_SHOWN, userSearchMachine } from '../../machines/user-search.machine'
import { csvFileName, REPORT_TAB_LABELS } from '../domain/exercise-report'
import {
  archiveCampaign,
  countLearners,
  createCampaign,
  deleteCampaign,
  loadCampaigns,
  searchUsers,
  loadReportDetail,
  loadReportOptions,
  loadReportTab,
  previewLaunch,
  reportCsv,
  reportDetailCsv,
  updateCampaign,
} from '../api/exercise'
import { loadPacks, loadTemplatePage } from '../api/templates'
import { directoryOptions } from '../api/users'
import { toaster } from '../ui/Toaster'
import { downloadText } from './download'
import { api, asFailure } from './services'

// The phishing exercise area's machines with their calls: the landing list, the wizard and the report.

export function exerciseCampaignsLogic(companyId: string, openReport: (campaignId: string) => void) {
  return exerciseCampaignsMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) =>
        asFailure(async () => {
          // The other tab's total too: with no campaigns at all the page shows no tabs (002 §2.5).
          const other = input.tab === 'active' ? 'archived' : 'active'
          const [page, otherPage] = await Promise.all([
            loadCampaigns(api, companyId, input.tab, input.pageNumber, input.pageSize),
            loadCampaigns(api, companyId, other, 0, 1),
          ])
          const [active, archived] =
            input.tab === 'active'
              ? [page.totalCount, otherPage.totalCount]
              : [otherPage.totalCount, page.totalCount]
          return {
            items: page.items,
            totalCount: page.totalCount,
            activeCount: active,
            archivedCount: archived,
          }
        }),
      ),
      loadPacks: fromPromise(() => asFailure(() => loadPacks(api))),
      archiveCampaign: fromPromise(({ input }) =>
        asFailure(async () => void (await archiveCampaign(api, companyId, input.campaignId))),
      ),
      deleteCampaign: fromPromise(({ input }) =>
        asFailure(async () => void (await deleteCampaign(api, companyId, input.campaignId))),
      ),
    },
    actions: {
      notify: (_, title) =>
        toaster.create({
          title,
          type: title.endsWith('!') && !title.startsWith('Report') ? 'success' : 'info',
        }),
      openReport: (_, campaignId) => openReport(campaignId),
    },
  })
}

const loadDirectoryOptions = (companyId: string) => directoryOptions(api, companyId)

export function campaignSettingsLogic(companyId: string, onSaved: () => void) {
  return campaignSettingsMachine.provide({
    actors: {
      loadDirectory: fromPromise(() => asFailure(() => loadDirectoryOptions(companyId))),
      updateCampaign: fromPromise(({ input }) =>
        asFailure(async () => void (await updateCampaign(api, companyId, input.campaignId, input.payload))),
      ),
    },
    actions: {
      notify: (_, title) => {
        toaster.create({ title, type: 'success' })
        onSaved()
      },
    },
  })
}

export function campaignWizardLogic(companyId: string, finish: () => void) {
  return campaignWizardMachine.provide({
    actors: {
      loadPacks: fromPromise(() => asFailure(() => loadPacks(api))),
      loadPackTemplates: fromPromise(({ input }) =>
        asFailure(async () => {
          const page = await loadTemplatePage(api, companyId, {
            searchText: '',
            orderBy: 'name',
            order: 'asc',
            pageNumber: 1,
            packId: input.packId,
          })
          return page.items
        }),
      ),
      loadDirectory: fromPromise(() => asFailure(() => loadDirectoryOptions(companyId))),
      countLearners: fromPromise(({ input }) =>
        asFailure(() => countLearners(api, companyId, input.usersType, input.ids)),
      ),
      previewLaunch: fromPromise(({ input }) => asFailure(() => previewLaunch(api, companyId, input))),
      createCampaign: fromPromise(({ input }) => asFailure(() => createCampaign(api, companyId, input))),
    },
    actions: {
      notify: (_, title) => toaster.create({ title, type: 'success' }),
      finish,
    },
  })
}

export function reportDetailLogic(companyId: string) {
  return reportDetailMachine.provide({
    actors: {
      loadDetail: fromPromise(({ input }) =>
        asFailure(() =>
          loadReportDetail(api, companyId, input.campaignId, input.target.kind, input.target.id, input.query),
        ),
      ),
      exportDetail: fromPromise(({ input }) =>
        asFailure(async () => {
          const text = await reportDetailCsv(
            api,
            companyId,
            input.campaignId,
            input.target.kind,
            input.target.id,
            input.query,
          )
          downloadText(
            csvFileName(input.target.name, input.target.kind === 'user' ? 'Answers' : 'Recipients'),
            text,
          )
        }),
      ),
    },
    actions: { notify: (_, title) => toaster.create({ title, type: 'error' }) },
  })
}

export function exerciseReportLogic(companyId: string) {
  return exerciseReportMachine.provide({
    actors: {
      loadTab: fromPromise(({ input }) =>
        asFailure(() =>
          loadReportTab(api, companyId, input.campaignId, input.tab, input.query, input.filters),
        ),
      ),
      loadOptions: fromPromise(({ input }) =>
        asFailure(() => loadReportOptions(api, companyId, input.campaignId)),
      ),
      exportCsv: fromPromise(({ input }) =>
        asFailure(async () => {
          const text = await reportCsv(
            api,
            companyId,
            input.campaignId,
            input.tab,
            input.query,
            input.filters,
          )
          downloadText(csvFileName(input.campaignName, REPORT_TAB_LABELS[input.tab]), text)
        }),
      ),
    },
    actions: { notify: (_, title) => toaster.create({ title, type: 'error' }) },
  })
}

/** The selected-users picker's search (the wizard's Settings step and Campaign Settings). */
export const userSearchLogic = (companyId: string) =>
  userSearchMachine.provide({
    actors: {
      searchUsers: fromPromise(({ input }) =>
        asFailure(() => searchUsers(api, companyId, input.text, USER_MATCHES_SHOWN)),
      ),
    },
  })
