import type { ComponentType } from 'react'
import { lazyPage } from './lazy-page'

// Route id → the page that renders it. Every other route renders the planned page with its title.
export const PAGES: Record<string, ComponentType> = {
  home: lazyPage(() => import('../features/home/HomePage')),
  notFound: lazyPage(() => import('../features/errors/NotFoundPage')),
  serverError: lazyPage(() => import('../features/errors/ServerErrorPage')),
  disabledCompany: lazyPage(() => import('../features/errors/DisabledCompanyPage')),
}

export const LoginPage = lazyPage(() => import('../features/login/LoginPage'))
export const VisualizerApp = lazyPage(() => import('../visualizer/VisualizerApp'))
export const PlannedPage = lazyPage(() => import('../features/shell/PlannedPage'))
export const NoPermissionPage = lazyPage(() => import('../features/errors/NoPermissionPage'))
export const ShellRoute = lazyPage(() => import('./ShellRoute'))
