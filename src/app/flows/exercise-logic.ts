import { campaignSettingsMachine } from '../../../machines/campaign-settings.machine'
import { campaignWizardMachine } from '../../../machines/campaign-wizard.machine'
import { exerciseCampaignsMachine } from '../../../machines/exercise-campaigns.machine'
import { exerciseReportMachine } from '../../../machines/exercise-report.machine'
import { reportDetailMachine } from '../../../machines/report-detail.machine'
import { USER_MATCHES_SHOWN, userSearchMachine } from '../../../machines/user-search.machine'
import { csvFileName, REPORT_TAB_LABELS } from '../../domain/exercise-report'
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
} from '../../api/exercise'
import { loadPacks, loadTemplatePage } from '../../api/templates'
import { directoryOptions } from '../../api/users'
import { toaster } from '../../ui/Toaster'
import { downloadText } from '../download'
import { api, gatewayCall } from '../services'

// The phishing exercise area's machines with their calls: the landing list, the wizard and the report.

export function exerciseCampaignsLogic(companyId: string, openReport: (campaignId: string) => void) {
  return exerciseCampaignsMachine.provide({
    actors: {
      loadPage: gatewayCall(async (input) => {
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
      loadPacks: gatewayCall(() => loadPacks(api)),
      archiveCampaign: gatewayCall(async (input) => {
        await archiveCampaign(api, companyId, input.campaignId)
      }),
      deleteCampaign: gatewayCall(async (input) => {
        await deleteCampaign(api, companyId, input.campaignId)
      }),
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
      loadDirectory: gatewayCall(() => loadDirectoryOptions(companyId)),
      updateCampaign: gatewayCall(async (input) => {
        await updateCampaign(api, companyId, input.campaignId, input.payload)
      }),
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
      loadPacks: gatewayCall(() => loadPacks(api)),
      loadPackTemplates: gatewayCall(async (input) => {
        const page = await loadTemplatePage(api, companyId, {
          searchText: '',
          orderBy: 'name',
          order: 'asc',
          pageNumber: 1,
          packId: input.packId,
        })
        return page.items
      }),
      loadDirectory: gatewayCall(() => loadDirectoryOptions(companyId)),
      countLearners: gatewayCall((input) => countLearners(api, companyId, input.usersType, input.ids)),
      previewLaunch: gatewayCall((input) => previewLaunch(api, companyId, input)),
      createCampaign: gatewayCall((input) => createCampaign(api, companyId, input)),
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
      loadDetail: gatewayCall((input) =>
        loadReportDetail(api, companyId, input.campaignId, input.target.kind, input.target.id, input.query),
      ),
      exportDetail: gatewayCall(async (input) => {
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
    },
    actions: { notify: (_, title) => toaster.create({ title, type: 'error' }) },
  })
}

export function exerciseReportLogic(companyId: string) {
  return exerciseReportMachine.provide({
    actors: {
      loadTab: gatewayCall((input) =>
        loadReportTab(api, companyId, input.campaignId, input.tab, input.query, input.filters),
      ),
      loadOptions: gatewayCall((input) => loadReportOptions(api, companyId, input.campaignId)),
      exportCsv: gatewayCall(async (input) => {
        const text = await reportCsv(api, companyId, input.campaignId, input.tab, input.query, input.filters)
        downloadText(csvFileName(input.campaignName, REPORT_TAB_LABELS[input.tab]), text)
      }),
    },
    actions: { notify: (_, title) => toaster.create({ title, type: 'error' }) },
  })
}

/** The selected-users picker's search (the wizard's Settings step and Campaign Settings). */
export const userSearchLogic = (companyId: string) =>
  userSearchMachine.provide({
    actors: {
      searchUsers: gatewayCall((input) => searchUsers(api, companyId, input.text, USER_MATCHES_SHOWN)),
    },
  })
