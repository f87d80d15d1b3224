import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the English data of @tesseract.js-data/eng is in this checkout's node_modules (the `best_int` model). */
export const ENGLISH_DATA = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
