import { isIP } from 'node:net'
import { createTransport, type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'
import type { EgressPolicy } from './policy'

// A company's SMTP server through the egress policy: nodemailer connects to the address the policy checked, and
// the name the admin typed stays the TLS server name (so the certificate is still verified against it).

export async function egressSmtpTransport(
  policy: EgressPolicy,
  options: SMTPTransport.Options & { host: string; port: number },
): Promise<Transporter> {
  const checked = await policy.target(options.host, options.port)
  return createTransport({
    ...options,
    host: checked.address,
    tls: { ...options.tls, ...(isIP(checked.host) ? {} : { servername: checked.host }) },
  })
}
