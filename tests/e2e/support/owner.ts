import { type APIRequestContext, expect, request as playwrightRequest } from '@playwright/test';
import { uniqueEmail } from './auth';

/**
 * An owner with a registered business, made through the real HTTP API (demo sign-in form post,
 * places search, registration). Returns an API context that carries the owner's session.
 */
export async function createOwnerWithBusiness(baseURL: string, placeQuery: string, pick = 0) {
  const api: APIRequestContext = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const email = uniqueEmail('owner');
  const login = await api.post('/api/login/demo', { form: { email, firstName: 'Olive', lastName: 'Owner' } });
  expect(login.status()).toBe(200);
  const search = await api.get(`/api/places/search?query=${encodeURIComponent(placeQuery)}`);
  expect(search.status()).toBe(200);
  const place = (await search.json())[pick] as { placeId: string; name: string; address: string };
  expect(place, `no demo place for "${placeQuery}"`).toBeTruthy();
  const created = await api.post('/api/businesses', {
    data: { name: place.name, address: place.address, placeId: place.placeId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const business = (await created.json()) as { id: string; name: string; googleReviewUrl: string };
  return { api, email, business, placeId: place.placeId };
}

export async function setReviewFilter(api: APIRequestContext, businessId: string, on: boolean) {
  const res = await api.patch(`/api/businesses/${businessId}/review-filter`, {
    data: { reviewFilterEnabled: on },
  });
  expect(res.status()).toBe(200);
}
