import { css } from '../../../styled-system/css'
import type { DowngradePreview as Preview } from '../../domain/plan'

const KIND_LABEL = { training: 'Training', gaming: 'Gaming', phishingExercise: 'Phishing exercise' } as const

/** What a downgrade to Free pauses: the running campaigns, the outstanding assignments, the Boost pages. */
export function DowngradePreview({ preview }: { preview: Preview }) {
  return (
    <section aria-label="What the downgrade pauses" className={css({ fontSize: 'sm' })}>
      {preview.campaigns.length ? (
        <ul className={css({ listStyle: 'disc', pl: '5' })}>
          {preview.campaigns.map((campaign) => (
            <li key={campaign.id}>
              {KIND_LABEL[campaign.kind]}: <strong>{campaign.name}</strong> ({campaign.learners} learners)
            </li>
          ))}
        </ul>
      ) : (
        <p>No running campaigns.</p>
      )}
      <p>
        {preview.assignments} outstanding assignment{preview.assignments === 1 ? '' : 's'} will be suspended.
      </p>
      <p>Boost-only pages close: {preview.boostPages.join(', ')}.</p>
    </section>
  )
}
