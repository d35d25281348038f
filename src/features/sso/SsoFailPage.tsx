import { css } from '../../../styled-system/css'
import { ssoFailureMessage, vendorTroubleshooting } from '../../domain/sso-failures'
import { Alert } from '../../ui/Alert'
import { AuthCard } from '../../ui/AuthCard'

/**
 * /sso_fail and /sso_fail/{message}: the failure's text. With repeated `code` (and `reason`) query
 * parameters it is the vendor-integration variant: troubleshooting lines per code.
 */
export default function SsoFailPage({
  message,
  codes,
  reasons,
}: {
  message: string | null
  codes: string[]
  reasons: string[]
}) {
  const vendor = codes.length > 0
  return (
    <AuthCard title="Single sign-on failed">
      {vendor ? (
        <>
          <p>We could not sign you in through your security vendor. What you can try:</p>
          <ul className={css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'disc', pl: '5' })}>
            {vendorTroubleshooting(codes).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {reasons.length > 0 ? (
            <p className={css({ fontSize: 'sm', color: 'text.muted' })}>Details: {reasons.join('; ')}</p>
          ) : null}
        </>
      ) : (
        <Alert tone="danger">{ssoFailureMessage(message)}</Alert>
      )}
      <a href="/login" className={css({ color: 'brand', fontWeight: 'semibold' })}>
        Back to Login
      </a>
    </AuthCard>
  )
}
