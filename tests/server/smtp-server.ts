import { SMTPServer } from 'smtp-server'

// A real SMTP server on loopback for the relay's tests: what it received, raw, per recipient; a refusal code
// per address when asked.

export interface Received {
  to: string
  messageId: string
  raw: Buffer
}

export function smtpServer(
  options: {
    refuse?: (to: string) => number | null
    /** The one user and password it accepts (over plain text, as a loopback test may). */
    auth?: { user: string; pass: string }
  } = {},
) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: !options.auth,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass)
        return callback(null, { user: auth.username })
      callback(new Error('Invalid username or password'))
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address)
      if (code)
        return callback(Object.assign(new Error(`Refused ${address.address}`), { responseCode: code }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        const messageId = /^Message-ID:\s*(\S+)/im.exec(raw.toString('utf8'))?.[1] ?? ''
        received.push({ to: session.envelope.rcptTo[0]!.address, messageId, raw })
        callback()
      })
    },
  })
  return new Promise<{ url: string; received: Received[]; close(): Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as { port: number }
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}
