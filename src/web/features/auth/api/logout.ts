import { answer, client } from '#web/lib/api-client.ts';

/** Ends the session on the server. The caller goes to / whatever happens. */
export async function logout() {
  await answer(client.POST('/api/logout'));
}
