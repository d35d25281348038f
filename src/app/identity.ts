import { createGatewayIdentity } from '../api/login/identity'

// The console's single identity provider, on its own: the sign-in page's script signs in with it without loading
// the console's API client (src/app/services.ts).
export const identity = createGatewayIdentity()
