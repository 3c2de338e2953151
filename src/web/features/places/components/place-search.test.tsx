// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { PLACES_UNAVAILABLE_MESSAGE } from '#shared/lib/places.ts';
import { type PlaceResult, placeSearchResponseSchema } from '#shared/schemas/places.ts';
import { renderScreen, stubApi } from '#web/test/render.tsx';
import { PlaceSearch } from './place-search';

function Harness({ onSelect }: { onSelect: (p: PlaceResult) => void }) {
  const [query, setQuery] = useState('');
  return <PlaceSearch query={query} onQueryChange={setQuery} onSelect={onSelect} source="google" />;
}

const bakery = placeSearchResponseSchema.parse([
  {
    placeId: 'p1',
    name: 'Golden Crust Bakery',
    address: '12 Main St, Portland',
    rating: 4.66,
    userRatingsTotal: 128,
    types: ['bakery', 'cafe', 'store', 'food'],
  },
]);

it('shows results with rating to one decimal, review count and up to 3 types, and picks one', async () => {
  const calls = stubApi(() => ({ body: bakery }));
  const onSelect = vi.fn();
  const { user } = renderScreen(<Harness onSelect={onSelect} />);
  await user.type(screen.getByLabelText('Search for your business'), 'golden crust');
  const card = await screen.findByText('Golden Crust Bakery', {}, { timeout: 3000 });
  // What a screen reader hears for the rating line.
  expect(screen.getByText('Rated 4.7 out of 5, 128 reviews')).toBeTruthy();
  expect(screen.getByText('Bakery')).toBeTruthy();
  expect(screen.queryByText('Food')).toBeNull();
  // Typing pauses are one search, not one per key.
  expect(calls.map((c) => c.path)).toEqual(['/api/places/search?query=golden%20crust']);
  await user.click(card);
  expect(onSelect).toHaveBeenCalledWith(bakery[0]);
});

it('says no businesses were found, with the tips', async () => {
  stubApi(() => ({ body: [] }));
  const { user } = renderScreen(<Harness onSelect={() => {}} />);
  await user.type(screen.getByLabelText('Search for your business'), 'zzqx');
  expect(await screen.findByText('No businesses found', {}, { timeout: 3000 })).toBeTruthy();
  for (const tip of [
    'Use the full business name',
    'Add the city or neighbourhood',
    'Include the street address',
    'Try other keywords',
  ]) {
    expect(screen.getByText(tip)).toBeTruthy();
  }
});

it('says the search failed with the specification’s message, and retries', async () => {
  let fail = true;
  stubApi(() => (fail ? { status: 502, body: { message: PLACES_UNAVAILABLE_MESSAGE } } : { body: bakery }));
  const { user } = renderScreen(<Harness onSelect={() => {}} />);
  await user.type(screen.getByLabelText('Search for your business'), 'golden');
  expect(await screen.findByText('Search failed', {}, { timeout: 3000 })).toBeTruthy();
  expect(screen.getByText(PLACES_UNAVAILABLE_MESSAGE)).toBeTruthy();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Golden Crust Bakery')).toBeTruthy();
});
