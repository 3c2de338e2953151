import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

type Received = { envelopeTo: string[]; mail: ParsedMail };

/**
 * A real SMTP server on a local port for one test file. `failNext(n)` answers the next n messages
 * with a temporary 451 error, as a struggling mail provider would.
 */
export async function startSmtpTestServer(port: number) {
  const received: Received[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(err);
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((mail) => {
            received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
            callback();
          })
          .catch(callback);
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
    failNext(n: number) {
      failures = n;
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
