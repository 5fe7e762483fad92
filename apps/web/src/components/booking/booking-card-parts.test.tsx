import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressLine, BookingCardHeading, CardFigure, CustomerLine } from './booking-card-parts';

describe('booking card parts', () => {
  it('title the card, say when, and read who, where and how much to screen readers', () => {
    render(
      <article aria-labelledby="b1-title">
        <BookingCardHeading
          id="b1-title"
          title="House Cleaning"
          when="Mon, Nov 23 at 10:00"
          badges={<span>Pending</span>}
        />
        <CustomerLine label="Customer" name="Ana Silva" />
        <AddressLine label="Address" address="Rua Augusta 100, Lisboa" />
        <dl>
          <CardFigure label="Total" className="text-brand-700">
            €55.00
          </CardFigure>
        </dl>
      </article>,
    );
    expect(screen.getByRole('article', { name: 'House Cleaning' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'House Cleaning' })).toBeInTheDocument();
    expect(screen.getByText('Mon, Nov 23 at 10:00')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Ana Silva').parentElement).toHaveTextContent('Customer: Ana Silva');
    expect(screen.getByText('Rua Augusta 100, Lisboa').parentElement).toHaveTextContent(
      'Address: Rua Augusta 100, Lisboa',
    );
    expect(screen.getByRole('term')).toHaveTextContent('Total');
    expect(screen.getByRole('definition')).toHaveTextContent('€55.00');
    expect(screen.getByRole('definition')).toHaveClass('text-brand-700');
  });
});
