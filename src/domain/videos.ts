import { array, boolean, nullable, number, object, string, type Infer } from 'superstruct'
import { PRIMARY_LANGUAGES } from './courses'

// The video library and its dialog (001 §2 "Video library and video dialog", §3 "Video", §5, §8, §9): the
// library query, the pin limit and its tooltip, the toasts and the confirmation that comes before a pin.

/** 001 §9: maximum pinned videos per company. */
export const MAX_PINNED_VIDEOS = 5

export const VIDEO_TEXTS = {
  pinLimit: 'Maximum number of videos added! Remove one to add more.',
  pinned: 'Video pinned successfully!',
  unpinned: 'Video unpinned successfully!',
  // Ours: 001 §4 says a pin or unpin is confirmed first; its wording is not shown.
  confirmPin: 'Add this video to the learner dashboard? Learners see pinned videos first.',
  confirmUnpin: 'Remove this video from the learner dashboard?',
  noCourses: 'No course contains this video yet.',
  empty: 'No data was found, try another search',
  // Ours: the demo's catalogue plays short sample clips, said as such on each card and in the dialog.
  sample: 'Sample clip',
  sampleNote: 'This demo ships a short sample clip in place of the full video.',
} as const

/** Not shown in the spec: the library's categories are ours; Custom holds the company's own uploads. */
export const VIDEO_CATEGORIES = [
  'All Videos',
  'Phishing',
  'Passwords',
  'Physical Security',
  'Remote Work',
  'Incident Reporting',
  'Data Protection',
  /** How-to videos for admins, shown on /guides-and-resources as well. */
  'Guides',
  'Custom',
] as const
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number]

export const VideoItem = object({
  id: string(),
  name: string(),
  description: string(),
  category: string(),
  languageCode: string(),
  durationSeconds: number(),
  isPublic: boolean(),
  isPinned: boolean(),
  /** One of the short clips the demo ships in place of the catalogue's films (the gateway's own files). */
  sample: boolean(),
  /** A signed, expiring address the player can load without a bearer header. */
  streamUrl: string(),
  posterUrl: nullable(string()),
  /** Public videos only: an address anyone may open. */
  shareUrl: nullable(string()),
})
export type VideoItem = Infer<typeof VideoItem>

export const VideoList = object({ data: object({ items: array(VideoItem) }) })
export const PinnedList = object({ data: object({ items: array(VideoItem) }) })
export const VideoCourses = object({
  courses: array(object({ id: string(), name: string(), isCustom: boolean() })),
})
export type VideoCourse = Infer<typeof VideoCourses>['courses'][number]

export interface VideoQuery {
  categoryName: VideoCategory
  languageCode: string
  search: string
}

export const DEFAULT_VIDEO_QUERY: VideoQuery = { categoryName: 'All Videos', languageCode: '', search: '' }

const isCategory = (value: string | null): value is VideoCategory =>
  (VIDEO_CATEGORIES as readonly string[]).includes(value ?? '')

export const isLanguage = (code: string) => PRIMARY_LANGUAGES.some((item) => item.code === code)

export function parseVideoQuery(search: string): VideoQuery {
  const params = new URLSearchParams(search)
  const category = params.get('categoryName')
  const language = params.get('languageCode') ?? ''
  return {
    categoryName: isCategory(category) ? category : 'All Videos',
    languageCode: isLanguage(language) ? language : '',
    search: (params.get('search') ?? '').slice(0, 255),
  }
}

/** The query as the address and the gateway take it (empty values left out). */
export function videoQueryParams(query: VideoQuery): Record<string, string> {
  return {
    ...(query.categoryName !== 'All Videos' ? { categoryName: query.categoryName } : {}),
    ...(query.languageCode ? { languageCode: query.languageCode } : {}),
    ...(query.search ? { search: query.search } : {}),
  }
}

export function serializeVideoQuery(query: VideoQuery): string {
  const text = new URLSearchParams(videoQueryParams(query)).toString()
  return text ? `?${text}` : ''
}

export const videoDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`

/** A video's length as an admin reads it: a shipped sample says so, rather than pass for a 4-second film. */
export const videoLength = (video: Pick<VideoItem, 'durationSeconds' | 'sample'>) =>
  video.sample
    ? `${VIDEO_TEXTS.sample} · ${videoDuration(video.durationSeconds)}`
    : videoDuration(video.durationSeconds)

/** Pinning is offered while fewer than the maximum are pinned; unpinning always. */
export const canPin = (pinnedCount: number) => pinnedCount < MAX_PINNED_VIDEOS

/** The link from a video to a new custom training: its name and the chosen language travel along. */
export function newTrainingFromVideo(
  video: Pick<VideoItem, 'id' | 'name' | 'languageCode'>,
  isPartner: boolean,
) {
  const params = new URLSearchParams({ name: video.name, language: video.languageCode, videoId: video.id })
  return isPartner ? `/custom-training/new-training?${params}` : `/custom?new=1&${params}`
}
