import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { createDemoPlaces, matchWords } from './demo-places';

const demo = createDemoPlaces();
const names = async (query: string) => (await demo.search(query)).map((place) => place.name);

describe('demo catalogue', () => {
  it('has at least 48 places with unique demo_ ids', () => {
    expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(48);
    const ids = DEMO_CATALOGUE.map((place) => place.placeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^demo_[a-z0-9-]+$/);
  });

  it('spans many kinds of business, some without a rating', () => {
    const types = new Set(DEMO_CATALOGUE.flatMap((place) => place.types));
    expect(types.size).toBeGreaterThanOrEqual(16);
    expect(types.has('point_of_interest') || types.has('establishment')).toBe(false);
    expect(DEMO_CATALOGUE.some((place) => place.rating === undefined)).toBe(true);
  });
});

describe('createDemoPlaces', () => {
  it('is the demo source', () => {
    expect(demo.source).toBe('demo');
  });

  it('matches ignoring case and accents, both ways', async () => {
    expect(await names('cafe creme')).toContain('Café Crème');
    expect(await names('CAFÉ CRÈME')).toContain('Café Crème');
    expect(await names('boulangerie lea')).toEqual(['Boulangerie Léa']);
    expect(await names('montreal')).toContain('Pâtisserie Rosalie');
  });

  it('matches type words, split on underscores', async () => {
    const coffeeShops = await demo.search('coffee shop');
    expect(coffeeShops.length).toBeGreaterThan(1);
    for (const place of coffeeShops) expect(place.types).toContain('coffee_shop');
    expect(await names('hair brooklyn')).toEqual(['Golden Shears Barbershop']);
  });

  it('requires every word to match', async () => {
    expect(await names('harbour dental')).toEqual(['Harbour Bridge Dental']);
    expect(await names('harbour zebra')).toEqual([]);
  });

  it('returns several cards for a shared word, name matches first, at most 10', async () => {
    const harbour = await demo.search('harbour');
    expect(harbour.length).toBeGreaterThanOrEqual(4);
    expect(harbour[0]?.name).toMatch(/^Harbour/);
    expect((await demo.search('store')).length).toBe(10);
  });

  it('ignores punctuation in queries and names', async () => {
    expect(await names('croix-rousse garage!')).toEqual(['Garage de la Croix-Rousse']);
    expect(await names('crown & anchor')).toEqual(['The Crown & Anchor']);
  });

  it('returns [] when nothing matches', async () => {
    expect(await demo.search('zzzz qqqq')).toEqual([]);
    expect(await demo.search(' !! ')).toEqual([]);
  });

  it('links to the Google review form by place id', async () => {
    const [place] = await demo.search('boulangerie lea');
    expect(place?.googleReviewUrl).toBe(
      'https://search.google.com/local/writereview?placeid=demo_boulangerie-lea',
    );
  });

  it('looks up catalogue entries only', async () => {
    expect((await demo.lookup('demo_cafe-creme-lyon'))?.name).toBe('Café Crème');
    expect(await demo.lookup('ChIJ-not-demo')).toBeNull();
  });

  it('hands out copies, so callers cannot change the catalogue', async () => {
    const place = await demo.lookup('demo_cafe-creme-lyon');
    place?.types.push('changed');
    expect((await demo.lookup('demo_cafe-creme-lyon'))?.types).not.toContain('changed');
  });
});

describe('matchWords', () => {
  it('splits on punctuation and underscores after folding accents', () => {
    expect(matchWords('Librairie de la Presqu’île')).toEqual(['librairie', 'de', 'la', 'presqu', 'ile']);
    expect(matchWords('coffee_shop')).toEqual(['coffee', 'shop']);
  });
});
