import type { CustomTraining, CustomTrainingRow } from '../../src/domain/custom-training'
import {
  DEFAULT_VIDEO_QUERY,
  type VideoCourse,
  type VideoItem,
  type VideoQuery,
} from '../../src/domain/videos'

// Videos and custom trainings for scenarios: a library with four pinned (one more may go), a full one (five
// pinned), the courses that play a video, and custom trainings in each state.

export const firstVideoQuery: VideoQuery = DEFAULT_VIDEO_QUERY

const video = (id: string, name: string, extra: Partial<VideoItem> = {}): VideoItem => ({
  id,
  name,
  description: `${name}: a short clip.`,
  category: 'Phishing',
  languageCode: 'en',
  durationSeconds: 64,
  isPublic: false,
  isPinned: false,
  sample: false,
  streamUrl: `/media/token-${id}`,
  posterUrl: null,
  shareUrl: null,
  ...extra,
})

export const libraryVideos: VideoItem[] = [
  video('vid_spot_phish', 'Spot the phish', {
    isPublic: true,
    shareUrl: 'https://console.example/media/public/vid_spot_phish',
    isPinned: true,
  }),
  video('vid_passwords', 'Strong passwords', { category: 'Passwords', isPinned: true }),
  video('vid_tailgating', 'Tailgating', { category: 'Physical Security', isPinned: true }),
  video('vid_remote', 'Safe remote work', { category: 'Remote Work', isPinned: true }),
  video('vid_report', 'Report it fast', { category: 'Incident Reporting', sample: true }),
]

export const fullyPinnedVideos: VideoItem[] = [
  ...libraryVideos.map((item) => ({ ...item, isPinned: true })),
  video('vid_data', 'Data on the move', { category: 'Data Protection' }),
]

export const videoCourses: VideoCourse[] = [
  { id: 'crs_annual', name: 'Annual Security Awareness Training', isCustom: false },
  { id: 'crs_custom_1', name: 'Our incident policy', isCustom: true },
]

export const trainingRows: CustomTrainingRow[] = [
  {
    id: 'crs_custom_1',
    name: 'Our incident policy',
    language: 'en',
    isDraft: false,
    active: true,
    totalChapters: 3,
    totalQuizzes: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    thumbnailUrl: null,
  },
  {
    id: 'crs_custom_2',
    name: 'Visitor badges',
    language: 'de',
    isDraft: true,
    active: true,
    totalChapters: 0,
    totalQuizzes: 0,
    updatedAt: '2026-11-25T10:00:00.000Z',
    thumbnailUrl: null,
  },
  {
    id: 'crs_custom_3',
    name: 'Old VPN guide',
    language: 'en',
    isDraft: false,
    active: false,
    totalChapters: 2,
    totalQuizzes: 0,
    updatedAt: '2026-10-01T10:00:00.000Z',
    thumbnailUrl: null,
  },
]

export const draftTraining: CustomTraining = {
  id: 'crs_custom_2',
  language: 'en',
  isDraft: true,
  active: true,
  version: 3,
  thumbnailUrl: null,
  media: [{ id: 'vid_spot_phish', kind: 'video', name: 'Spot the phish', url: '/media/token-spot' }],
  content: {
    name: 'Visitor badges',
    description: 'Who wears which badge, and what to do about someone without one.',
    thumbnail: null,
    cheatSheet: '',
    sections: [
      {
        id: 's1',
        title: 'At the door',
        chapters: [
          {
            id: 'c1',
            title: 'Badges',
            minutes: 5,
            hasQuiz: false,
            topics: [
              { id: 't1', title: 'Spot the phish', kind: 'video', mediaId: 'vid_spot_phish', text: '' },
            ],
            quiz: [],
          },
          { id: 'c2', title: 'Escorting visitors', minutes: 4, hasQuiz: false, topics: [], quiz: [] },
        ],
      },
      { id: 's2', title: 'Inside', chapters: [] },
    ],
  },
}

export const emptyDraft: CustomTraining = {
  ...draftTraining,
  id: 'crs_custom_9',
  version: 1,
  media: [],
  content: { ...draftTraining.content, name: 'New training', sections: [] },
}

export const publishedTraining: CustomTraining = { ...draftTraining, isDraft: false }
