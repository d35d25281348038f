import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import {
  customerExpiry,
  customerMenuActions,
  customerOverage,
  customerSuspension,
  type CustomerMenuAction,
  type CustomerRow,
} from '../../domain/customers'
import { denseListCell as cell, stickyEndCell } from '../../ui/ListParts'
import { customerAccessAction, PARTNER_ACCESS_TEXTS as T } from '../../domain/partner-access'
import { ActionMenu } from '../../ui/ActionMenu'
import { Button } from '../../ui/Button'
import { EmailText } from '../../ui/EmailText'
import { badge } from '../../ui/badge'
import { formatDate } from '../../domain/intl-format'

export const ACCESS_LABELS: Record<string, string> = {
  AVAILABLE: 'Access granted',
  REQUESTED: 'Requested',
  NOT_AVAILABLE: 'No access',
}

/** Chip tones for the access column and the status column (issue 24: chips, rows of even height). */
const ACCESS_TONES: Record<string, 'success' | 'warning' | 'muted'> = {
  AVAILABLE: 'success',
  REQUESTED: 'warning',
  NOT_AVAILABLE: 'muted',
}

export const nowrap = css({ whiteSpace: 'nowrap' })

type MenuHandlers = Record<'onAllocate' | 'onBuy' | 'onResend', () => void>
const MENU_HANDLERS: Record<CustomerMenuAction, (h: MenuHandlers) => void> = {
  allocate: (h) => h.onAllocate(),
  buy: (h) => h.onBuy(),
  resend: (h) => h.onResend(),
}

export function CustomerLine({
  row,
  busy,
  disabled,
  canResend,
  selectBox,
  onRequest,
  onLogIn,
  onResend,
  onAllocate,
  onBuy,
  onSubResellerCustomers,
  readOnly = false,
}: {
  row: CustomerRow
  /** Which of the row's actions is running, if any. */
  busy: 'request' | 'logIn' | 'resend' | null
  disabled: boolean
  canResend: boolean
  selectBox: ReactNode
  onRequest: () => void
  onLogIn: () => void
  onResend: () => void
  onAllocate: () => void
  onBuy: () => void
  /** A sub-reseller's row, with grandchild access: show its customers instead. */
  onSubResellerCustomers?: (() => void) | undefined
  /** A sub-reseller's customer: shown without actions (they are not the caller's to act on). */
  readOnly?: boolean
}) {
  const action = customerAccessAction(row.loginAsCompanyStatus, row.disabledAt !== null)
  const overage = customerOverage(row)
  const expiry = customerExpiry(row)
  const more = customerMenuActions(row, canResend)
  const suspension = customerSuspension(row)
  const handlers = { onAllocate, onBuy, onResend }
  return (
    <tr>
      <td className={cell}>{selectBox}</td>
      <th
        scope="row"
        className={css({
          px: '3',
          py: '2.5',
          textAlign: 'left',
          fontWeight: 'semibold',
          borderBottom: '1px solid',
          borderColor: 'border',
        })}
      >
        {row.name}
        {onSubResellerCustomers && row.type === 'SUBRESELLER' ? (
          <button
            type="button"
            onClick={onSubResellerCustomers}
            disabled={disabled}
            aria-label={`Customers of ${row.name}`}
            className={css({
              display: 'block',
              fontSize: 'xs',
              fontWeight: 'normal',
              color: 'brand',
              textDecoration: 'underline',
              cursor: 'pointer',
            })}
          >
            Sub-reseller · its customers
          </button>
        ) : null}
      </th>
      <td className={cell}>
        {/* One column for both (they made the table hide four columns at 1440 px): 001 §2 shows a disabled
            company as Suspended, as it does a subscription that is not active; the line under it says which. */}
        <span className={badge({ tone: suspension ? 'danger' : 'success' })}>
          {suspension ? 'Suspended' : 'Active'}
        </span>
        {suspension ? (
          <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', mt: '0.5' })}>
            {suspension}
          </span>
        ) : null}
      </td>
      <td className={cell}>
        {expiry ? formatDate(expiry, undefined, { dateStyle: 'medium' }) : '—'}
      </td>
      <td className={cell}>{row.subscription.paidSeats}</td>
      <td className={cell}>
        {row.totalSeats}
        {overage > 0 ? (
          <span className={`${badge({ tone: 'warning' })} ${css({ ml: '1.5' })}`}>{overage} over</span>
        ) : null}
      </td>
      <td className={`${cell} ${nowrap}`}>
        <span
          className={badge({ tone: ACCESS_TONES[row.loginAsCompanyStatus ?? 'NOT_AVAILABLE'] ?? 'muted' })}
        >
          {ACCESS_LABELS[row.loginAsCompanyStatus ?? 'NOT_AVAILABLE'] ?? row.loginAsCompanyStatus}
        </span>
      </td>
      <td className={cell}>
        {row.owner ? (
          <EmailText address={row.owner.email} />
        ) : row.invitation ? (
          <span className={css({ display: 'flex', flexDir: 'column' })}>
            <span>
              <EmailText address={row.invitation.email} />
            </span>
            <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>
              {new Date(row.invitation.expiresAt) < new Date()
                ? 'Invitation expired'
                : `Invited ${formatDate(row.invitation.sentAt, undefined, { dateStyle: 'medium' })}`}
            </span>
          </span>
        ) : (
          '—'
        )}
      </td>
      <td className={cell}>
        {formatDate(row.createdAt, undefined, { dateStyle: 'medium' })}
      </td>
      <td className={`${cell} ${nowrap} ${stickyEndCell}`}>
        {readOnly ? null : (
          <>
            {action === 'request' ? (
              <Button
                size="sm"
                variant="outline"
                disabled={disabled}
                onClick={onRequest}
                aria-label={`${T.requestAccess}: ${row.name}`}
              >
                {busy === 'request' ? 'Sending…' : T.requestAccess}
              </Button>
            ) : action === 'logIn' ? (
              <Button size="sm" disabled={disabled} onClick={onLogIn} aria-label={`${T.logIn}: ${row.name}`}>
                {busy === 'logIn' ? 'Opening…' : T.logIn}
              </Button>
            ) : action === 'requested' ? (
              <span className={css({ color: 'fg.muted' })}>{T.requested}</span>
            ) : null}
            {busy === 'resend' ? <span className={css({ color: 'fg.muted', ml: '2' })}>Sending…</span> : null}
            {more.length > 0 ? (
              <ActionMenu
                label={`More actions: ${row.name}`}
                actions={more}
                disabled={disabled}
                onSelect={(value) => MENU_HANDLERS[value as CustomerMenuAction]?.(handlers)}
              />
            ) : null}
          </>
        )}
      </td>
    </tr>
  )
}
