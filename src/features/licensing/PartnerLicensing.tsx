import { useSelector } from '@xstate/react'
import { Link } from 'wouter'
import { css } from '../../../styled-system/css'
import { PARTNER_LICENSING_TEXTS as T } from '../../domain/plan'
import { FactList } from '../../ui/FactList'
import { panel } from '../../ui/surfaces'
import type { PlanActor } from './LicensingParts'
import { selectPartnerRows } from './selectors'

const link = css({ color: 'brand', fontWeight: 'semibold', fontSize: 'sm' })

/** A partner's licensing (issue 61): the licences it holds and has given out, and its own plan. */
export function PartnerLicensing({
  actor,
  links,
}: {
  actor: PlanActor
  links: { customers: string; allocations: string | null }
}) {
  const rows = useSelector(actor, selectPartnerRows)
  return (
    <section aria-labelledby="partner-licenses-title" className={panel}>
      <h2 id="partner-licenses-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {T.title}
      </h2>
      <FactList label={T.title} rows={rows} />
      <p>{T.howToGive}</p>
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap' })}>
        <Link href={links.customers} className={link}>
          {T.customers}
        </Link>
        {links.allocations ? (
          <Link href={links.allocations} className={link}>
            {T.allocations}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
