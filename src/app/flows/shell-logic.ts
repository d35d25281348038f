import { navigate } from 'wouter/use-browser-location'
import { fromPromise } from 'xstate'
import { accessGrantMachine } from '../../../machines/access-grant.machine'
import { grantAccess } from '../../api/partner-access'
import { notificationPopoverMachine } from '../../../machines/notification-popover.machine'
import { helpDrawerMachine } from '../../../machines/help-drawer.machine'
import { feedbackSurveyMachine } from '../../../machines/feedback-survey.machine'
import { policyAgreementMachine } from '../../../machines/policy-agreement.machine'
import { newVersionMachine } from '../../../machines/new-version.machine'
import { create } from 'superstruct'
import { BuildTimestamp, buildTimestampUrl } from '../../domain/new-version'
import { confirmPrivacyPolicy, getCurrentUser, sendVerificationEmail } from '../../api/user'
import type { SessionUser } from '../../domain/session'
import { loadSurveys, sendSurveyResponse } from '../../api/survey'
import { sendSupportTicket } from '../../api/support'
import {
  loadNotificationFeed,
  markNotificationsClosed,
  markNotificationViewed,
} from '../../api/notifications'
import { resendVerificationMachine } from '../../../machines/resend-verification.machine'
import type { ApiFailure } from '../../domain/api-failure'
import { toaster } from '../../ui/Toaster'
import { api, gatewayCall } from '../services'

export const VERIFICATION_SENT = 'Email with verification link has been sent'

export function createResendLogic(userId: () => string | undefined) {
  return resendVerificationMachine.provide({
    actors: {
      sendVerificationEmail: gatewayCall(() => sendVerificationEmail(api, userId() ?? '')),
    },
    actions: {
      notifySent: () => void toaster.create({ title: VERIFICATION_SENT, type: 'success' }),
      notifyFailed: (_, error) =>
        void toaster.create({ title: (error as ApiFailure).message, type: 'error' }),
    },
  })
}

/** The customer admin's grant of partner access (isAccessDialog=true). */
export function createAccessGrantLogic(companyId: () => string | undefined) {
  return accessGrantMachine.provide({
    actors: {
      grantAccess: gatewayCall(() => grantAccess(api, companyId() ?? '')),
    },
    actions: {
      forgetRequest: () => {
        const params = new URLSearchParams(window.location.search)
        params.delete('isAccessDialog')
        const rest = params.toString()
        navigate(`${window.location.pathname}${rest ? `?${rest}` : ''}`, { replace: true })
      },
      announceGranted: (_, title) => void toaster.create({ title, type: 'success' }),
    },
  })
}

/** The bell's feed and marks for the signed-in user in their company. */
export function createNotificationLogic(ids: () => { companyId: string; userId: string }) {
  return notificationPopoverMachine.provide({
    actors: {
      loadFeed: gatewayCall(() => loadNotificationFeed(api, ids().companyId, ids().userId)),
      markViewed: gatewayCall((input) =>
        markNotificationViewed(api, ids().companyId, ids().userId, input.notificationId),
      ),
      markShown: gatewayCall((input) => markNotificationsClosed(api, ids().companyId, ids().userId, input)),
    },
  })
}

/** Contact Support for the signed-in user: the company's ticket call, the email locked to theirs. */
export function createHelpLogic(companyId: () => string | null) {
  return helpDrawerMachine.provide({
    actors: {
      sendTicket: gatewayCall((input) => sendSupportTicket(api, companyId(), input)),
    },
  })
}

/** The feedback survey of the signed-in user. */
export function createSurveyLogic(ids: () => { companyId: string; userId: string }) {
  return feedbackSurveyMachine.provide({
    actors: {
      loadSurveys: gatewayCall(() => loadSurveys(api, ids().companyId, ids().userId)),
      sendResponse: gatewayCall((input) => sendSurveyResponse(api, ids().companyId, ids().userId, input)),
    },
  })
}

/** The Policy Agreement: confirm, then refresh the session's user in place. */
export function createPolicyLogic(
  ids: () => { companyId: string; userId: string },
  userRefreshed: (user: SessionUser) => void,
) {
  return policyAgreementMachine.provide({
    actors: {
      confirmPolicy: gatewayCall(() => confirmPrivacyPolicy(api, ids().companyId, ids().userId)),
      refreshUser: gatewayCall(() => getCurrentUser(api).then(userRefreshed)),
    },
  })
}

/** The running build against the published one; RELAUNCH reloads onto it. */
export const newVersionLogic = newVersionMachine.provide({
  actors: {
    readPublished: fromPromise(async () => {
      const response = await fetch(buildTimestampUrl(Date.now()), { cache: 'no-store' })
      if (!response.ok) throw new Error(`build timestamp: ${response.status}`)
      return create(await response.json(), BuildTimestamp).timestamp
    }),
  },
  actions: { reload: () => window.location.reload() },
})
