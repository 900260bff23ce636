import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqBrowser } from './FaqBrowser';

describe('FaqBrowser', () => {
  it('shows the general topic first', () => {
    render(<FaqBrowser />);
    expect(screen.getByText('What is RentNaija?')).toBeInTheDocument();
  });

  it('filters the questions and moves to a topic that has matches', async () => {
    render(<FaqBrowser />);
    fireEvent.change(screen.getByLabelText('Search help articles'), {
      target: { value: 'deposit' },
    });
    expect(await screen.findByText('2 answers match “deposit”')).toBeInTheDocument();
    expect(screen.getByText('Is my security deposit safe?')).toBeInTheDocument();
    expect(screen.queryByText('What is RentNaija?')).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    render(<FaqBrowser />);
    fireEvent.change(screen.getByLabelText('Search help articles'), {
      target: { value: 'zebra' },
    });
    expect(
      await screen.findByText(/No answers in this topic match your search/),
    ).toBeInTheDocument();
  });
});
