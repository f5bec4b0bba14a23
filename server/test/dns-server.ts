import { createServer, Packet } from 'dns2';

/** A zone: name → records by type (A, AAAA, MX `"10 mx.example.test"`, TXT, PTR, CNAME). */
export type Zone = Record<string, Partial<Record<RecordType, string[]>>>;
type RecordType = 'A' | 'AAAA' | 'MX' | 'TXT' | 'PTR' | 'CNAME';

/**
 * A DNS server on loopback (UDP, a free port) answering from a table the test owns:
 * names it does not know answer NXDOMAIN at once (never a timeout); `queries` counts the
 * questions asked, to see what a cache kept. Point the product at it with
 * `DNS_SERVERS: server.address`.
 */
export class TestDnsServer {
  readonly queries: { name: string; type: string }[] = [];
  ttl = 300;
  address = '';
  private server?: ReturnType<typeof createServer>;

  private constructor(public zone: Zone) {}

  static async start(zone: Zone = {}): Promise<TestDnsServer> {
    const dns = new TestDnsServer(zone);
    dns.server = createServer({
      udp: true,
      handle: (request, send) => {
        void send(dns.answer(request));
      },
    });
    dns.server.on('requestError', () => undefined);
    const udp = await dns.listen();
    dns.address = `127.0.0.1:${udp}`;
    return dns;
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }

  private async listen(): Promise<number> {
    const addresses = await this.server!.listen({ udp: { port: 0, address: '127.0.0.1' } });
    return addresses.udp!.port;
  }

  private answer(request: Packet): Packet {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    const type = Packet.TYPE_NAME[question.type] ?? String(question.type);
    this.queries.push({ name, type });
    const records = this.zone[name];
    if (!records) {
      response.header.rcode = 3; // NXDOMAIN
      return response;
    }
    // dns2 encodes plain records; its `Resource` type also wants the methods a decoded one has.
    const add = (record: Record<string, unknown>) =>
      response.answers.push(record as unknown as Packet.Resource);
    for (const value of records[type as RecordType] ?? []) {
      const base = {
        name: question.name,
        type: question.type,
        class: Packet.CLASS.IN,
        ttl: this.ttl,
      };
      if (type === 'A' || type === 'AAAA') add({ ...base, address: value });
      else if (type === 'TXT') add({ ...base, data: value });
      else if (type === 'MX') {
        const [priority, exchange] = value.split(' ');
        add({ ...base, priority: Number(priority), exchange });
      } else add({ ...base, domain: value });
    }
    return response;
  }
}
