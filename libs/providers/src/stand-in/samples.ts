import { readFileSync } from 'node:fs';
import type { ProviderId } from '../provider.js';

// tsc copies no data files: the samples stay beside the sources, and this URL reaches them from
// src/stand-in and from dist/stand-in alike.
const SOURCES = new URL('../../src/', import.meta.url);

/** A provider's sample payload (`src/<provider>/samples/<file>`; docs/providers.md names where each comes from). */
export function readSample(provider: ProviderId, file: string): string {
  return readFileSync(new URL(`${provider}/samples/${file}`, SOURCES), 'utf8');
}

export function readJsonSample<T = unknown>(provider: ProviderId, file: string): T {
  return JSON.parse(readSample(provider, file)) as T;
}
