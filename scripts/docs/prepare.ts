/**
 * `npm run docs:build` and `docs:dev` run this first: it writes what the site generates rather
 * than stores (both folders are ignored by git): the API reference from the TSDoc, and the
 * performance charts from the bench's recorded JSON.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawCharts } from './charts';
import { generateReference } from './reference';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const started = Date.now();
await generateReference(root);
const charts = drawCharts(root);
console.log(`docs: reference generated, ${charts.length} charts drawn (${((Date.now() - started) / 1000).toFixed(1)} s)`);
