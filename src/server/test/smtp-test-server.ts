import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** `raw`: the message as it arrived, byte for byte (a DKIM signature is checked over it). */
type Received = { envelopeTo: string[]; mail: ParsedMail; raw: Buffer };

/**
 * A real SMTP server on a local port for one test file. `failNext(n)` answers the next n messages
 * with a temporary 451 error, as a struggling mail provider would; `bounce(address)` refuses a
 * recipient at RCPT with a permanent 550 5.1.1 (no such user); `refuse(address, at, code, text)` refuses
 * it with any answer, at RCPT or after DATA (a content filter's 554 5.7.1, a quota's 452 4.3.1 or
 * 550 5.7.1); `pace(ms)` holds each message that long before accepting it. As
 * SMTP has it, a message whose client hangs up before the server's final answer is not delivered.
 */
export async function startSmtpTestServer(port: number) {
  const received: Received[] = [];
  // Every recipient ever named at RCPT, accepted or refused: who we tried to mail.
  const attempted: string[] = [];
  let failures = 0;
  let paceMs = 0;
  let onHold: ((accepted: number) => unknown) | null = null;
  const refusedAtRcpt = new Map<string, { code: number; text: string }>();
  const refusedAtData = new Map<string, { code: number; text: string }>();
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      attempted.push(address.address.toLowerCase());
      const refused = refusedAtRcpt.get(address.address.toLowerCase());
      if (refused) {
        callback(Object.assign(new Error(refused.text), { responseCode: refused.code }));
        return;
      }
      callback();
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const refused = session.envelope.rcptTo
          .map((r) => refusedAtData.get(r.address.toLowerCase()))
          .find(Boolean);
        if (refused) {
          callback(Object.assign(new Error(refused.text), { responseCode: refused.code }));
          return;
        }
        if (failures > 0) {
          failures -= 1;
          const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        // The message is held until the listener is done with it (it may kill the sender), then `pace`.
        void Promise.resolve(onHold?.(received.length)).then(() =>
          setTimeout(() => {
            if (closed.has(session.id)) return;
            const raw = Buffer.concat(chunks);
            simpleParser(raw)
              .then((mail) => {
                received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail, raw });
                callback();
              })
              .catch(callback);
          }, paceMs),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempted,
    failNext(n: number) {
      failures = n;
    },
    bounce(address: string) {
      refusedAtRcpt.set(address.toLowerCase(), { code: 550, text: '5.1.1 No such user here' });
    },
    refuse(address: string, at: 'rcpt' | 'data', code: number, text: string) {
      (at === 'rcpt' ? refusedAtRcpt : refusedAtData).set(address.toLowerCase(), { code, text });
    },
    /** Takes mail for this address again. */
    accept(address: string) {
      refusedAtRcpt.delete(address.toLowerCase());
      refusedAtData.delete(address.toLowerCase());
    },
    pace(ms: number) {
      paceMs = ms;
    },
    /**
     * Called with how many were accepted so far, each time a message arrives; the message is held
     * until what it returns settles.
     */
    whileHolding(listener: ((accepted: number) => unknown) | null) {
      onHold = listener;
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
