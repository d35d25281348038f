import { DEMO_PASSWORD } from '../../server/seed/accounts'

/** A demo account's identity token from the e2e gateway, for arranging data through the calls the console uses. */
export async function gatewayToken(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/identity/v1/accounts/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  return ((await response.json()) as { idToken: string }).idToken
}
