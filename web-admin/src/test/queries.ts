import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The table row holding `text`, once it is on the page. */
export async function findRow(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest('tr') as HTMLElement;
}

/** Checks that the link named `name` opens the console page of `resource`'s record `id`. */
export function expectShowLink(name: string | RegExp, resource: string, id: string) {
  expect(screen.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/admin/${resource}/${id}/show`,
  );
}

/** Checks that no button named one of `names` is on the page (support staff, decided records). */
export function expectNoButtons(...names: string[]) {
  for (const name of names) expect(screen.queryByRole('button', { name })).toBeNull();
}
