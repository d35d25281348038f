// The demo accounts, listed in the README and printed by `npm start`. One password for all of them.
export const DEMO_PASSWORD = 'Awareness#2026'

export interface DemoAccount {
  email: string
  companyId: string
  role: 'admin' | 'superadmin' | 'support' | 'msp' | 'user'
  name: string
  lastName: string
  note: string
  isMfaEnabled?: boolean
  temporaryPassword?: boolean
  emailVerified?: boolean
  /** Has not yet accepted the User Agreement and Privacy Policy: the Policy Agreement dialog asks. */
  policyPending?: boolean
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@acme.example',
    companyId: 'cmp_acme',
    role: 'admin',
    name: 'Alice',
    lastName: 'Admin',
    note: 'Acme Corp: Free plan, Boost trial available, ~40 learners, no training yet',
    emailVerified: true,
  },
  {
    email: 'owner@globex.example',
    companyId: 'cmp_globex',
    role: 'admin',
    name: 'Gloria',
    lastName: 'Owner',
    note: 'Globex: Boost, 250 paid seats, training, phishing, templates, policies',
    emailVerified: true,
  },
  {
    email: 'mfa@globex.example',
    companyId: 'cmp_globex',
    role: 'admin',
    name: 'Marco',
    lastName: 'Factor',
    note: 'Globex admin with two-factor sign-in',
    isMfaEnabled: true,
    emailVerified: true,
  },
  {
    email: 'factor@globex.example',
    companyId: 'cmp_globex',
    role: 'admin',
    name: 'Fay',
    lastName: 'Factor',
    note: 'Globex admin with two-factor sign-in, for SSO with two-factor and the fault drills',
    isMfaEnabled: true,
    emailVerified: true,
  },
  {
    email: 'expired@initech.example',
    companyId: 'cmp_initech',
    role: 'admin',
    name: 'Ian',
    lastName: 'Expired',
    note: 'Initech: Boost trial expired while training is active (suspended)',
    emailVerified: true,
  },
  {
    email: 'partner@northwind.example',
    companyId: 'cmp_northwind',
    role: 'admin',
    name: 'Nadia',
    lastName: 'Partner',
    note: 'Northwind: reseller partner with a dozen customers',
    emailVerified: true,
  },
  {
    email: 'sub@fabrikam.example',
    companyId: 'cmp_fabrikam',
    role: 'admin',
    name: 'Sam',
    lastName: 'Sub',
    note: 'Fabrikam: sub-reseller under Northwind',
    emailVerified: true,
  },
  {
    email: 'admin@wideworld.example',
    companyId: 'cmp_nw_3',
    role: 'admin',
    name: 'Wanda',
    lastName: 'World',
    note: "Wide World Importers: Northwind's customer, has not granted Northwind access yet",
    emailVerified: true,
  },
  {
    email: 'temp@acme.example',
    companyId: 'cmp_acme',
    role: 'admin',
    name: 'Tara',
    lastName: 'Temp',
    note: 'Acme admin with a temporary password',
    temporaryPassword: true,
    emailVerified: true,
  },
  {
    email: 'it@adventure-works.example',
    companyId: 'cmp_nw_6',
    role: 'admin',
    name: 'Ada',
    lastName: 'Works',
    note: "Adventure Works: Northwind's customer, first sign-in with a temporary password (may grant Northwind access while choosing a new one)",
    temporaryPassword: true,
    emailVerified: true,
  },
  {
    email: 'new@acme.example',
    companyId: 'cmp_acme',
    role: 'admin',
    name: 'Nora',
    lastName: 'New',
    note: 'Acme admin who has not accepted the policy yet (the Policy Agreement dialog)',
    emailVerified: true,
    policyPending: true,
  },
  {
    email: 'learner@acme.example',
    companyId: 'cmp_acme',
    role: 'user',
    name: 'Leo',
    lastName: 'Learner',
    note: 'Role user: refused by the console',
    emailVerified: true,
  },
  {
    email: 'support@platform.example',
    companyId: 'cmp_platform',
    role: 'support',
    name: 'Stella',
    lastName: 'Support',
    note: 'Platform staff (role support)',
    emailVerified: true,
  },
]
