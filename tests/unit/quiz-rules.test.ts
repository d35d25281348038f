import { describe, expect, it } from 'vitest'
import { blankQuestion, quizFieldProblems } from '../../src/domain/custom-training'

// 001 §2's quiz editor: a quiz is saved only with every question and every answer written.
describe('quizFieldProblems', () => {
  it('says, one line per question, what keeps it from being saved: the question first', () => {
    expect(
      quizFieldProblems([
        { question: 'Which link is safe?', answers: ['a', 'b', 'c', 'd'], correct: 1 },
        blankQuestion(),
        { question: 'What is MFA?', answers: ['a', ' ', 'c', 'd'], correct: 2 },
      ]),
    ).toEqual(['Question 2: the question is required', 'Question 3: every answer is required'])
    expect(quizFieldProblems([{ question: 'Q', answers: ['a', 'b', 'c', 'd'], correct: 4 }])).toEqual([])
  })
})
