// The baseline: a bare Fastify hello-world on this machine, measured in the same run as our server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
