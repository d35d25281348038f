/** The mark the gateway puts before the root of a page it drew signed in (server/static.ts, src/app/drawn-page.ts). */
export const DRAWN_ID = 'console-drawn'
