import type { courses } from '../db/schema'
import { videoTopicsOf } from './platform-videos'

// The platform's course catalogue: realistic courses in every category of the library, each with its sections
// and chapters (a quiz closing each chapter unless said otherwise), its languages and tags. The thumbnails are
// small SVGs shipped in public/images, one per kind of course.

type CourseInsert = typeof courses.$inferInsert

interface Outline {
  id: string
  name: string
  courseType: CourseInsert['courseType']
  category: string
  description: string
  languages?: string[]
  tags?: string[]
  thumbnail: string
  /** Sections, each with its chapters as [title, minutes]. */
  outline: [string, [string, number][]][]
  isGaming?: boolean
  isFree?: boolean
  isSpecial?: boolean
}

const ALL_PRIMARY = ['en', 'nl', 'fr', 'de', 'iw', 'it', 'pt', 'pt-br', 'es']
const EUROPEAN = ['en', 'nl', 'fr', 'de', 'it', 'es']

const OUTLINES: Outline[] = [
  {
    id: 'crs_annual',
    name: 'Annual Security Awareness Training',
    courseType: 'awareness',
    category: 'Annual Training',
    description:
      'The yearly programme every employee takes: phishing, passwords, devices, data and reporting.',
    languages: ALL_PRIMARY,
    tags: ['popular'],
    thumbnail: '/images/course-annual.svg',
    isSpecial: true,
    isFree: true,
    outline: [
      [
        'Threats you meet every day',
        [
          ['Why attackers target people', 7],
          ['Phishing by email', 9],
          ['Smishing and vishing', 8],
        ],
      ],
      [
        'Accounts and devices',
        [
          ['Strong passwords and passphrases', 8],
          ['Multi-factor authentication', 7],
          ['Locking and updating devices', 8],
          ['Working remotely and on public Wi-Fi', 9],
        ],
      ],
      [
        'Data and the workplace',
        [
          ['Classifying and sharing data', 8],
          ['Clean desk and physical security', 6],
          ['Social engineering in person', 8],
        ],
      ],
      [
        'When something goes wrong',
        [
          ['Recognising an incident', 8],
          ['Reporting: who, when and how', 9],
        ],
      ],
    ],
  },
  {
    id: 'crs_annual_exec',
    name: 'Annual Training for Executives',
    courseType: 'awareness',
    category: 'Annual Training',
    description: 'The annual programme for leaders: whaling, payment fraud, travel and the example they set.',
    languages: EUROPEAN,
    tags: ['new'],
    thumbnail: '/images/course-annual.svg',
    outline: [
      [
        'Targeted at the top',
        [
          ['Whaling and CEO fraud', 9],
          ['Approving payments safely', 8],
        ],
      ],
      [
        'Leading by example',
        [
          ['Travelling with devices', 7],
          ['Talking about security with your teams', 6],
        ],
      ],
    ],
  },
  {
    id: 'crs_phishing',
    name: 'Phishing Fundamentals',
    courseType: 'specialized',
    category: 'Specialized',
    description: 'Spot the signs of a phishing message before you click, and what to do when you did.',
    languages: ALL_PRIMARY,
    tags: ['popular', 'hot'],
    thumbnail: '/images/course-specialized.svg',
    outline: [
      [
        'Reading a message',
        [
          ['Sender, reply-to and lookalike domains', 7],
          ['Links and where they really go', 7],
          ['Attachments that ask for macros', 6],
        ],
      ],
      [
        'After the click',
        [
          ['Reporting with the button', 5],
          ['What the security team does next', 6],
          ['Changing a password you gave away', 5],
        ],
      ],
    ],
  },
  {
    id: 'crs_passwords',
    name: 'Passwords and MFA',
    courseType: 'specialized',
    category: 'Specialized',
    description: 'Passphrases, password managers and the second factor that stops most account takeovers.',
    languages: ALL_PRIMARY,
    thumbnail: '/images/course-specialized.svg',
    outline: [
      [
        'Passwords',
        [
          ['Passphrases that are long and memorable', 6],
          ['Password managers', 7],
        ],
      ],
      [
        'The second factor',
        [
          ['Authenticator apps and keys', 6],
          ['MFA fatigue attacks', 6],
        ],
      ],
    ],
  },
  {
    id: 'crs_ransomware',
    name: 'Ransomware: Stop It Early',
    courseType: 'specialized',
    category: 'Specialized',
    description: 'How ransomware gets in, what the first minutes look like, and why backups are not enough.',
    languages: EUROPEAN,
    tags: ['hot'],
    thumbnail: '/images/course-specialized.svg',
    outline: [
      [
        'How it gets in',
        [
          ['Malicious attachments and downloads', 7],
          ['Exposed remote access', 6],
        ],
      ],
      [
        'The first minutes',
        [
          ['Signs on your screen', 5],
          ['Disconnect and report', 5],
          ['Double extortion and data leaks', 7],
        ],
      ],
    ],
  },
  {
    id: 'crs_social',
    name: 'Social Engineering by Phone and in Person',
    courseType: 'specialized',
    category: 'Specialized',
    description: 'Pretexting, tailgating and the helpful caller from IT: saying no politely.',
    languages: ['en', 'de', 'fr', 'es'],
    thumbnail: '/images/course-specialized.svg',
    outline: [
      [
        'Pretexts',
        [
          ['The caller from IT support', 7],
          ['Urgency, authority and kindness', 6],
        ],
      ],
      [
        'In the building',
        [
          ['Tailgating and badges', 5],
          ['Visitors and deliveries', 5],
        ],
      ],
    ],
  },
  {
    id: 'crs_mobile',
    name: 'Mobile Device Security',
    courseType: 'specialized',
    category: 'Specialized',
    description: 'Apps, permissions, lost phones and QR codes on the go.',
    languages: ['en', 'nl', 'de', 'pt-br'],
    tags: ['new'],
    thumbnail: '/images/course-specialized.svg',
    outline: [
      [
        'Your phone',
        [
          ['App permissions', 6],
          ['Updates and screen locks', 5],
          ['QR codes and quishing', 6],
          ['A lost or stolen phone', 5],
        ],
      ],
    ],
  },
  {
    id: 'crs_ai',
    name: 'AI Tools at Work',
    courseType: 'specialized',
    category: 'Specialized',
    description: 'Using AI assistants without leaking data, and spotting deepfake voices and videos.',
    languages: ['en', 'de', 'fr'],
    tags: ['new', 'hot'],
    thumbnail: '/images/course-specialized.svg',
    outline: [
      [
        'Using assistants safely',
        [
          ['What not to paste into a prompt', 7],
          ['Checking what the assistant tells you', 6],
        ],
      ],
      [
        'Deepfakes',
        [
          ['Cloned voices on the phone', 7],
          ['Verifying a video call', 6],
        ],
      ],
    ],
  },
  {
    id: 'crs_cloud',
    name: 'Sharing Files in the Cloud',
    courseType: 'specialized',
    category: 'Specialized',
    description:
      'Links, guests and permissions in shared drives: share what you mean to, with whom you mean to.',
    languages: EUROPEAN,
    thumbnail: '/images/course-specialized.svg',
    outline: [
      [
        'Sharing',
        [
          ['Anyone-with-the-link and its risks', 6],
          ['Guests and external users', 6],
          ['Cleaning up old shares', 5],
        ],
      ],
    ],
  },
  {
    id: 'crs_gdpr',
    name: 'GDPR Essentials',
    courseType: 'compliance',
    category: 'Compliance',
    description:
      'Personal data under the GDPR: lawful bases, rights of the people it is about, and breaches.',
    languages: EUROPEAN,
    tags: ['popular'],
    thumbnail: '/images/course-compliance.svg',
    outline: [
      [
        'Principles',
        [
          ['What counts as personal data', 7],
          ['Lawful bases and purpose', 8],
          ['Keeping only what you need', 7],
        ],
      ],
      [
        'Rights and breaches',
        [
          ['Access, erasure and objection requests', 8],
          ['A personal-data breach in 72 hours', 8],
          ['Sending data outside the EU', 7],
        ],
      ],
      [
        'In practice',
        [
          ['Marketing lists and consent', 7],
          ['Working with processors', 8],
        ],
      ],
    ],
  },
  {
    id: 'crs_hipaa',
    name: 'HIPAA for Staff',
    courseType: 'compliance',
    category: 'Compliance',
    description: 'Protected health information: the privacy and security rules for everyone who handles it.',
    languages: ['en', 'es'],
    thumbnail: '/images/course-compliance.svg',
    outline: [
      [
        'Privacy rule',
        [
          ['What PHI is', 7],
          ['Minimum necessary', 7],
          ['Patients’ rights', 7],
        ],
      ],
      [
        'Security rule',
        [
          ['Safeguards at your desk', 7],
          ['Reporting a breach', 7],
          ['Texting and email with patients', 7],
          ['Sanctions', 8],
        ],
      ],
    ],
  },
  {
    id: 'crs_pci',
    name: 'PCI DSS for Card Handlers',
    courseType: 'compliance',
    category: 'Compliance',
    description: 'Taking card payments by phone, in person and online without storing what you must not.',
    languages: ['en', 'fr', 'de', 'es'],
    thumbnail: '/images/course-compliance.svg',
    outline: [
      [
        'Card data',
        [
          ['What may never be stored', 7],
          ['Payments over the phone', 6],
          ['Skimmers and tampered terminals', 6],
        ],
      ],
    ],
  },
  {
    id: 'crs_iso',
    name: 'ISO 27001 for Everyone',
    courseType: 'compliance',
    category: 'Compliance',
    description: 'What the information security management system asks of each employee, and why.',
    languages: EUROPEAN,
    thumbnail: '/images/course-compliance.svg',
    outline: [
      [
        'The management system',
        [
          ['Policies you agreed to', 6],
          ['Assets and owners', 6],
          ['Audits and evidence', 6],
        ],
      ],
    ],
  },
  {
    id: 'crs_nis2',
    name: 'NIS2 Awareness',
    courseType: 'compliance',
    category: 'Compliance',
    description:
      'The EU’s NIS2 directive for essential and important entities: duties, reporting and management.',
    languages: ['en', 'nl', 'fr', 'de', 'it'],
    tags: ['new'],
    thumbnail: '/images/course-compliance.svg',
    outline: [
      [
        'The directive',
        [
          ['Who it covers', 6],
          ['Incident reporting in 24 hours', 7],
          ['Management accountability', 6],
        ],
      ],
    ],
  },
  {
    id: 'crs_secure_code',
    name: 'Secure Code: OWASP Top 10',
    courseType: 'for developers manual',
    category: 'Specialized',
    description: 'The ten most critical web application risks, with the code that causes and fixes each.',
    languages: ['en'],
    tags: ['popular'],
    thumbnail: '/images/course-developers.svg',
    outline: [
      [
        'Injection and access',
        [
          ['Broken access control', 12],
          ['Injection', 12],
          ['Insecure design', 12],
        ],
      ],
      [
        'Configuration and components',
        [
          ['Security misconfiguration', 12],
          ['Vulnerable and outdated components', 12],
          ['Identification and authentication failures', 12],
        ],
      ],
      [
        'Integrity and monitoring',
        [
          ['Software and data integrity failures', 12],
          ['Logging and monitoring failures', 12],
          ['Server-side request forgery', 12],
          ['Cryptographic failures', 12],
        ],
      ],
    ],
  },
  {
    id: 'crs_secrets',
    name: 'Secrets in Source Control',
    courseType: 'for developers manual',
    category: 'Specialized',
    description: 'Keys and tokens in repositories: how they leak, how to rotate them, how to keep them out.',
    languages: ['en'],
    thumbnail: '/images/course-developers.svg',
    outline: [
      [
        'Secrets',
        [
          ['How keys leak from repositories', 8],
          ['Rotating a leaked key', 8],
          ['Pre-commit scanning', 7],
        ],
      ],
    ],
  },
  {
    id: 'crs_admins',
    name: 'Running Awareness Programmes',
    courseType: 'for admins',
    category: 'Admin Certification',
    description:
      'For the platform’s admins: planning a year of training, simulations and reporting to leadership.',
    languages: ['en', 'de', 'fr', 'es'],
    thumbnail: '/images/course-admins.svg',
    outline: [
      [
        'Planning',
        [
          ['A year of awareness in twelve months', 6],
          ['Baseline and follow-up simulations', 6],
        ],
      ],
      [
        'Reporting',
        [
          ['Metrics leadership reads', 6],
          ['Handling repeat clickers fairly', 6],
          ['Certification quiz', 6],
        ],
      ],
    ],
  },
  {
    id: 'crs_partner_admins',
    name: 'Partner Admin Certification',
    courseType: 'for partner admins',
    category: 'Partner Admin Certification',
    description:
      'For partners’ admins: onboarding customers, sharing courses and licences, reporting across tenants.',
    languages: ['en'],
    thumbnail: '/images/course-admins.svg',
    outline: [
      [
        'Running many customers',
        [
          ['Onboarding a customer', 7],
          ['Sharing courses and keeping them current', 7],
          ['Licences and renewals', 7],
          ['Certification quiz', 6],
        ],
      ],
    ],
  },
  {
    id: 'crs_gaming',
    name: 'Cyber Escape Room',
    courseType: 'awareness',
    category: 'Specialized',
    description: 'A game: escape by spotting the threats in each room.',
    thumbnail: '/images/course-specialized.svg',
    isGaming: true,
    outline: [
      [
        'Rooms',
        [
          ['The inbox', 7],
          ['The office', 7],
          ['The server room', 6],
        ],
      ],
    ],
  },
  {
    // Fake Or Real: short clips, each real or a fake (deepfake voice, cloned site, spoofed caller) to call.
    id: 'crs_fake_or_real',
    name: 'Fake Or Real',
    courseType: 'awareness',
    category: 'Specialized',
    description: 'Short clips to call real or fake: deepfake voices, cloned sites and spoofed callers.',
    thumbnail: '/images/course-specialized.svg',
    isGaming: true,
    outline: [
      [
        'Clips',
        [
          ['The CEO on the phone', 3],
          ['The bank’s login page', 3],
          ['The parcel text', 2],
          ['The video call from IT', 4],
        ],
      ],
    ],
  },
]

