import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from '@homeward/ui/card';

describe('a card’s region', () => {
  it('is named by its own heading, in a script with no Latin letters too', () => {
    render(
      <>
        <Card title="भुगतान">one</Card>
        <Card title="प्राप्तकर्ता">two</Card>
        <Card title="رسید">three</Card>
      </>,
    );
    // Each region is named by its own heading, not all by the first one's.
    expect(screen.getByRole('region', { name: 'भुगतान' })).toHaveTextContent('one');
    expect(screen.getByRole('region', { name: 'प्राप्तकर्ता' })).toHaveTextContent('two');
    expect(screen.getByRole('region', { name: 'رسید' })).toHaveTextContent('three');
  });

  it('keeps a given id for its heading', () => {
    render(
      <Card title="Limits" id="limits">
        x
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Limits' })).toHaveAttribute('id', 'limits-heading');
  });
});
