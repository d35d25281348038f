import { applyBrand, productNameOf } from '../../ui/brand-theme'
import { useEffect, useState, type ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import type { accessGrantMachine } from '../../../machines/shell/access-grant.machine'
import type { resendVerificationMachine } from '../../../machines/shell/resend-verification.machine'
import type { notificationPopoverMachine } from '../../../machines/notifications/notification-popover.machine'
import type { helpDrawerMachine } from '../../../machines/help/help-drawer.machine'
import type { feedbackSurveyMachine } from '../../../machines/survey/feedback-survey.machine'
import type { policyAgreementMachine } from '../../../machines/shell/policy-agreement.machine'
import type { newVersionMachine } from '../../../machines/shell/new-version.machine'
import type { shellScreenMachine } from '../../../machines/shell/shell-screen.machine'
import { NewVersionBanner } from './NewVersionBanner'
import { PolicyAgreementDialog } from './PolicyAgreementDialog'
import { FeedbackSurvey } from '../survey/FeedbackSurvey'
import { faqVisible } from '../../domain/support'
import { HelpButton } from '../help/HelpButton'
import { HelpDrawer } from '../help/HelpDrawer'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { useSelector } from '@xstate/react'
import { dashboardDialog, type NavItem } from '../../domain/shell/navigation'
import { LARGE_SCREEN, useMediaQuery } from '../../ui/use-media-query'
import { AccessGrantHost } from './AccessGrantHost'
import { Banners } from './Banners'
import { ConfirmationHost } from './ConfirmationHost'
import { NarrowScreenNotice } from './NarrowScreenNotice'
import { PlanDialog } from './PlanDialog'
import { PurchaseCompleteDialog } from './PurchaseCompleteDialog'
import { useSessionFacts } from './session-facts'
import { Sidebar } from './Sidebar'
import { SidebarActor } from './sidebar-context'
import { Toolbar } from './Toolbar'

interface Props {
  title: string
  /** focus: the simulation creation screen — no toolbar, navigation folded (002 §2.6). */
  chrome: 'full' | 'focus'
  desktopOnly: boolean
  resendLogic: typeof resendVerificationMachine
  accessGrantLogic: typeof accessGrantMachine
  /** The frame's machine: its children are the toolbar's popover, the help drawer, the survey, the policy dialog
   * and the new-version banner. */
  frame: ActorRefFrom<typeof shellScreenMachine>
  children: ReactNode
}

type FrameChildren = {
  notifications?: ActorRefFrom<typeof notificationPopoverMachine>
  help?: ActorRefFrom<typeof helpDrawerMachine>
  survey?: ActorRefFrom<typeof feedbackSurveyMachine>
  /** Gone once the policy was agreed to (or never needed). */
  policy?: ActorRefFrom<typeof policyAgreementMachine>
  newVersion?: ActorRefFrom<typeof newVersionMachine>
}

const selectChildren = (s: SnapshotFrom<typeof shellScreenMachine>) => s.children as FrameChildren

export function Shell({ title, chrome, desktopOnly, resendLogic, accessGrantLogic, frame, children }: Props) {
  const { notifications, help, survey, policy, newVersion } = useSelector(frame, selectChildren)
  const sidebar = SidebarActor.useActorRef()
  const large = useMediaQuery(LARGE_SCREEN)
  const [seenLarge, setSeenLarge] = useState(large)
  if (large && !seenLarge) setSeenLarge(true)
  const { company, user, facts } = useSessionFacts()
  const [planDialog, setPlanDialog] = useState<'upgrade' | 'boostWarning' | null>(null)

  useEffect(() => {
    sidebar.send({ type: large ? 'viewport.wide' : 'viewport.narrow' })
  }, [large, sidebar])
  const brand = company?.brand ?? null
  useEffect(() => {
    const product = productNameOf(brand)
    document.title = title ? `${title} · ${product}` : product
  }, [title, brand])
  useEffect(() => {
    applyBrand(brand)
    return () => applyBrand(null)
  }, [brand])

  const onPlanItem = (item: NavItem) => {
    if (!item.opensPlanDialog || !company) return false
    const kind = dashboardDialog({
      hasBoost: company.subscription.hasBoost,
      trialStatus: company.subscription.trial.status,
    })
    if (kind === 'none') return false
    setPlanDialog(kind)
    return true
  }

  return (
    <div className={css({ display: 'flex', minH: '100vh' })}>
      <Sidebar onPlanItem={onPlanItem} forceFolded={chrome === 'focus'} />
      <div className={css({ flex: '1', minW: '0', display: 'flex', flexDir: 'column' })}>
        {newVersion ? <NewVersionBanner actor={newVersion} /> : null}
        <Banners resendLogic={resendLogic} />
        {chrome === 'focus' || !notifications || !survey ? null : (
          <Toolbar
            title={title}
            notifications={notifications}
            survey={survey}
            onHelp={() => help?.send({ type: 'help.open' })}
          />
        )}
        <main className={css({ flex: '1', p: { base: '4', md: '8' } })}>
          {desktopOnly && !large ? <NarrowScreenNotice /> : null}
          {/* A desktop-only page, once shown, stays mounted (hidden) while the window is narrow, so a draft
              under way survives a window made narrower for a moment; a phone that never was wide never
              loads it. */}
          {!desktopOnly || large || seenLarge ? <div hidden={desktopOnly && !large}>{children}</div> : null}
        </main>
      </div>
      <PlanDialog kind={planDialog} onClose={() => setPlanDialog(null)} />
      <PurchaseCompleteDialog />
      {survey ? <FeedbackSurvey actor={survey} /> : null}
      {chrome === 'focus' ? <HelpButton onClick={() => help?.send({ type: 'help.open' })} /> : null}
      {help ? (
        <HelpDrawer
          actor={help}
          name={user?.name ?? ''}
          showFaq={faqVisible({
            role: user?.role ?? null,
            isCustomDomainVerified: facts.isCustomDomainVerified,
          })}
        />
      ) : null}
      {policy ? <PolicyAgreementDialog actor={policy} /> : null}
      <ConfirmationHost />
      <AccessGrantHost logic={accessGrantLogic} />
    </div>
  )
}
