// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderScreen } from '#web/test/render.tsx';
import { ReviewUrlDetails } from './review-url-details';

// The details said the code held the plain link while it held the owner's own.
it('names the link the code on screen holds, and the shop link the printed code holds', async () => {
  const { user } = renderScreen(
    <ReviewUrlDetails
      qrUrl="https://r.test/rate/b_1?s=own1234"
      reviewUrl="https://r.test/rate/b_1"
      googleReviewUrl="https://g.test/review"
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Review URL Details' }));
  expect(screen.getByText('Your personal link (in the code on screen)').nextSibling?.textContent).toContain(
    'https://r.test/rate/b_1?s=own1234',
  );
  expect(screen.getByText("The shop's link (in the printed code)").nextSibling?.textContent).toContain(
    'https://r.test/rate/b_1',
  );
  expect(screen.queryByText('Review page link (in the QR code)')).toBeNull();
});

it('with one link only, says the QR code holds it', async () => {
  const { user } = renderScreen(<ReviewUrlDetails reviewUrl="https://r.test/rate/b_1" />);
  await user.click(screen.getByRole('button', { name: 'Review URL Details' }));
  expect(screen.getByText('Review page link (in the QR code)')).toBeTruthy();
});
