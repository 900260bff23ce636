import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIGURE_DEFINITIONS } from './figures.js';

const doc = readFileSync(
  resolve(process.cwd(), '../docs/0022-landlord-tools-and-figures.md'),
  'utf8',
);

describe('the figures the analytics define', () => {
  it.each([
    'listings',
    'activeListings',
    'views',
    'rentReceived',
    'depositsHeld',
    'occupancy',
    'enquiries',
  ] as const)('documents %s in the very words the page shows', (figure) => {
    // A cell of the docs' table (padded or not): the same words, whole.
    const cell = FIGURE_DEFINITIONS[figure].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(doc).toMatch(new RegExp(`\\| ${cell} +\\|`));
  });
});
