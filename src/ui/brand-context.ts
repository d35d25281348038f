import { createContext } from 'react'
import type { Brand } from '../domain/white-label'

/**
 * The brand of the pages outside the shell, found by the host they were opened on: `undefined` while it is
 * asked, null for ours. The shell reads the signed-in company's instead.
 */
export const GuestBrandContext = createContext<Brand | null | undefined>(null)
