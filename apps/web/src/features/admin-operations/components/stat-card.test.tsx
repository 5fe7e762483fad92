import { render, screen } from '@testing-library/react';
import { ClipboardList, Hourglass } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatCard, StatCount } from './stat-card';

// A <dl> may group a term and its value in one <div>, no deeper (HTML's content model; axe's `dlitem`): each
// card is that <div>, its label the term and its figure the value.
describe('StatCard', () => {
  it('is one term and its value, each a child of the card, the card a child of the list', () => {
    render(
      <dl aria-label="Booking figures">
        <StatCard label="Total bookings" icon={ClipboardList}>
          <StatCount value={12} />
        </StatCard>
        <StatCard label="Pending" icon={Hourglass} tone="pending">
          {null}
        </StatCard>
      </dl>,
    );
    const list = screen.getByLabelText('Booking figures');
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Total bookings', 'Pending']);
    for (const term of terms) {
      const card = term.parentElement;
      expect(card?.parentElement).toBe(list);
      expect(card?.tagName).toBe('DIV');
      expect(term.nextElementSibling?.tagName).toBe('DD');
    }
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('12');
  });
});