/** The catalogue as course rows: totals from the outline, a quiz per chapter. */
export const COURSES: CourseInsert[] = OUTLINES.map((course, order) => {
  const sections = course.outline.map(([title, chapters], s) => ({
    id: `${course.id}_s${s + 1}`,
    title,
    chapters: chapters.map(([chapter, minutes], c) => ({
      id: `${course.id}_s${s + 1}_c${c + 1}`,
      title: chapter,
      minutes,
      hasQuiz: true,
      ...(s === 0 && c === 0 && videoTopicsOf(course.id).length ? { topics: videoTopicsOf(course.id) } : {}),
    })),
  }))
  const chapters = sections.flatMap((section) => section.chapters)
  return {
    id: course.id,
    name: course.name,
    courseType: course.courseType,
    category: course.category,
    description: course.description,
    language: 'en',
    languages: course.languages ?? ['en'],
    tags: course.tags ?? [],
    thumbnail: course.thumbnail,
    totalChapters: chapters.length,
    totalQuizzes: chapters.filter((chapter) => chapter.hasQuiz).length,
    totalTimeInMinutes: chapters.reduce((sum, chapter) => sum + chapter.minutes, 0),
    isGaming: course.isGaming ?? false,
    isFree: course.isFree ?? false,
    freeChaptersNumber: course.isFree ? chapters.length : 2,
    isSpecial: course.isSpecial ?? false,
    sections,
    sortOrder: order,
  }
})
