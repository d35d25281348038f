// Settings → Integration (000 §2, 001 §2, 002 §2.1): a company set up by a security vendor's multi-tenant portal
// carries that integration, and the console changes these things for it (the navigation, route guards, user menu,
// Get started and banner rules read the same `isIntegration` fact). Worded for the company's admin, who reads them
// only when the integration manages their company.

export const INTEGRATION_RULES = [
  'Transactions, Opportunity Forecast and the reseller transactions pages live in your vendor’s portal, not here.',
  'Licences come from your vendor’s portal, so Licensing and Swag Shop are not in your user menu.',
  'Get started leaves out the Free vs Boost video.',
  'When single sign-on fails, you see your vendor’s error page with its codes and reasons.',
  'When your vendor’s portal opens this console for your company, the exit button reads “Back to multi-tenant portal”.',
] as const

export const INTEGRATION_TEXTS = {
  connected: (name: string) => `This company is managed through the ${name} integration.`,
  none: 'No security-vendor integration manages this company.',
  rulesTitle: 'What the integration changes in this console',
} as const
