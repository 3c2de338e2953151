// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { userSchema } from '#shared/schemas/auth.ts';
import { membershipsSchema } from '#shared/schemas/businesses.ts';
import { shortLinkSchema } from '#shared/schemas/links.ts';
import { renderScreen, stubApi } from '#web/test/render.tsx';
import { SendLinkDialog } from './send-link-dialog';

const member = userSchema.parse({
  id: 'u_2',
  firstName: 'Jonas',
  lastName: 'Berg',
  email: 'jonas@example.com',
  profileImageUrl: null,
  locale: 'en',
  localeSaved: true,
});

it("starts in the business's customer language, not the phone's, for a member too", async () => {
  stubApi(({ path }) => {
    if (path === '/api/auth/user') return { body: member };
    if (path === '/api/businesses/my-business') return { status: 404 };
    if (path === '/api/businesses/mine') return { body: [] };
    if (path === '/api/teams/my-memberships')
      return {
        body: membershipsSchema.parse([
          { business: { id: 'b_1', name: 'Kaffeehaus Kreuzberg', customerLanguage: 'de' }, role: 'member' },
        ]),
      };
    if (path.endsWith('/short-links'))
      return {
        body: shortLinkSchema.parse({ url: 'https://x.test/r/abc', expiresAt: '2026-12-28T00:00:00Z' }),
      };
    return { status: 404 };
  });
  renderScreen(
    <SendLinkDialog
      open
      onOpenChange={() => {}}
      businessId="b_1"
      businessName="Kaffeehaus Kreuzberg"
      personalLink="https://x.test/rate/b_1?s=abc"
    />,
  );
  // The phone (happy-dom) says English; the business's customers read German.
  await waitFor(() => expect(screen.getByRole('combobox')).toHaveProperty('value', 'de'));
  await waitFor(() =>
    expect(screen.getByText(/Danke für Ihren Besuch bei Kaffeehaus Kreuzberg/)).toBeTruthy(),
  );
});
