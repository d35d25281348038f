import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import { card } from '../../ui/surfaces'
import { GUIDE_TEXTS as T, type GetStartedExtras } from '../../domain/get-started'

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
})
const link = css({ color: 'brand', fontWeight: 'semibold', fontSize: 'sm', mt: 'auto' })

/** The pitch and guide cards, each shown or hidden by the rules of 002 §2.1. */
export function GuideCards({ extras }: { extras: GetStartedExtras }) {
  const cards = [
    extras.freeVsBoostVideo && (
      <li key="plans" className={card} aria-labelledby="guide-plans">
        <h3 id="guide-plans" className={css({ fontWeight: 'semibold' })}>
          {T.plansTitle}
        </h3>
        <ul className={css({ fontSize: 'sm', color: 'text.muted', listStyle: 'disc', pl: '5' })}>
          {T.pitch.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Link href="/licensing" className={link}>
          {T.plansLink}
        </Link>
      </li>
    ),
    extras.planButtons && (
      <li key="plan" className={card} aria-labelledby="guide-plan">
        <h3 id="guide-plan" className={css({ fontWeight: 'semibold' })}>
          {T.planTitle}
        </h3>
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{T.planText}</p>
        <Link href="/activity-calendar" className={link}>
          {T.planLink}
        </Link>
      </li>
    ),
    extras.guideCards && (
      <li key="guides" className={card} aria-labelledby="guide-guides">
        <h3 id="guide-guides" className={css({ fontWeight: 'semibold' })}>
          {T.guidesTitle}
        </h3>
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{T.guidesText}</p>
        <Link href="/guides-and-resources" className={link}>
          {T.guidesLink}
        </Link>
      </li>
    ),
    extras.pricingCard && (
      <li key="pricing" className={card} aria-labelledby="guide-pricing">
        <h3 id="guide-pricing" className={css({ fontWeight: 'semibold' })}>
          {T.pricingTitle}
        </h3>
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{T.pricingText}</p>
        <Link href="/licensing" className={link}>
          {T.pricingLink}
        </Link>
      </li>
    ),
    extras.guideCards && (
      <li key="affiliate" className={card} aria-labelledby="guide-affiliate">
        <h3 id="guide-affiliate" className={css({ fontWeight: 'semibold' })}>
          {T.affiliateTitle}
        </h3>
        <p className={css({ fontSize: 'sm', color: 'text.muted' })}>{T.affiliateText}</p>
      </li>
    ),
  ].filter(Boolean)
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="guides-title" className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      <h2 id="guides-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {T.sectionTitle}
      </h2>
      <ul className={grid}>{cards}</ul>
    </section>
  )
}
