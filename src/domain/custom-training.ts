import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  type,
  union,
  type Infer,
} from 'superstruct'
import { filled, itemProblems, text } from './field-problems'

// The custom training editor (001 §2 "Custom training editor", §3 "Custom training editing state", §4 "Custom
// training", §5 accepted types, §8 toasts, §9 constants): the draft's shape, the edits it accepts as pure
// operations, what publishing needs, the quiz CSV's columns and rules, and the upload limits.

/**
 * 001 §9 names constants of about 150 and 25 without their use. Ours: at most 150 chapters in a training
 * and at most 25 sections — the editor stays responsive at both (npm run bench).
 */
export const MAX_CHAPTERS = 150
export const MAX_SECTIONS = 25
/** Not shown in the spec: the largest video and image a company may upload, in MB. */
export const MAX_VIDEO_MB = 500
export const MAX_IMAGE_MB = 5
/** 001 §5. */
export const VIDEO_EXTENSIONS = [
  'mov',
  'mpg',
  'avi',
  'flv',
  'f4v',
  'mp4',
  'm4v',
  'asf',
  'wmv',
  'vob',
  'mod',
  '3gp',
  'mkv',
  'webm',
] as const
export const IMAGE_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png'] as const
/** What the bytes of an accepted video sniff as (file-type's names; wmv is an asf container, vob and mod mpg). */
export const VIDEO_SNIFFED = [
  'mov',
  'mpg',
  'avi',
  'flv',
  'f4v',
  'mp4',
  'm4v',
  'asf',
  '3gp',
  'mkv',
  'webm',
] as const
export const IMAGE_SNIFFED = ['gif', 'jpg', 'png'] as const

export type MediaKind = 'video' | 'image'

export const QUIZ_COLUMNS = [
  'Question',
  'Answer 1',
  'Answer 2',
  'Answer 3',
  'Answer 4',
  'Correct Answer Number',
] as const

export const CUSTOM_TRAINING_TEXTS = {
  published: 'Training was published successfully!',
  copied: 'Training was copied successfully!',
  // Ours from here: the spec names the actions, not these lines.
  disabled: 'Training was disabled',
  activated: 'Training was activated',
  created: 'Training was created',
  nameRequired: 'Training name is required',
  emptyTraining: 'Add at least one chapter before publishing.',
  conflict:
    'This training was changed in another tab. Reload it to continue; what you typed here is kept until you do.',
  saved: 'All changes saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  notSaved: 'Not saved',
  restored: 'Unsaved changes from your last visit were restored.',
  tooManyChapters: `A training has at most ${MAX_CHAPTERS} chapters.`,
  tooManySections: `A training has at most ${MAX_SECTIONS} sections.`,
  fileSize: (mb: number) => `File size should be less than ${mb} MB`,
  notVideo: `The file is not a video. Accepted types: ${VIDEO_EXTENSIONS.join(', ')}.`,
  notImage: `The file is not an image. Accepted types: ${IMAGE_EXTENSIONS.join(', ')}.`,
  emptyFile: 'The file is empty.',
  notPublished: 'Publish the training before sharing it with customers.',
} as const

const title = size(string(), 0, 200)

export const Topic = object({
  id: size(string(), 1, 100),
  title,
  kind: enums(['video', 'text']),
  /** The uploaded file a video topic plays (an upload id), null until one is uploaded. */
  mediaId: nullable(size(string(), 1, 200)),
  text: size(string(), 0, 20_000),
})
export type Topic = Infer<typeof Topic>

export const QuizQuestion = object({
  question: size(string(), 1, 1000),
  answers: size(array(size(string(), 0, 500)), 4, 4),
  /** 1 to 4, as the CSV's Correct Answer Number. */
  correct: union([literal(1), literal(2), literal(3), literal(4)]),
})
export type QuizQuestion = Infer<typeof QuizQuestion>

export const Chapter = object({
  id: size(string(), 1, 100),
  title,
  minutes: size(number(), 1, 600),
  hasQuiz: boolean(),
  topics: size(array(Topic), 0, 50),
  quiz: size(array(QuizQuestion), 0, 200),
})
export type Chapter = Infer<typeof Chapter>

export const Section = object({
  id: size(string(), 1, 100),
  title,
  chapters: size(array(Chapter), 0, MAX_CHAPTERS),
})
export type Section = Infer<typeof Section>

