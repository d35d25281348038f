import type { CompanyFacts } from './company-kind'
import { FLAGS } from './company-kind'
import { safeRedirect } from './safe-redirect'
import {
  BOOST_REDIRECT,
  CHANGE_PASSWORD,
  HOME,
  LOGIN,
  NOT_FOUND,
  ROUTES,
  type CompanyRule,
  type RouteDef,
} from './route-table'
import { isAllowed, ROLE_GROUPS, type Role } from './roles'

// The route guard as one pure function: where a user in a given session ends up for a URL.

export interface RoutingContext {
  /** null: signed out (a guest). */
  role: Role | null
  temporaryPassword: boolean
  company: CompanyFacts
}

export type Decision =
  | { kind: 'render'; route: RouteDef; params: Record<string, string> }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden'; route: RouteDef }

interface Compiled {
  route: RouteDef
  pattern: RegExp
  names: string[]
}

const compiled: Compiled[] = ROUTES.map((route) => {
  const names: string[] = []
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return '([^/]+)'
    })
    .join('/')
  return { route, pattern: new RegExp(`^${source || '/'}$`), names }
}).sort((a, b) => a.names.length - b.names.length)

export function matchRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  for (const { route, pattern, names } of compiled) {
    const match = pattern.exec(path)
    if (match)
      return {
        route,
        params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')])),
      }
  }
  return null
}

export function loginUrlFor(pathname: string, search: string, base = LOGIN): string {
  if (pathname === '/' || pathname.startsWith('/login')) return base
  return `${base}?redirect=${encodeURIComponent(`${pathname}${search}`)}`
}

/** 002 §2.3 magic link: redirectTo=trainings → courses, users → users, anything else → Get started. */
export function magicLinkTarget(redirectTo: string | null): string {
  if (redirectTo === 'trainings') return '/learning/courses'
  if (redirectTo === 'users') return '/users/all_users'
  return HOME
}

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
}

function withSearch(target: string, search: string): string {
  if (!search || search === '?') return target
  const [path, own] = target.split('?')
  const merged = new URLSearchParams(own)
  for (const [key, value] of new URLSearchParams(search)) if (!merged.has(key)) merged.append(key, value)
  const query = merged.toString()
  return query ? `${path}?${query}` : (path ?? target)
}

function refusedBy(rule: CompanyRule, company: CompanyFacts): boolean {
  switch (rule) {
    case 'partnerOnly':
      return !company.isPartner
    case 'notResellerOrSubReseller':
      return company.isReseller || company.isSubReseller
    case 'resellerOnly':
      return !company.isReseller
    case 'subResellerOnly':
      return !company.isSubReseller
    case 'notIntegration':
      return company.isIntegration
    case 'notCoalitionParent':
      return company.isCoalitionParent
    case 'resellerOverviewFlag':
      return !company.flags.includes(FLAGS.resellerOverview)
  }
}

const ALWAYS_REACHABLE = new Set(['changePassword', 'disabledCompany', 'notFound', 'serverError'])

export function resolveRoute(pathname: string, search: string, context: RoutingContext): Decision {
  const matched = matchRoute(pathname)
  if (!matched) return { kind: 'redirect', to: NOT_FOUND }
  const { route, params } = matched
  const signedIn = context.role !== null && context.role !== 'guest'

  if (signedIn && context.temporaryPassword && !ALWAYS_REACHABLE.has(route.id) && route.roles?.length !== 0) {
    return { kind: 'redirect', to: CHANGE_PASSWORD }
  }
  if (route.roles && route.roles.length === 0) {
    if (signedIn) {
      const query = new URLSearchParams(search)
      if (query.has('magicLinkVerificationToken'))
        return { kind: 'redirect', to: magicLinkTarget(query.get('redirectTo')) }
      return { kind: 'redirect', to: safeRedirect(query.get('redirect')) ?? '/' }
    }
  } else if (!isAllowed(route.roles, context.role)) {
    return signedIn ? { kind: 'forbidden', route } : { kind: 'redirect', to: loginUrlFor(pathname, search) }
  }
  if (route.nonAdmin && signedIn && context.role !== 'admin')
    return { kind: 'redirect', to: fill(route.nonAdmin.nonAdminTo, params) }
  for (const rule of route.rules ?? []) {
    if (refusedBy(rule, context.company))
      return { kind: 'redirect', to: rule === 'resellerOverviewFlag' ? NOT_FOUND : HOME }
  }
  if (route.boostOnly && signedIn && context.company.lacksBoost)
    return { kind: 'redirect', to: BOOST_REDIRECT }
  if (route.redirect) {
    const platform = route.platformRedirect && isAllowed(ROLE_GROUPS.platform, context.role)
    const to = platform ? route.platformRedirect! : route.redirect
    return { kind: 'redirect', to: withSearch(fill(to, params), search) }
  }
  return { kind: 'render', route, params }
}
