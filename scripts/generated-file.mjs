// Writes a generated file formatted by prettier, or with `--check` (CI's lint) writes nothing
// and fails when the committed file differs from what would be generated.
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';

/**
 * `name` is how messages call the file (its path from the repository root), `stale` says what
 * changed when it is out of date.
 */
export async function writeGenerated(target, name, content, stale) {
  const source = await prettier.format(content, {
    ...(await prettier.resolveConfig(target)),
    filepath: target,
  });
  if (!process.argv.includes('--check')) {
    writeFileSync(target, source);
    console.log(`wrote ${target}`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== source) {
    console.error(`${name} is stale: ${stale}. Run \`npm run api-types\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${name} matches.`);
}
