import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import {
  applyOp,
  canApply,
  countChapters,
  emptyContent,
  MAX_CHAPTERS,
  publishProblem,
  CUSTOM_TRAINING_TEXTS,
} from '../../src/domain/custom-training'
import { QUIZ_CSV_TEXTS, quizFromRows } from '../../src/domain/quiz-csv'
import { fileProblem } from '../../machines/custom-training/media-upload.machine'

// The editor's pure parts (issue 30): edits as operations, stale targets refused, the chapter limit, what
// stops a publish, and the quiz CSV's rules row by row.

const parse = (text: string) => {
  const result = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: 'greedy' })
  return quizFromRows(result.meta.fields ?? [], result.data)
}
const HEADER = 'Question,Answer 1,Answer 2,Answer 3,Answer 4,Correct Answer Number'

describe('draft operations', () => {
  it('adds, moves across sections and deletes; a stale target changes nothing', () => {
    let content = emptyContent('Badges')
    content = applyOp(content, { op: 'addSection', id: 's1' })
    content = applyOp(content, { op: 'addSection', id: 's2' })
    for (const id of ['a', 'b', 'c']) content = applyOp(content, { op: 'addChapter', sectionId: 's1', id })
    content = applyOp(content, { op: 'moveChapter', chapterId: 'c', sectionId: 's1', index: 0 })
    expect(content.sections[0]!.chapters.map((c) => c.id)).toEqual(['c', 'a', 'b'])
    content = applyOp(content, { op: 'moveChapter', chapterId: 'a', sectionId: 's2', index: 0 })
    expect(content.sections.map((s) => s.chapters.map((c) => c.id))).toEqual([['c', 'b'], ['a']])
    const deleted = applyOp(content, { op: 'delete', target: { kind: 'section', id: 's2' } })
    // Another tab deleted the section: renaming a chapter in it is refused, the draft untouched.
    expect(canApply(deleted, { op: 'renameChapter', chapterId: 'a', value: 'x' })).toBe(false)
    expect(applyOp(deleted, { op: 'renameChapter', chapterId: 'a', value: 'x' })).toBe(deleted)
    expect(canApply(content, { op: 'addChapter', sectionId: 's1', id: 'a' })).toBe(false)
  })

  it(`stops at ${MAX_CHAPTERS} chapters and says what stops a publish`, () => {
    let content = applyOp(emptyContent(''), { op: 'addSection', id: 's' })
    expect(publishProblem(content)).toBe(CUSTOM_TRAINING_TEXTS.nameRequired)
    content = applyOp(content, { op: 'name', value: 'Badges' })
    expect(publishProblem(content)).toBe(CUSTOM_TRAINING_TEXTS.emptyTraining)
    for (let i = 0; i < MAX_CHAPTERS + 5; i += 1)
      content = applyOp(content, { op: 'addChapter', sectionId: 's', id: `c${i}` })
    expect(countChapters(content)).toBe(MAX_CHAPTERS)
    expect(publishProblem(content)).toBeNull()
  })
})

describe('quiz CSV', () => {
  it('imports twenty questions and reports the one bad row by its spreadsheet row', () => {
    const rows = Array.from({ length: 21 }, (_, i) =>
      i === 7 ? `"Broken",a,b,c,d,7` : `"Question ${i + 1}?",Yes,No,Maybe,"Ask, then act",${(i % 4) + 1}`,
    )
    const result = parse([HEADER, ...rows].join('\n'))
    expect(result.questions).toHaveLength(20)
    expect(result.questions[0]).toEqual({
      question: 'Question 1?',
      answers: ['Yes', 'No', 'Maybe', 'Ask, then act'],
      correct: 1,
    })
    expect(result.errors).toEqual([`Row 9: ${QUIZ_CSV_TEXTS.correct}`])
  })

  it('refuses missing columns, several correct answers and formula cells', () => {
    expect(parse('Question,Answer 1,Answer 2\nQ,a,b').errors).toEqual([
      QUIZ_CSV_TEXTS.missingColumns(['Answer 3', 'Answer 4', 'Correct Answer Number']),
    ])
    const bad = parse(
      [
        HEADER,
        'Q1,a,b,c,d,"1,2,3,4,5"',
        '=HYPERLINK("http://x"),a,b,c,d,1',
        'Q3,a,,c,d,2',
        ',a,b,c,d,1',
      ].join('\n'),
    )
    expect(bad.questions).toEqual([])
    expect(bad.errors).toEqual([
      `Row 2: ${QUIZ_CSV_TEXTS.correct}`,
      `Row 3: ${QUIZ_CSV_TEXTS.formula('Question')}`,
      `Row 4: ${QUIZ_CSV_TEXTS.answers}`,
      `Row 5: ${QUIZ_CSV_TEXTS.question}`,
    ])
    expect(parse(HEADER).errors).toEqual([QUIZ_CSV_TEXTS.noRows])
  })
})

describe('upload checks before sending', () => {
  it('refuses empty, oversized and other files by name; the gateway checks the bytes', () => {
    expect(fileProblem(new File([], 'a.mp4'), 'video')).toBe(CUSTOM_TRAINING_TEXTS.emptyFile)
    expect(fileProblem(new File(['x'], 'setup.exe'), 'video')).toBe(CUSTOM_TRAINING_TEXTS.notVideo)
    expect(fileProblem(new File(['x'], 'clip.WEBM'), 'video')).toBeNull()
    expect(fileProblem(new File([new Uint8Array(6 * 1024 * 1024)], 'big.png'), 'image')).toBe(
      CUSTOM_TRAINING_TEXTS.fileSize(5),
    )
  })
})
