import { addUsersMachine } from '../../../../machines/users/add-users.machine'
import { sendVerificationEmail } from '../../../api/users/user'
import {
  checkEmailsInUse,
  inviteUsers,
  listDepartments,
  listGroups,
  startAnnualTraining,
  taskStatus,
} from '../../../api/users/users'
import { ADD_USERS_TEXTS, invitePayloadOf } from '../../../domain/add-users'
import { CSV_TEMPLATE, csvInvitePayloadOf } from '../../../domain/csv-import'
import { parseCsvLogic } from './csv-parse'
import { companyIdOf, gatewayCall, userIdOf, type FlowDeps } from '../deps'

/** The add-users drawer bound to the gateway; the page it opens on refreshes its list and closes it. */
export function bindAddUsers(deps: FlowDeps) {
  return addUsersMachine.provide({
    actors: {
      loadOptions: gatewayCall(async () => {
        const companyId = companyIdOf(deps)
        const [departments, groups, status] = await Promise.all([
          listDepartments(deps.api, companyId),
          listGroups(deps.api, companyId),
          taskStatus(deps.api, companyId),
        ])
        return { departments, groups, ...status }
      }),
      checkEmails: gatewayCall((input) => checkEmailsInUse(deps.api, companyIdOf(deps), input.emails)),
      startTraining: gatewayCall(() => startAnnualTraining(deps.api, companyIdOf(deps))),
      parseCsv: parseCsvLogic,
      invite: gatewayCall((input) => {
        const companyId = companyIdOf(deps)
        return inviteUsers(
          deps.api,
          companyId,
          input.csvInvites
            ? csvInvitePayloadOf(companyId, input.csvInvites, input.values)
            : invitePayloadOf(companyId, input.values),
        )
      }),
      resendVerification: gatewayCall(() => sendVerificationEmail(deps.api, userIdOf(deps))),
    },
    actions: {
      notifyAdded: (_, count) => deps.toast(ADD_USERS_TEXTS.added(count), 'success'),
      downloadTemplate: () => deps.download('users-template.csv', CSV_TEMPLATE),
      goToSsoSettings: () => deps.navigate('/settings/single-sign-on'),
    },
  })
}
