import { useActorRef, useSelector } from '@xstate/react'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import type { resendVerificationMachine } from '../../../machines/shell/resend-verification.machine'
import { PLATFORM_TEXTS } from '../../domain/platform-companies'
import { BANNER_TEXTS as T, bannersFor, type Banner } from '../../domain/shell/banners'
import { Button } from '../../ui/Button'
import { SessionActor } from '../session/session-context'
import { useSessionFacts } from './session-facts'
import { formatDate } from '../../domain/intl-format'

const bar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  px: '4',
  py: '2',
  fontSize: 'sm',
  textAlign: 'center',
})
const tones = {
  info: css({ bg: 'brand.subtle' }),
  warning: css({ bg: 'warning.subtle' }),
  danger: css({ bg: 'danger.subtle' }),
}
const linkButton = css({ fontWeight: 'semibold', textDecoration: 'underline', color: 'brand' })

export function Banners({ resendLogic }: { resendLogic: typeof resendVerificationMachine }) {
  const { user, company } = useSessionFacts()
  const banners = useMemo(() => (user && company ? bannersFor(user, company) : []), [user, company])
  if (banners.length === 0) return null
  return (
    <div aria-label="Announcements" role="region">
      {banners.map((banner) => (
        <BannerBar key={banner.kind} banner={banner} resendLogic={resendLogic} />
      ))}
    </div>
  )
}

function BannerBar({
  banner,
  resendLogic,
}: {
  banner: Banner
  resendLogic: typeof resendVerificationMachine
}) {
  const session = SessionActor.useActorRef()
  switch (banner.kind) {
    case 'verifyEmail':
      return <VerifyEmailBanner logic={resendLogic} />
    case 'freeTrial':
      return (
        <div role="status" className={`${bar} ${tones.info}`}>
          <span>
            {T.freeTrial(
              banner.endsAt
                ? formatDate(banner.endsAt, undefined, { dateStyle: 'medium' })
                : '—',
            )}
          </span>
          <Link href="/licensing" className={linkButton}>
            {T.explorePlans}
          </Link>
          <Link href="/licensing?modal=upgrade" className={linkButton}>
            {T.upgradeNow}
          </Link>
        </div>
      )
    case 'loggedInAsCompany':
      return (
        <div role="status" className={`${bar} ${tones.warning}`}>
          <span>
            {banner.staffReason === null
              ? T.loggedInAs(banner.companyName)
              : PLATFORM_TEXTS.banner(banner.companyName, banner.staffReason)}
          </span>
          <Button size="sm" variant="link" onClick={() => session.send({ type: 'session.exitCompany' })}>
            {banner.viaIntegration && banner.staffReason === null ? T.backToPortal : T.clickToExit}
          </Button>
        </div>
      )
    case 'licenceOverage':
      return (
        <div role="status" className={`${bar} ${tones.danger}`}>
          <span>{T.overage(banner.toBuy)}</span>
          <Link href="/licensing" className={linkButton}>
            {T.goToLicensing}
          </Link>
        </div>
      )
    case 'trialExpired':
      return (
        <div role="status" className={`${bar} ${tones.danger}`}>
          <span>{T.trialExpired}</span>
          <Link href="/licensing?modal=upgrade" className={linkButton}>
            {T.upgrade}
          </Link>
        </div>
      )
  }
}

export function VerifyEmailBanner({ logic }: { logic: typeof resendVerificationMachine }) {
  const actor = useActorRef(logic)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  return (
    <div role="status" className={`${bar} ${tones.warning}`}>
      <span className={css({ display: { base: 'none', md: 'inline' } })}>{T.verifyEmail}</span>
      <span className={css({ display: { base: 'inline', md: 'none' } })}>{T.verifyEmailShort}</span>
      <Button
        size="sm"
        variant="link"
        disabled={busy}
        onClick={() => actor.send({ type: 'verification.resend' })}
      >
        {T.resend}
      </Button>
    </div>
  )
}
