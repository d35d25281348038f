// Settings → Integration (000 §2, 001 §2, 002 §2.1): a company set up by a security vendor's multi-tenant portal
// carries that integration; the console changes these rules for it. Each line says what the code does (the
// navigation, route guards, user menu, Get started and banner rules read the same `isIntegration` fact).

export const INTEGRATION_RULES = [
  'Transactions, Opportunity Forecast and the reseller and sub-reseller transactions pages are not offered, and their addresses are refused.',
  'Licensing and Swag Shop are hidden from the user menu: licences come from the vendor’s portal.',
  'Get started does not show the Free vs Boost video.',
  'A failed single sign-on shows the vendor’s failure page, with its codes and reasons.',
  'When the vendor’s portal opens this console as the company, the exit reads “Back to multi-tenant portal”.',
] as const

export const INTEGRATION_TEXTS = {
  connected: (name: string) => `This company is managed through the ${name} integration.`,
  none: 'No security-vendor integration manages this company. A company set up from a vendor’s multi-tenant portal shows it here, with the rules it changes.',
  rulesTitle: 'What the integration changes in this console',
} as const
