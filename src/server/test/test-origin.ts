/** The origin the in-process test app answers as (PUBLIC_URL in testConfig). */
export const TEST_ORIGIN = 'http://localhost:3000';
