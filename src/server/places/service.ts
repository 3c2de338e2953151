// What the places domain offers the others: its provider interface (Google, or the demo catalogue),
// chosen once in src/server/composition.ts.
export type { PlacesProvider } from './places-provider';
