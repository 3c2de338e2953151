// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DISPLAY_NAME_MAX } from '#shared/lib/qr-template.ts';
import { qrCustomizationSchema, saveQrCustomizationSchema } from '#shared/schemas/qr.ts';
import { useQrCustomization } from '#web/features/qr/api/get-qr-customization.ts';
import { renderScreen, stubApi } from '#web/test/render.tsx';
import { TemplateEditor } from './template-editor';

/** As the Customize section uses it: the saved template comes from the query the save updates. */
function Customize() {
  const query = useQrCustomization('b_1');
  if (!query.data) return <p>Loading…</p>;
  return (
    <TemplateEditor
      businessId="b_1"
      businessName="Golden Crust Bakery"
      qrValue="http://localhost:3000/rate/b_1"
      saved={query.data}
      canSave
    />
  );
}

const saved = qrCustomizationSchema.parse({
  qrLayoutTemplate: 'quickWhite',
  businessDisplayName: 'Crust & Co',
  customReviewText: null,
  customImage: null,
  googleTemplate: null,
});

const editor = (canSave = true) => (
  <TemplateEditor
    businessId="b_1"
    businessName="Golden Crust Bakery"
    qrValue="http://localhost:3000/rate/b_1"
    saved={saved}
    canSave={canSave}
  />
);

it('keeps the display name within its limit and marks the draft unsaved', async () => {
  stubApi(() => ({ status: 500 }));
  const { user } = renderScreen(editor());
  expect(screen.getByText('Saved')).toBeTruthy();
  const name = screen.getByLabelText('Display name');
  await user.clear(name);
  await user.type(name, 'x'.repeat(DISPLAY_NAME_MAX + 15));
  expect((name as HTMLInputElement).value).toHaveLength(DISPLAY_NAME_MAX);
  expect(screen.getByText('Unsaved changes')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Save Template' })).toHaveProperty('disabled', false);
});

it('resets to the defaults, and saves what the contract accepts', async () => {
  let stored = saved;
  const calls = stubApi(({ method, body }) => {
    if (method === 'POST') {
      const input = saveQrCustomizationSchema.parse(body);
      stored = qrCustomizationSchema.parse({
        qrLayoutTemplate: input.qrLayoutTemplate,
        businessDisplayName: input.businessDisplayName || null,
        customReviewText: input.customReviewText || null,
        customImage: input.customImage ?? null,
        googleTemplate: null,
      });
    }
    return { body: stored };
  });
  const { user } = renderScreen(<Customize />);
  await user.click(await screen.findByRole('button', { name: 'Reset to defaults' }));
  expect((screen.getByLabelText('Display name') as HTMLInputElement).value).toBe('');
  expect(screen.getByText('Unsaved changes')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Save Template' }));
  expect((await screen.findByRole('status')).textContent).toContain('Template Saved');
  await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ path: '/api/businesses/b_1/qr-customization' });
  expect(posts[0]?.body).toMatchObject({ qrLayoutTemplate: 'quickBlack', businessId: 'b_1' });
});

it("shows the server's message when saving fails, and keeps the draft", async () => {
  stubApi(() => ({ status: 400, body: { message: 'The display name can be at most 80 characters' } }));
  const { user } = renderScreen(editor());
  await user.type(screen.getByLabelText('Display name'), '!');
  await user.click(screen.getByRole('button', { name: 'Save Template' }));
  expect((await screen.findByRole('alert')).textContent).toContain(
    'The display name can be at most 80 characters',
  );
  expect(screen.getByText('Unsaved changes')).toBeTruthy();
});

it('a team member previews and downloads but cannot change or save', () => {
  stubApi(() => ({ status: 500 }));
  renderScreen(editor(false));
  expect(screen.getByText(/Only the business owner can change the template/)).toBeTruthy();
  expect(screen.getByLabelText('Display name')).toHaveProperty('disabled', true);
  expect(screen.queryByRole('button', { name: 'Save Template' })).toBeNull();
});
