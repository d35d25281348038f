import type { monthlyVideos } from '../db/schema'

// The platform's monthly videos: one a month, a year back to a year ahead of the seed, cycling through topics.

const TOPICS: [string, string, number][] = [
  ['QR-code phishing', 'Why a code on a poster or a parcel can lead to a fake login page.', 4],
  ['MFA fatigue', 'A flood of sign-in prompts is an attack: deny, report, never approve to make it stop.', 3],
  ['Deepfake voices', 'A familiar voice asking for money or a password: hang up and call back.', 5],
  ['Travel Wi-Fi', 'Hotel and airport networks, what a VPN does, and what it does not.', 4],
  ['Tailgating', 'Holding the door is polite; letting a stranger into the office is not.', 3],
  ['Invoice fraud', 'A supplier’s new bank details by email: verify by phone before paying.', 4],
  ['Password managers', 'One strong password you remember, the rest generated and stored for you.', 4],
  ['Browser extensions', 'Small tools with big permissions: install only what IT approves.', 3],
  ['Shoulder surfing', 'Screens in public places and what a privacy filter is for.', 3],
  ['Gift-card scams', 'The boss never needs gift cards by lunchtime.', 3],
  ['Data on USB sticks', 'A found USB stick is a trap; a lost one is a breach.', 4],
  ['Reporting in time', 'The sooner a mistake is reported, the smaller it stays.', 3],
]

export function monthlyVideoRows(now: Date): (typeof monthlyVideos.$inferInsert)[] {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12, 1))
  return Array.from({ length: 24 }, (_, index) => {
    const at = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + index, 1))
    const month = at.toISOString().slice(0, 7)
    const [title, description, minutes] =
      TOPICS[(at.getUTCFullYear() * 12 + at.getUTCMonth()) % TOPICS.length]!
    return { id: `mv_${month}`, month, title, description, minutes }
  })
}
