/** Signs in through the demo form and registers a business, over plain HTTP. Returns the cookie and id. */
export async function ownerWithBusiness(baseUrl: string, placeQuery: string, publicOrigin?: string) {
  // An instance behind a proxy checks the proxy's origin (its PUBLIC_URL), not the address used here.
  const origin = publicOrigin ?? new URL(baseUrl).origin;
  const login = await fetch(`${baseUrl}/api/login/demo`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      firstName: 'Bench',
      lastName: 'Owner',
    }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const search = await fetch(`${baseUrl}/api/places/search?query=${encodeURIComponent(placeQuery)}`, {
    headers: { cookie },
  });
  const [place] = (await search.json()) as { placeId: string; name: string; address: string }[];
  const created = await fetch(`${baseUrl}/api/businesses`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: place!.name, address: place!.address, placeId: place!.placeId }),
  });
  const business = (await created.json()) as { id: string };
  if (!business.id) throw new Error(`registration failed: ${JSON.stringify(business)}`);
  return { cookie, businessId: business.id, origin };
}
