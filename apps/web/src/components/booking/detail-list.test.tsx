import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailItem, DetailSection, PriceRow } from './detail-list';

describe('detail list', () => {
  it('labels each fact and each amount as a term and its definition', () => {
    render(
      <DetailSection id="price" title="Price" aside={<span>Paid</span>}>
        <dl>
          <DetailItem wide label="Address">
            Rua Augusta 100
          </DetailItem>
          <PriceRow label="Base price" value="€55.00" />
          <PriceRow label="Oven" value="€10.00" variant="item" />
          <PriceRow label="Total" value="€65.00" variant="strong" />
        </dl>
      </DetailSection>,
    );
    expect(screen.getByRole('region', { name: 'Price' })).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Address', 'Base price', 'Oven', 'Total']);
    expect(definitions).toEqual(['Rua Augusta 100', '€55.00', '€10.00', '€65.00']);
    expect(screen.getByText('Rua Augusta 100').parentElement).toHaveClass('col-span-full');
    expect(screen.getByText('Oven')).toHaveClass('pl-3');
    expect(screen.getByText('€65.00')).toHaveClass('font-bold');
  });
});
