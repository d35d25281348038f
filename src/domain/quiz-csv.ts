import { QUIZ_COLUMNS, type QuizQuestion } from './custom-training'

// A chapter's quiz imported from CSV (001 §3: Question, Answer 1–4, Correct Answer Number). The file is read
// by papaparse in the browser; this turns its header and rows into questions and one line per bad row, so a
// file with one mistake keeps its good rows and says exactly which row to fix.

export interface QuizImport {
  questions: QuizQuestion[]
  /** "Row N: …", N as a spreadsheet shows it (the header is row 1). */
  errors: string[]
}

export const QUIZ_CSV_TEXTS = {
  missingColumns: (names: string[]) => `The file is missing the columns: ${names.join(', ')}.`,
  noRows: 'The file has no questions.',
  question: 'Question is required',
  answers: 'every answer (Answer 1 to Answer 4) is required',
  correct: 'Correct Answer Number must be one number from 1 to 4',
  formula: (column: string) =>
    `${column} starts with =, +, - or @ — spreadsheet formulas are not imported; remove the sign or quote the text`,
} as const

/** A cell a spreadsheet would run as a formula (CSV injection): refused, not silently stripped. */
const isFormula = (value: string) => /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value)

export function quizFromRows(fields: readonly string[], rows: readonly Record<string, string>[]): QuizImport {
  const header = fields.map((field) => field.trim())
  const missing = QUIZ_COLUMNS.filter((column) => !header.includes(column))
  if (missing.length) return { questions: [], errors: [QUIZ_CSV_TEXTS.missingColumns(missing)] }
  const questions: QuizQuestion[] = []
  const errors: string[] = []
  rows.forEach((raw, index) => {
    const row = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [key.trim(), (value ?? '').trim()]),
    )
    if (QUIZ_COLUMNS.every((column) => !row[column])) return
    const line = `Row ${index + 2}: `
    const formula = QUIZ_COLUMNS.find((column) => isFormula(row[column] ?? ''))
    if (formula) return void errors.push(line + QUIZ_CSV_TEXTS.formula(formula))
    const question = row.Question ?? ''
    const answers = [row['Answer 1'], row['Answer 2'], row['Answer 3'], row['Answer 4']].map((a) => a ?? '')
    const correct = row['Correct Answer Number'] ?? ''
    if (!question) return void errors.push(line + QUIZ_CSV_TEXTS.question)
    if (answers.some((answer) => !answer)) return void errors.push(line + QUIZ_CSV_TEXTS.answers)
    if (!/^[1-4]$/.test(correct)) return void errors.push(line + QUIZ_CSV_TEXTS.correct)
    questions.push({
      question: question.slice(0, 1000),
      answers: answers.map((answer) => answer.slice(0, 500)),
      correct: Number(correct) as QuizQuestion['correct'],
    })
  })
  if (!questions.length && !errors.length) errors.push(QUIZ_CSV_TEXTS.noRows)
  return { questions, errors }
}

/** A quiz as a CSV a spreadsheet opens, for a template or an export. */
export function quizTemplate(): string {
  return `${QUIZ_COLUMNS.join(',')}\n"Which address should you check before clicking?","The sender's","The subject","The date","The signature",1\n`
}
