// The write path's baseline: a bare Fastify server on the same PostgreSQL, as small as a
// customer's visit can be: one INSERT for the scan, one UPDATE for its rating, a pool as large as the
// product's (10). Usage: node bare-write-server.mjs <databaseUrl>; prints its port when ready.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.argv[2], max: 10 });
await pool.query(`create table if not exists bare_scans (
  id uuid primary key default gen_random_uuid(), business_id text not null, device_type text not null,
  created_at timestamptz not null default now(), rating int, rated_at timestamptz)`);

const app = Fastify({ logger: false });
app.post('/api/businesses/:id/scan', async (request, reply) => {
  const { rows } = await pool.query(
    'insert into bare_scans (business_id, device_type) values ($1, $2) returning id',
    [request.params.id, 'mobile'],
  );
  return reply.code(201).send({ scanId: rows[0].id });
});
app.post('/api/businesses/:id/ratings', async (request, reply) => {
  const { rowCount } = await pool.query(
    'update bare_scans set rating = $1, rated_at = now() where id = $2 and business_id = $3 and rating is null',
    [request.body.rating, request.body.scanId, request.params.id],
  );
  if (rowCount !== 1) return reply.code(404).send({ code: 'SCAN_NOT_FOUND' });
  return { outcome: 'google', redirectUrl: 'https://example.com' };
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