/** What the editor changes and autosaves. */
export const DraftContent = object({
  name: size(string(), 0, 200),
  description: size(string(), 0, 5000),
  /** An uploaded image's id. */
  thumbnail: nullable(size(string(), 1, 200)),
  cheatSheet: size(string(), 0, 50_000),
  sections: size(array(Section), 0, MAX_SECTIONS),
})
export type DraftContent = Infer<typeof DraftContent>

export const CustomTraining = object({
  id: string(),
  language: string(),
  isDraft: boolean(),
  active: boolean(),
  version: number(),
  thumbnailUrl: nullable(string()),
  /** Signed addresses of the uploaded files the draft uses, by upload id. */
  media: array(object({ id: string(), kind: enums(['video', 'image']), name: string(), url: string() })),
  content: DraftContent,
})
export type CustomTraining = Infer<typeof CustomTraining>

export const CustomTrainingRow = object({
  id: string(),
  name: string(),
  language: string(),
  isDraft: boolean(),
  active: boolean(),
  totalChapters: number(),
  totalQuizzes: number(),
  updatedAt: string(),
  thumbnailUrl: nullable(string()),
})
export type CustomTrainingRow = Infer<typeof CustomTrainingRow>
export const CustomTrainingList = object({ items: array(CustomTrainingRow) })

export const NewTraining = object({
  name: size(string(), 1, 200),
  description: optional(size(string(), 0, 5000)),
  language: size(string(), 2, 10),
  /** A training started from a video: its first topic plays it. */
  videoId: optional(size(string(), 1, 200)),
})
export type NewTraining = Infer<typeof NewTraining>

// ----- Edits as pure operations: the machine applies them, the tests and the bench call them directly.

export type DraftOp =
  | { op: 'name'; value: string }
  | { op: 'description'; value: string }
  | { op: 'cheatSheet'; value: string }
  | { op: 'thumbnail'; mediaId: string | null }
  | { op: 'addSection'; id: string }
  | { op: 'renameSection'; sectionId: string; value: string }
  | { op: 'addChapter'; sectionId: string; id: string }
  | { op: 'renameChapter'; chapterId: string; value: string }
  | { op: 'chapterMinutes'; chapterId: string; value: number }
  /** Moves a chapter to `index` in `sectionId` (another section too). */
  | { op: 'moveChapter'; chapterId: string; sectionId: string; index: number }
  | { op: 'moveSection'; sectionId: string; index: number }
  | { op: 'addTopic'; chapterId: string; id: string; kind: Topic['kind'] }
  | { op: 'renameTopic'; topicId: string; value: string }
  | { op: 'topicText'; topicId: string; value: string }
  | { op: 'topicMedia'; topicId: string; mediaId: string | null }
  | { op: 'setQuiz'; chapterId: string; quiz: QuizQuestion[] }
  | { op: 'delete'; target: DeleteTarget }

export type DeleteTarget = { kind: 'section' | 'chapter' | 'topic'; id: string }

export const countChapters = (content: DraftContent) =>
  content.sections.reduce((sum, section) => sum + section.chapters.length, 0)

const move = <T>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T)
  return next
}

const mapChapters = (content: DraftContent, chapterId: string, change: (chapter: Chapter) => Chapter) => ({
  ...content,
  sections: content.sections.map((section) => ({
    ...section,
    chapters: section.chapters.map((chapter) => (chapter.id === chapterId ? change(chapter) : chapter)),
  })),
})

const mapTopics = (content: DraftContent, topicId: string, change: (topic: Topic) => Topic) => ({
  ...content,
  sections: content.sections.map((section) => ({
    ...section,
    chapters: section.chapters.map((chapter) => ({
      ...chapter,
      topics: chapter.topics.map((topic) => (topic.id === topicId ? change(topic) : topic)),
    })),
  })),
})

