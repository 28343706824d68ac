import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiReport, REPORT_PATH } from '../../scripts/api-report';

describe('the API report', () => {
  it(`${REPORT_PATH} lists exactly what the entries export (regenerate: npm run api:report)`, () => {
    const committed = readFileSync(join(import.meta.dirname, '../..', REPORT_PATH), 'utf8');
    // A plain equality keeps the failure a readable diff of the two lists.
    expect(apiReport()).toBe(committed);
  }, 60_000);
});
