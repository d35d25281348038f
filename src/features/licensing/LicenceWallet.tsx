import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { css } from '../../../styled-system/css'
import type { planMachine } from '../../../machines/licensing/plan.machine'
import { panel } from '../../ui/surfaces'
import { listCell as cell } from '../../ui/ListParts'
import { selectWalletRows } from './selectors'

const wide = css({ display: { base: 'none', sm: 'table-cell' } })

/** The licence wallet (001 §3): each batch bought or allocated, what is left of it and until when. */
export function LicenceWallet({ actor }: { actor: ActorRefFrom<typeof planMachine> }) {
  const rows = useSelector(actor, selectWalletRows)
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="wallet-title" className={panel}>
      <h2 id="wallet-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        Licence wallet
      </h2>
      <div data-scroller className={css({ position: 'relative', overflowX: 'auto' })}>
        <table aria-labelledby="wallet-title" className={css({ w: 'full', borderCollapse: 'collapse' })}>
          <thead>
            <tr>
              {['Licenses', 'Added', 'Expires'].map((column) => (
                <th key={column} className={cell}>
                  {column}
                </th>
              ))}
              <th className={`${cell} ${wide}`}>Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={cell}>
                  {row.licences}
                  {/* On a phone the status rides under the number instead of in a fourth column. */}
                  <span
                    className={css({
                      display: { base: 'block', sm: 'none' },
                      fontSize: 'xs',
                      fontWeight: 'normal',
                      color: 'text.muted',
                    })}
                  >
                    {row.status}
                  </span>
                </th>
                <td className={cell}>{row.added}</td>
                <td className={cell}>{row.expires}</td>
                <td className={`${cell} ${wide}`}>{row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
