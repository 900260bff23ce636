import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { STATUS_TONES, StatusTag, toneOf } from './StatusTag';

const css = readFileSync(resolve(__dirname, 'status-tag.css'), 'utf8');

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The text and tint of a tone in a theme, read from the stylesheet the tags use. */
function colours(tone: string, theme: 'light' | 'dark') {
  // The neutral tone is the tag's own colours in the light theme.
  const light = String.raw`\.rn-status-tag` + (tone === 'neutral' ? '' : `--${tone}`);
  const selector =
    theme === 'dark' ? String.raw`html\[data-theme='dark'\] \.rn-status-tag--${tone}` : light;
  const block = new RegExp(`(^|\\n)${selector} \\{([^}]*)\\}`).exec(css)?.[2];
  if (!block) throw new Error(`No ${theme} colours for the ${tone} tag`);
  const value = (name: string) => new RegExp(`--rn-tag-${name}: (#[0-9a-f]{6});`).exec(block)?.[1];
  return { text: value('text')!, background: value('bg')! };
}

describe('the status tag', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // antd's preset green tag, the failure it replaces: below 4.5:1.
    expect(contrast('#389e0d', '#f6ffed')).toBeLessThan(4.5);
  });

  it.each(STATUS_TONES.flatMap((tone) => (['light', 'dark'] as const).map((t) => [tone, t])))(
    'reads at 4.5:1 or more: %s in the %s theme',
    (tone, theme) => {
      const { text, background } = colours(tone, theme as 'light' | 'dark');
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("maps the features' state colours to tones", () => {
    expect(
      ['green', 'gold', 'orange', 'red', 'blue', 'processing', 'purple', 'default'].map(toneOf),
    ).toEqual(['success', 'warning', 'warning', 'danger', 'info', 'info', 'accent', 'neutral']);
    expect(toneOf('success')).toBe('success');
    expect(toneOf(undefined)).toBe('neutral');
  });

  it('shows its words with the tone as a class', () => {
    render(<StatusTag color="gold">Pending review</StatusTag>);
    expect(screen.getByText('Pending review')).toHaveClass(
      'rn-status-tag',
      'rn-status-tag--warning',
    );
  });
});
