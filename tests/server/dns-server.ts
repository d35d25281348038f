import dns2 from 'dns2'

// A DNS server on loopback for the custom-domain and sender-record checks: TXT and CNAME records the test sets,
// no answer for another type at a known name, NXDOMAIN for the rest.

export interface LoopbackDns {
  /** host:port, for DNS_SERVERS or the gateway's dnsServers. */
  address: string
  port: number
  setTxt(name: string, values: string[]): void
  setCname(name: string, target: string): void
  /** Forgets every record. */
  clear(): void
  close(): Promise<void>
}

export async function startDnsServer(port = 0): Promise<LoopbackDns> {
  const records = new Map<string, string[]>()
  const aliases = new Map<string, string>()
  const { Packet } = dns2
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request)
      const [question] = request.questions
      const values = question ? records.get(question.name.toLowerCase()) : undefined
      const alias = question ? aliases.get(question.name.toLowerCase()) : undefined
      if (question && alias && question.type === Packet.TYPE.CNAME)
        response.answers.push({
          name: question.name,
          type: Packet.TYPE.CNAME,
          class: Packet.CLASS.IN,
          ttl: 60,
          domain: alias,
        } as never)
      else if (question && values && question.type === Packet.TYPE.TXT)
        for (const data of values)
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 60,
            // A value longer than one character-string (255 bytes) is split into several, as DNS hosts publish
            // a DKIM key; readers join them.
            data: data.match(/[^]{1,255}/g) ?? [''],
          } as never)
      // No such name: NXDOMAIN (rcode 3), as a real server answers.
      else if (!values && !alias) response.header.rcode = 3
      send(response)
    },
  })
  await server.listen({ udp: { port, address: '127.0.0.1' } })
  const bound = (server.addresses() as { udp?: { port: number } }).udp?.port ?? port
  return {
    address: `127.0.0.1:${bound}`,
    port: bound,
    setTxt: (name, values) => void records.set(name.toLowerCase(), values),
    setCname: (name, target) => void aliases.set(name.toLowerCase(), target),
    clear: () => {
      records.clear()
      aliases.clear()
    },
    close: () => server.close() as Promise<void>,
  }
}
