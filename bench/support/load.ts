import autocannon from 'autocannon';

export type LoadResult = { rps: number; p99: number; p50: number; errors: number; non2xx: number };

/** One autocannon run; requests per second is the mean over the run. */
export async function load(
  url: string,
  options: {
    connections?: number;
    seconds?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 5,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));

export function table(rows: Record<string, string | number>[]) {
  console.table(rows);
}
