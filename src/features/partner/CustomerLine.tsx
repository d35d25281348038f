import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { customerExpiry, customerOverage, type CustomerRow } from '../../domain/customers'
import { listCell as cell, stickyEndCell } from '../../ui/ListParts'
import { customerAccessAction, PARTNER_ACCESS_TEXTS as T } from '../../domain/partner-access'
import { Button } from '../../ui/Button'
import { badge } from '../../ui/badge'

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
      <td className={`${cell} ${nowrap}`}>
        <span
          className={badge({
            tone: row.status === 'ACTIVE' ? 'success' : 'danger',
          })}
        >
          {row.status === 'ACTIVE' ? 'Active' : 'Suspended'}
        </span>
      </td>
      <td className={`${cell} ${nowrap}`}>
        {/* 001 §2: enablement DISABLED is shown as Suspended. */}
        <span className={badge({ tone: row.disabledAt ? 'danger' : 'success' })}>
          {row.disabledAt ? 'Suspended' : 'Enabled'}
        </span>
      </td>
      <td className={`${cell} ${nowrap}`}>
        {expiry ? new Date(expiry).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '—'}
      </td>
      <td className={cell}>{row.subscription.paidSeats}</td>
      <td className={cell}>{row.totalSeats}</td>
      <td className={cell}>
        {overage > 0 ? <span className={badge({ tone: 'warning' })}>{overage}</span> : '—'}
      </td>
      <td className={`${cell} ${nowrap}`}>
        <span
          className={badge({ tone: ACCESS_TONES[row.loginAsCompanyStatus ?? 'NOT_AVAILABLE'] ?? 'muted' })}
        >
          {ACCESS_LABELS[row.loginAsCompanyStatus ?? 'NOT_AVAILABLE'] ?? row.loginAsCompanyStatus}
        </span>
      </td>
      <td className={cell}>
        {row.owner?.email ??
          (row.invitation ? (
            <span className={css({ display: 'flex', flexDir: 'column' })}>
              <span>{row.invitation.email}</span>
              <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                {new Date(row.invitation.expiresAt) < new Date()
                  ? 'Invitation expired'
                  : `Invited ${new Date(row.invitation.sentAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}`}
              </span>
            </span>
          ) : (
            '—'
          ))}
      </td>
      <td className={cell}>
        {new Date(row.createdAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
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
            {row.disabledAt === null ? (
              <>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  onClick={onAllocate}
                  aria-label={`Allocate licenses: ${row.name}`}
                  className={css({ ml: '2' })}
                >
                  Allocate
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={disabled}
                  onClick={onBuy}
                  aria-label={`Buy licenses: ${row.name}`}
                >
                  Buy
                </Button>
              </>
            ) : null}
            {canResend && row.invitation ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={onResend}
                aria-label={`Resend invite: ${row.name}`}
                className={css({ ml: '2' })}
              >
                {busy === 'resend' ? 'Sending…' : 'Resend invite'}
              </Button>
            ) : null}
          </>
        )}
      </td>
    </tr>
  )
}
