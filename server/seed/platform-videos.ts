import type { videos } from '../db/schema'
import { posterReference } from '../media/poster'

// The platform's video library: short clips the project makes and ships (server/seed/videos, a few KB each,
// made with ffmpeg), each in a category and a language, some public (shareable by link). A video named in
// `inCourses` plays in the first chapter of those courses, so the dialog lists the courses that contain it.

interface PlatformVideo {
  id: string
  name: string
  description: string
  category: string
  languageCode: string
  durationSeconds: number
  isPublic: boolean
  clip: number
  inCourses: string[]
}

const VIDEOS: PlatformVideo[] = [
  {
    id: 'vid_spot_phish',
    name: 'Spot the phish',
    description: 'Four signs that give a phishing email away, in under a minute.',
    category: 'Phishing',
    languageCode: 'en',
    durationSeconds: 4,
    isPublic: true,
    clip: 1,
    inCourses: ['crs_annual', 'crs_phishing'],
  },
  {
    id: 'vid_passwords',
    name: 'Strong passwords',
    description:
      'Passphrases, a password manager and MFA: the three habits that stop most account takeovers.',
    category: 'Passwords',
    languageCode: 'en',
    durationSeconds: 4,
    isPublic: false,
    clip: 2,
    inCourses: ['crs_passwords'],
  },
  {
    id: 'vid_tailgating',
    name: 'Tailgating',
    description: 'Holding the door is polite; letting a stranger into the office is not.',
    category: 'Physical Security',
    languageCode: 'en',
    durationSeconds: 4,
    isPublic: true,
    clip: 3,
    inCourses: [],
  },
  {
    id: 'vid_remote_work',
    name: 'Safe remote work',
    description: 'Home Wi-Fi, shared screens and the café table: working safely away from the office.',
    category: 'Remote Work',
    languageCode: 'en',
    durationSeconds: 4,
    isPublic: false,
    clip: 4,
    inCourses: [],
  },
  {
    id: 'vid_report_fast',
    name: 'Report it fast',
    description: 'The sooner a mistake is reported, the smaller it stays.',
    category: 'Incident Reporting',
    languageCode: 'en',
    durationSeconds: 4,
    isPublic: false,
    clip: 5,
    inCourses: ['crs_annual'],
  },
  {
    id: 'vid_data_move',
    name: 'Data on the move',
    description: 'USB sticks, personal cloud drives and email to yourself: where company data should not go.',
    category: 'Data Protection',
    languageCode: 'en',
    durationSeconds: 4,
    isPublic: false,
    clip: 6,
    inCourses: [],
  },
  {
    id: 'vid_phish_de',
    name: 'Phishing erkennen',
    description: 'Vier Anzeichen, an denen Sie eine Phishing-Mail erkennen.',
    category: 'Phishing',
    languageCode: 'de',
    durationSeconds: 4,
    isPublic: false,
    clip: 1,
    inCourses: [],
  },
  {
    id: 'vid_passwords_fr',
    name: 'Des mots de passe solides',
    description: 'Phrases de passe, gestionnaire de mots de passe et MFA.',
    category: 'Passwords',
    languageCode: 'fr',
    durationSeconds: 4,
    isPublic: false,
    clip: 2,
    inCourses: [],
  },
  ...(
    [
      [
        'vid_guide_start',
        'Getting started in five minutes',
        'Invite users, start the annual training and read the dashboard.',
        3,
      ],
      [
        'vid_guide_simulation',
        'Running your first phishing simulation',
        'Pick templates, choose recipients and read who reported.',
        4,
      ],
      [
        'vid_guide_calendar',
        'Planning the year in the activity calendar',
        'Lay out training, videos and exercises month by month, and subscribe from your own calendar.',
        5,
      ],
    ] as const
  ).map(([id, name, description, clip]) => ({
    id,
    name,
    description,
    category: 'Guides',
    languageCode: 'en',
    durationSeconds: 4,
    isPublic: false,
    clip,
    inCourses: [],
  })),
]

export const PLATFORM_VIDEOS: (typeof videos.$inferInsert)[] = VIDEOS.map((video) => ({
  id: video.id,
  companyId: null,
  name: video.name,
  description: video.description,
  category: video.category,
  languageCode: video.languageCode,
  durationSeconds: video.durationSeconds,
  isPublic: video.isPublic,
  file: `seed:clip-${video.clip}.webm`,
  poster: posterReference(video.id),
}))

/** The video topics of each course's first chapter. */
export function videoTopicsOf(courseId: string) {
  return VIDEOS.filter((video) => video.inCourses.includes(courseId)).map((video) => ({
    id: `${courseId}_${video.id}`,
    title: video.name,
    kind: 'video' as const,
    mediaId: video.id,
    text: '',
  }))
}
