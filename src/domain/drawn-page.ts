/** The mark the gateway puts before the root of a page it drew signed in (server/static.ts, src/app/drawn-page.ts). */
export const DRAWN_ID = 'console-drawn'

/**
 * Set while a tab holds a partner's or staff member's pseudo session (src/app/pseudo-session.ts): the gateway then
 * draws no page, since it would draw the partner's own company where the tab shows the customer's.
 */
export const IN_COMPANY_COOKIE = 'console_in_company'
