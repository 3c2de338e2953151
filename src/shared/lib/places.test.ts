import { describe, expect, it } from 'vitest';
import { displayPlaceTypes, dropGenericPlaceTypes } from '#shared/lib/places.ts';

describe('displayPlaceTypes', () => {
  it('title-cases snake_case types', () => {
    expect(displayPlaceTypes(['coffee_shop', 'cafe'])).toEqual(['Coffee Shop', 'Cafe']);
  });

  it('drops the generic types', () => {
    expect(displayPlaceTypes(['point_of_interest', 'car_repair', 'establishment'])).toEqual(['Car Repair']);
  });

  it('keeps at most max labels, three by default', () => {
    const types = ['coffee_shop', 'cafe', 'food', 'point_of_interest', 'store', 'establishment'];
    expect(displayPlaceTypes(types)).toEqual(['Coffee Shop', 'Cafe', 'Food']);
    expect(displayPlaceTypes(types, 1)).toEqual(['Coffee Shop']);
    expect(displayPlaceTypes(types, 0)).toEqual([]);
  });

  it('handles an empty list', () => {
    expect(displayPlaceTypes([])).toEqual([]);
  });
});

describe('dropGenericPlaceTypes', () => {
  it('keeps order and specific types', () => {
    expect(dropGenericPlaceTypes(['establishment', 'bakery', 'point_of_interest', 'food'])).toEqual([
      'bakery',
      'food',
    ]);
  });
});
