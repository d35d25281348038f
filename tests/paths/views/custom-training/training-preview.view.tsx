import { render, screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import {
  chaptersOf,
  openChapter,
  scoreOf,
  type TrainingPreviewContext,
  type TrainingPreviewEvent,
} from '../../../../machines/custom-training/training-preview.machine'
import { bindTrainingPreview } from '../../../../src/app/flows/custom-training/training-preview'
import TrainingPreviewPage from '../../../../src/features/custom-training/TrainingPreviewPage'
import { enabledControl } from '../../controls'
import { createScriptedActors } from '../../scripted-actors'
import { scriptedDeps } from '../../scripted-deps'
import type { ViewAdapter } from '../../view-adapter'

let last: TrainingPreviewContext | null = null

export const trainingPreviewView: ViewAdapter<TrainingPreviewEvent> = {
  machineId: 'trainingPreview',
  mount(input) {
    const scripted = createScriptedActors(['loadTraining'])
    const { deps, spies } = scriptedDeps()
    render(
      <TrainingPreviewPage
        logic={bindTrainingPreview(deps).provide({ actors: scripted.logics })}
        input={input as { courseId: string }}
      />,
    )
    return { scripted, spies }
  },
  async perform(event, user) {
    const context = last!
    switch (event.type) {
      case 'preview.retry':
        return void (await user.click(screen.getByRole('button', { name: 'Retry' })))
      case 'chapter.select': {
        const index = chaptersOf(context.training).findIndex((chapter) => chapter.id === event.chapterId)
        const title = chaptersOf(context.training)[index]?.title
        return void (await user.click(
          within(screen.getByRole('navigation', { name: 'Chapters' })).getByRole('button', {
            name: `${index + 1}. ${title}`,
          }),
        ))
      }
      case 'quiz.answer': {
        const question = openChapter(context)!.quiz[event.index]!
        return void (await user.click(
          screen.getByRole('radio', { name: question.answers[event.answer - 1] }),
        ))
      }
      case 'quiz.check':
        return void (await user.click(
          enabledControl(screen.getByRole('button', { name: 'Check answers' }), 'check'),
        ))
    }
  },
  expectState(snapshot) {
    const context = snapshot.context as TrainingPreviewContext
    last = context
    if (snapshot.matches('failed'))
      return void expect(screen.getByText(context.failure ?? '')).toBeInTheDocument()
    if (snapshot.matches('loading'))
      return void expect(screen.getByText('Loading the training…')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(context.training!.content.name)
    const chapter = openChapter(context)!
    expect(screen.getByRole('article', { name: chapter.title })).toBeTruthy()
    expect(screen.getByRole('button', { current: 'step' })).toHaveTextContent(chapter.title)
    if (context.checked) {
      const score = scoreOf(context)
      expect(screen.getByRole('status')).toHaveTextContent(`${score.right} of ${score.of} correct`)
    } else expect(screen.queryByRole('status')).toBeNull()
  },
}
