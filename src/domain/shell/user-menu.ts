import type { CompanyFacts } from '../company-kind'

// The user menu's seven items (000 §2 "Toolbar") and who does not see which. The spec names the kinds of
// session that hide items, not the items; the choices are here, once:
// - security-vendor integration: licensing and the swag shop are the vendor's business;
// - sub-resellers: licensing comes from their reseller, no swag shop;
// - coalition parent: no licensing page (it is redirected away);
// - verified custom domain (white label): no platform-branded knowledge base or swag shop;
// - logged in as a company: not the partner's own profile, learner login or shop.

export type UserMenuItemId =
  'profile' | 'settings' | 'licensing' | 'knowledgeBase' | 'learnerLogin' | 'swagShop' | 'logout'

export interface UserMenuItem {
  id: UserMenuItemId
  label: string
  href: string | null
  external: boolean
}

export const KNOWLEDGE_BASE_URL = 'https://help.awareness.example/knowledge-base'
export const LEARNER_LOGIN_URL = 'https://learn.awareness.example/login'
export const SWAG_SHOP_URL = 'https://shop.awareness.example'

export function userMenuFor(input: {
  userId: string
  company: CompanyFacts
  loggedInAsCompany: boolean
}): UserMenuItem[] {
  const { company, loggedInAsCompany } = input
  const hidden = new Set<UserMenuItemId>()
  if (company.isIntegration) ['licensing', 'swagShop'].forEach((id) => hidden.add(id as UserMenuItemId))
  if (company.isSubReseller) ['licensing', 'swagShop'].forEach((id) => hidden.add(id as UserMenuItemId))
  if (company.isCoalitionParent) hidden.add('licensing')
  if (company.isCustomDomainVerified)
    ['knowledgeBase', 'swagShop'].forEach((id) => hidden.add(id as UserMenuItemId))
  if (loggedInAsCompany)
    ['profile', 'learnerLogin', 'swagShop'].forEach((id) => hidden.add(id as UserMenuItemId))
  const items: UserMenuItem[] = [
    {
      id: 'profile',
      label: 'My Profile',
      href: `/user_profile/${encodeURIComponent(input.userId)}`,
      external: false,
    },
    { id: 'settings', label: 'Account Settings', href: '/settings/general', external: false },
    { id: 'licensing', label: 'Licensing', href: '/licensing', external: false },
    { id: 'knowledgeBase', label: 'Knowledge Base', href: KNOWLEDGE_BASE_URL, external: true },
    { id: 'learnerLogin', label: 'Learner Login', href: LEARNER_LOGIN_URL, external: true },
    { id: 'swagShop', label: 'Swag Shop', href: SWAG_SHOP_URL, external: true },
    { id: 'logout', label: 'Logout', href: null, external: false },
  ]
  return items.filter((item) => !hidden.has(item.id))
}
