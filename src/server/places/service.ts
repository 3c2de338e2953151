// What the places domain offers the others: its provider interface (Google, or the demo catalogue),
// chosen once in src/server/composition.ts; the demo catalogue is also what the demo Business Profile
// manages.
export { DEMO_CATALOGUE } from './demo-catalogue';
export { type PlacesProvider, PlacesUnavailableError } from './places-provider';
