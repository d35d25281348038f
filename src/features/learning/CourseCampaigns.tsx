import { useSelector } from '@xstate/react'
import { css } from '../../../styled-system/css'
import { AFTER_FAILURE_TEXTS } from '../../domain/training-after-failure'
import { audienceText, type TrainingCampaignRow } from '../../domain/training-campaign'
import { badge } from '../../ui/badge'
import { Button } from '../../ui/Button'
import { listCell as cell, ListTable } from '../../ui/ListParts'
import { selectCanAct, selectData, type CoursePageActor } from './course-selectors'
import { formatDate } from '../../domain/intl-format'

const attachmentLine = css({ display: 'block', fontWeight: 'normal', fontSize: 'sm', color: 'text.muted' })

/** The PDF (downloaded with the admin's token) or the link the learners get with it. */
function CampaignAttachment({
  page,
  campaign,
  canAct,
}: {
  page: CoursePageActor
  campaign: TrainingCampaignRow
  canAct: boolean
}) {
  const attachment = campaign.attachment
  if (!attachment) return null
  if (attachment.kind === 'link')
    return (
      <a href={attachment.url} target="_blank" rel="noopener noreferrer" className={attachmentLine}>
        Link: {attachment.title}
      </a>
    )
  return (
    <button
      type="button"
      disabled={!canAct}
      className={`${attachmentLine} ${css({ cursor: 'pointer', textDecoration: 'underline', textAlign: 'left' })}`}
      onClick={() => page.send({ type: 'campaign.download', campaignId: campaign.id })}
    >
      PDF: {attachment.title}
    </button>
  )
}

const day = (iso: string) =>
  formatDate(iso, 'en-US', { month: 'short', day: 'numeric', year: 'numeric' })

/** The course's campaigns in this company, with edit, end and delete. */
export function CourseCampaigns({
  page,
  onRemind,
}: {
  page: CoursePageActor
  onRemind: (campaignId: string) => void
}) {
  const data = useSelector(page, selectData)
  const canAct = useSelector(page, selectCanAct)
  if (!data) return null
  const campaigns = data.statistics.campaigns
  return (
    <ListTable busy={false}>
      <caption className={css({ textAlign: 'left', p: '3', fontWeight: 'semibold' })}>
        Trainings of this course
      </caption>
      <thead>
        <tr>
          <th className={cell}>Training</th>
          <th className={cell}>Status</th>
          <th className={cell}>Assigned to</th>
          <th className={cell}>Start</th>
          <th className={cell}>Days</th>
          <th className={cell}>Completed</th>
          <th className={cell}>
            <span className={css({ srOnly: true })}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {campaigns.map((campaign) => {
          const running = campaign.dateEnded === null
          const assigned =
            campaign.progress.completed +
            campaign.progress.inProgress +
            campaign.progress.notStarted +
            campaign.progress.overdue
          return (
            <tr key={campaign.id}>
              <th scope="row" className={`${cell} ${css({ fontWeight: 'semibold' })}`}>
                {campaign.name}
                <CampaignAttachment page={page} campaign={campaign} canAct={canAct} />
              </th>
              <td className={cell}>
                <span className={badge({ tone: running ? 'success' : 'muted' })}>
                  {running ? 'Running' : `Ended ${day(campaign.dateEnded!)}`}
                </span>
              </td>
              <td className={cell}>
                {campaign.source === 'afterFailure' ? AFTER_FAILURE_TEXTS.source : audienceText(campaign)}
              </td>
              <td className={cell}>{day(campaign.startDate)}</td>
              <td className={cell}>{campaign.daysToComplete}</td>
              <td className={cell}>
                {campaign.progress.completed} of {assigned}
              </td>
              <td className={`${cell} ${css({ textAlign: 'right', whiteSpace: 'nowrap' })}`}>
                {running ? (
                  <>
                    {campaign.source === 'afterFailure' ? null : (
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={!canAct}
                        aria-label={`Edit: ${campaign.name}`}
                        onClick={() => page.send({ type: 'campaign.edit', campaignId: campaign.id })}
                      >
                        Edit
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={!canAct || campaign.progress.notStarted === 0}
                      aria-label={`Remind those not started: ${campaign.name}`}
                      onClick={() => onRemind(campaign.id)}
                    >
                      Remind
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={!canAct}
                      aria-label={`End: ${campaign.name}`}
                      onClick={() => page.send({ type: 'campaign.end', campaignId: campaign.id })}
                    >
                      End
                    </Button>
                  </>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!canAct}
                  aria-label={`Delete: ${campaign.name}`}
                  onClick={() => page.send({ type: 'campaign.delete', campaignId: campaign.id })}
                >
                  Delete
                </Button>
              </td>
            </tr>
          )
        })}
        {campaigns.length === 0 ? (
          <tr>
            <td colSpan={7} className={cell}>
              This course has not been assigned yet: Assign training starts it.
            </td>
          </tr>
        ) : null}
      </tbody>
    </ListTable>
  )
}
