/**
 * The local tile fixture: a plain tile with a grid and its own coordinates, so the map works
 * offline (the default run and tests) without pretending to show streets.
 */
export function fixtureTile(z: number, x: number, y: number, dark: boolean): string {
  const bg = dark ? '#1f2428' : '#eef2ee';
  const line = dark ? '#2f363c' : '#d5ddd5';
  const text = dark ? '#56606a' : '#a3ada3';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" fill="${bg}"/>
<path d="M0 64H256M0 128H256M0 192H256M64 0V256M128 0V256M192 0V256" stroke="${line}" stroke-width="1"/>
<rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="${line}" stroke-width="1"/>
<text x="8" y="20" font-family="sans-serif" font-size="11" fill="${text}">${z}/${x}/${y}</text>
</svg>`;
}
