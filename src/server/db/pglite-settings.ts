import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * PGlite's own start parameters (its `defaultStartParams`), repeated because passing `startParams`
 * replaces them rather than adding to them.
 */
const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

/** The embedded default's shared buffers (PGLITE_SHARED_BUFFERS); PGlite's own is 128MB. */
export const DEFAULT_SHARED_BUFFERS = '16MB';

/**
 * One small tenant, sized for a 1 GB server (docs/decisions/0030-small-embedded-default.md).
 * PGlite starts PostgreSQL with 128 MB of shared buffers inside its WebAssembly heap, which never
 * shrinks; the embedded default's data is a few megabytes, and the operating system's file cache sits
 * under PGlite's file system anyway. The other buffers follow the same reasoning.
 */
export function pgliteOptions(sharedBuffers: string): PGliteOptions {
  return {
    startParams: [
      ...PGLITE_START_PARAMS,
      '-c',
      `shared_buffers=${sharedBuffers}`,
      '-c',
      'maintenance_work_mem=16MB',
      '-c',
      'wal_buffers=512kB',
      // A finished WAL segment is deleted, not renamed for reuse with its old contents still inside:
      // a customer's deleted text must not live on in a recycled segment.
      '-c',
      'wal_recycle=off',
    ],
  };
}

/** PostgreSQL writes PG_VERSION when it creates a data directory. */
export function pgliteDataDirExists(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}
