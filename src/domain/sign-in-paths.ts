// With its extension: vite.config.ts reads this file through Node's own loader.
import { route } from './route.ts'

// The calls of the sign-in page, apart from the rest of PATHS (src/domain/api-paths.ts spreads them in): the
// page's own script (src/login-main.tsx) loads these alone, not every path of the console (issue 66).

export const API_BASE = '/api/v1'
/** The identity provider the gateway simulates (ARCHITECTURE §7). */
export const IDENTITY_BASE = '/identity/v1'
export const WHITE_LABEL_BASE = '/white-label/api/v1'

export const SIGN_IN_PATHS = {
  loginValidate: `${API_BASE}/user/login/validate`,
  currentUser: `${API_BASE}/user`,
  identitySignIn: `${IDENTITY_BASE}/accounts/sign-in`,
  identityCustomToken: `${IDENTITY_BASE}/accounts/sign-in-with-custom-token`,
  identityToken: `${IDENTITY_BASE}/token`,
  identitySignOut: `${IDENTITY_BASE}/sign-out`,
  mfaSendCode: `${API_BASE}/user/security/mfa/send_code`,
  mfaLogin: `${API_BASE}/user/security/mfa/login`,
} as const

/** The brand a host shows before sign-in, asked only on a host that may be a custom domain (src/app/host-brand.ts). */
export const HOST_BRAND_PATH = /* @__PURE__ */ route(`${WHITE_LABEL_BASE}/by-domain/:domain/property`)