/** Whether an edit can apply: its target exists and the limits hold (a stale target is refused, not guessed). */
export function canApply(content: DraftContent, op: DraftOp): boolean {
  const chapters = content.sections.flatMap((section) => section.chapters)
  const topics = chapters.flatMap((chapter) => chapter.topics)
  const hasSection = (id: string) => content.sections.some((section) => section.id === id)
  const hasChapter = (id: string) => chapters.some((chapter) => chapter.id === id)
  const hasTopic = (id: string) => topics.some((topic) => topic.id === id)
  const ids = new Set([
    ...content.sections.map((section) => section.id),
    ...chapters.map((chapter) => chapter.id),
    ...topics.map((topic) => topic.id),
  ])
  switch (op.op) {
    case 'addSection':
      return content.sections.length < MAX_SECTIONS && !ids.has(op.id)
    case 'renameSection':
    case 'moveSection':
      return hasSection(op.sectionId)
    case 'addChapter':
      return hasSection(op.sectionId) && chapters.length < MAX_CHAPTERS && !ids.has(op.id)
    case 'addTopic':
      return hasChapter(op.chapterId) && !ids.has(op.id)
    case 'renameChapter':
    case 'chapterMinutes':
    case 'setQuiz':
      return hasChapter(op.chapterId)
    case 'moveChapter':
      return hasChapter(op.chapterId) && hasSection(op.sectionId)
    case 'renameTopic':
    case 'topicText':
    case 'topicMedia':
      return hasTopic(op.topicId)
    case 'delete':
      return op.target.kind === 'section'
        ? hasSection(op.target.id)
        : op.target.kind === 'chapter'
          ? hasChapter(op.target.id)
          : hasTopic(op.target.id)
    default:
      return true
  }
}

export function applyOp(content: DraftContent, op: DraftOp): DraftContent {
  if (!canApply(content, op)) return content
  switch (op.op) {
    case 'name':
      return { ...content, name: op.value.slice(0, 200) }
    case 'description':
      return { ...content, description: op.value.slice(0, 5000) }
    case 'cheatSheet':
      return { ...content, cheatSheet: op.value.slice(0, 50_000) }
    case 'thumbnail':
      return { ...content, thumbnail: op.mediaId }
    case 'addSection':
      return {
        ...content,
        sections: [
          ...content.sections,
          { id: op.id, title: `Section ${content.sections.length + 1}`, chapters: [] },
        ],
      }
    case 'renameSection':
      return {
        ...content,
        sections: content.sections.map((section) =>
          section.id === op.sectionId ? { ...section, title: op.value.slice(0, 200) } : section,
        ),
      }
    case 'moveSection': {
      const from = content.sections.findIndex((section) => section.id === op.sectionId)
      return { ...content, sections: move(content.sections, from, op.index) }
    }
    case 'addChapter':
      return {
        ...content,
        sections: content.sections.map((section) =>
          section.id === op.sectionId
            ? {
                ...section,
                chapters: [
                  ...section.chapters,
                  {
                    id: op.id,
                    title: `Chapter ${section.chapters.length + 1}`,
                    minutes: 5,
                    hasQuiz: false,
                    topics: [],
                    quiz: [],
                  },
                ],
              }
            : section,
        ),
      }
    case 'renameChapter':
      return mapChapters(content, op.chapterId, (chapter) => ({ ...chapter, title: op.value.slice(0, 200) }))
    case 'chapterMinutes':
      return mapChapters(content, op.chapterId, (chapter) => ({
        ...chapter,
        minutes: Math.max(1, Math.min(600, Math.round(op.value) || 1)),
      }))
    case 'setQuiz':
      return mapChapters(content, op.chapterId, (chapter) => ({
        ...chapter,
        quiz: op.quiz,
        hasQuiz: op.quiz.length > 0,
      }))
    case 'moveChapter': {
      const chapter = content.sections
        .flatMap((section) => section.chapters)
        .find((item) => item.id === op.chapterId) as Chapter
      const without = content.sections.map((section) => ({
        ...section,
        chapters: section.chapters.filter((item) => item.id !== op.chapterId),
      }))
      return {
        ...content,
        sections: without.map((section) => {
          if (section.id !== op.sectionId) return section
          const chapters = [...section.chapters]
          chapters.splice(Math.max(0, Math.min(op.index, chapters.length)), 0, chapter)
          return { ...section, chapters }
        }),
      }
    }
    case 'addTopic':
      return mapChapters(content, op.chapterId, (chapter) => ({
        ...chapter,
        topics: [
          ...chapter.topics,
          {
            id: op.id,
            title: `Topic ${chapter.topics.length + 1}`,
            kind: op.kind,
            mediaId: null,
            text: '',
          },
        ],
      }))
    case 'renameTopic':
      return mapTopics(content, op.topicId, (topic) => ({ ...topic, title: op.value.slice(0, 200) }))
    case 'topicText':
      return mapTopics(content, op.topicId, (topic) => ({ ...topic, text: op.value.slice(0, 20_000) }))
    case 'topicMedia':
      return mapTopics(content, op.topicId, (topic) => ({ ...topic, mediaId: op.mediaId }))
    case 'delete': {
      const { kind, id } = op.target
      if (kind === 'section')
        return { ...content, sections: content.sections.filter((section) => section.id !== id) }
      return {
        ...content,
        sections: content.sections.map((section) => ({
          ...section,
          chapters: section.chapters
            .filter((chapter) => kind !== 'chapter' || chapter.id !== id)
            .map((chapter) =>
              kind === 'topic'
                ? { ...chapter, topics: chapter.topics.filter((topic) => topic.id !== id) }
                : chapter,
            ),
        })),
      }
    }
  }
}

