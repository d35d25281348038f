import { PASSWORD_RESET_TEXTS } from '../../src/domain/password-reset'

/**
 * Where an invite sends its reader: the console's sign-in page at `origin` (consoleOrigin: the company's own
 * address when it has one), and how to get in the first time — the company's single sign-on, or a password
 * chosen through the sign-in page's reset link (an invitee has none yet).
 */
export function inviteFooter(origin: string, invite: { email: string; sso: boolean }): string {
  const login = `${origin}/login`
  return invite.sso
    ? `Sign in at ${login} with ${invite.email}, through your company's single sign-on.`
    : `Sign in at ${login} with ${invite.email}. The first time, choose your password with "${PASSWORD_RESET_TEXTS.forgotLink}" on that page.`
}
