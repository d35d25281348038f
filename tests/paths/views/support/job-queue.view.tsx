import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { JobQueueContext, JobQueueEvent } from '../../../../machines/support/job-queue.machine'
import { bindJobQueue } from '../../../../src/app/flows/support/job-queue'
import { JOB_PROBLEM_LABELS, JOB_QUEUE_TEXTS as T } from '../../../../src/domain/job-queue'
import JobQueuePage from '../../../../src/features/support/JobQueuePage'
import { useActorRef } from '@xstate/react'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

function Harness({ logic }: { logic: ReturnType<typeof bindJobQueue> }) {
  return <JobQueuePage actor={useActorRef(logic)} />
}

const dialog = () => screen.getByRole('dialog')

export const jobQueueView: ViewAdapter<JobQueueEvent> = {
  machineId: 'jobQueue',
  mount() {
    const scripted = createScriptedActors(['loadJobs', 'actOnJob'])
    const { deps, spies } = scriptedDeps()
    render(<Harness logic={bindJobQueue(deps).provide({ actors: scripted.logics })} />)
    return { scripted, spies }
  },
  async perform(event, user) {
    switch (event.type) {
      case 'jobs.refresh':
        return void (await user.click(screen.getByRole('button', { name: T.reload })))
      case 'jobs.retry':
        return void (await user.click(
          within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }),
        ))
      case 'job.act': {
        const cards = within(screen.getByRole('list', { name: T.problems })).getAllByRole('listitem')
        const card = cards.find((item) => item.dataset.jobId === event.jobId)!
        const name = event.action === 'retry' ? T.retry : T.cancel
        return void (await user.click(within(card).getByRole('button', { name })))
      }
      case 'reason.change':
        return void fireEvent.change(within(dialog()).getByRole('textbox', { name: T.reason }), {
          target: { value: event.text },
        })
      case 'reason.cancel':
        return void (await user.click(within(dialog()).getByRole('button', { name: T.back })))
      case 'reason.submit': {
        const confirm = within(dialog())
          .getAllByRole('button')
          .find((button) => button.textContent === T.confirmRetry || button.textContent === T.confirmCancel)!
        return void (await user.click(confirm))
      }
    }
  },
  expectState(snapshot, spies) {
    const context = snapshot.context as JobQueueContext
    const open = snapshot.matches('asking') || snapshot.matches('acting')
    expect(screen.queryByRole('dialog') !== null).toBe(open)
    if (open) {
      const box = within(dialog()).getByRole('textbox', { name: T.reason })
      expect(box).toHaveValue(context.reason)
      if (context.reasonError)
        expect(within(dialog()).getByRole('alert')).toHaveTextContent(context.reasonError)
      const title = context.target!.action === 'retry' ? T.confirmRetry : T.confirmCancel
      expect(within(dialog()).getByText(context.target!.job.sourceTitle)).toBeTruthy()
      const confirm = within(dialog())
        .getAllByRole('button')
        .find((button) => button.textContent === title)!
      expect(confirm).toHaveProperty('disabled', snapshot.matches('acting'))
      return
    }
    if (snapshot.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(context.failure!)
    expect(screen.getByRole('button', { name: snapshot.hasTag('busy') ? 'Loading…' : T.reload })).toBeTruthy()
    const entries = context.entries
    if (!entries) {
      expect(screen.queryByRole('table')).toBeNull()
    } else {
      const rows = within(screen.getByRole('table')).getAllByRole('row')
      expect(rows).toHaveLength(entries.queues.length + 1)
      entries.queues.forEach((queue) =>
        expect(screen.getByRole('rowheader', { name: queue.title })).toBeTruthy(),
      )
      if (entries.problems.length === 0) {
        expect(screen.getByText(T.noProblems)).toBeTruthy()
      } else {
        const cards = within(screen.getByRole('list', { name: T.problems })).getAllByRole('listitem')
        expect(cards).toHaveLength(entries.problems.length)
        entries.problems.forEach((job, index) => {
          const card = within(cards[index]!)
          expect(card.getByText(JOB_PROBLEM_LABELS[job.kind])).toBeTruthy()
          expect(card.getByText(job.error)).toBeTruthy()
          expect(card.queryByRole('button', { name: T.retry }) !== null).toBe(job.kind === 'dead')
          expect(card.getByRole('button', { name: T.cancel })).toHaveProperty(
            'disabled',
            !snapshot.matches('ready'),
          )
        })
      }
    }
    // A finished Retry or Cancel says so once; nothing else toasts.
    const toasts = (spies.toast?.mock.calls ?? []) as [string, string][]
    for (const [title, tone] of toasts) {
      expect([T.retried, T.cancelled]).toContain(title)
      expect(tone).toBe('success')
    }
  },
}