/** What stops a publish, first problem first; null when it can go out. */
export function publishProblem(content: DraftContent): string | null {
  if (!content.name.trim()) return CUSTOM_TRAINING_TEXTS.nameRequired
  if (countChapters(content) === 0) return CUSTOM_TRAINING_TEXTS.emptyTraining
  return null
}

/** Totals the library shows for a training. */
export function totalsOf(content: DraftContent) {
  const chapters = content.sections.flatMap((section) => section.chapters)
  return {
    totalChapters: chapters.length,
    totalQuizzes: chapters.filter((chapter) => chapter.quiz.length > 0).length,
    totalTimeInMinutes: chapters.reduce((sum, chapter) => sum + chapter.minutes, 0),
  }
}

/** The deletion confirmation's sentence. */
export function deleteQuestion(content: DraftContent, target: DeleteTarget): string {
  const chapters = content.sections.flatMap((section) => section.chapters)
  if (target.kind === 'section') {
    const section = content.sections.find((item) => item.id === target.id)
    const count = section?.chapters.length ?? 0
    return `Delete the section “${section?.title ?? ''}”${count ? ` and its ${count} ${count === 1 ? 'chapter' : 'chapters'}` : ''}?`
  }
  if (target.kind === 'chapter')
    return `Delete the chapter “${chapters.find((item) => item.id === target.id)?.title ?? ''}” with its topics and quiz?`
  const topic = chapters.flatMap((chapter) => chapter.topics).find((item) => item.id === target.id)
  return `Delete the topic “${topic?.title ?? ''}”?`
}

export const emptyContent = (name: string, description = ''): DraftContent => ({
  name,
  description,
  thumbnail: null,
  cheatSheet: '',
  sections: [],
})

/** A quiz question the editor may save: the question, and every one of its answers. */
export const QuizQuestionRules = type({
  question: text(filled('the question is required')),
  answers: refine(
    array(string()),
    'answered',
    (answers) => answers.every((answer) => answer.trim() !== '') || 'every answer is required',
  ),
})
export const QuizRules = array(QuizQuestionRules)

/** What keeps a quiz from being saved, one line per question (its question first); empty when it can be saved. */
export const quizFieldProblems = (quiz: readonly QuizQuestion[]): string[] =>
  itemProblems(QuizRules, quiz).flatMap((found, index) => {
    const message = found.question ?? found.answers
    return message ? [`Question ${index + 1}: ${message}`] : []
  })

export const blankQuestion = (): QuizQuestion => ({ question: '', answers: ['', '', '', ''], correct: 1 })

/** Where a finished upload goes: a topic's video, or the training's thumbnail. */
export type UploadTarget = { kind: 'topic'; id: string } | { kind: 'thumbnail' }
export const uploadTargetKey = (target: UploadTarget) =>
  target.kind === 'topic' ? `topic:${target.id}` : 'thumbnail'
export type MediaItem = CustomTraining['media'][number]

/** Where a chapter sits: its section and index, for the move buttons and keyboard drag and drop. */
export function chapterPlace(content: DraftContent, chapterId: string) {
  for (const [s, section] of content.sections.entries()) {
    const index = section.chapters.findIndex((chapter) => chapter.id === chapterId)
    if (index >= 0) return { sectionId: section.id, sectionIndex: s, index, count: section.chapters.length }
  }
  return null
}
