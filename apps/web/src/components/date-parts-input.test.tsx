import { render, screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DateReading } from '@/lib/date-parts';
import { DatePartsInput } from './date-parts-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [reading, setReading] = useState<DateReading | null>(null);
  return (
    <>
      <DatePartsInput
        legend="Date of birth"
        required
        error={reading?.kind === 'problem' ? reading.message : undefined}
        value={value}
        onChange={(next) => {
          setReading(next);
          setValue(next.kind === 'date' ? next.iso : '');
        }}
        onBlur={() => undefined}
        birthday
      />
      <output aria-label="value">{value}</output>
      <button type="button" onClick={() => setValue('1985-12-01')}>
        Apply the document
      </button>
    </>
  );
}

const group = () => screen.getByRole('group', { name: /Date of birth/ });
const boxes = () => within(group()).getAllByRole('textbox');

describe('a date typed as day, month and year', () => {
  it('asks for the day, then the month, then the year, as Australians write dates', () => {
    render(<Harness />);
    expect(boxes().map((box) => box.getAttribute('autocomplete'))).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);
    expect(within(group()).getByLabelText('Day')).toHaveAttribute('inputmode', 'numeric');
    expect(group()).toHaveAccessibleDescription('For example, 25 7 1990');
  });

  it('keeps the ISO date the API wants, and says plainly what is missing or impossible', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(within(group()).getByLabelText('Day'), '31');
    expect(screen.getByText('Date of birth must include a month and year.')).toBeVisible();
    await user.type(within(group()).getByLabelText('Month'), '2');
    await user.type(within(group()).getByLabelText('Year'), '1990');
    expect(
      screen.getByText('Date of birth must be a real date, with a four-digit year.'),
    ).toBeVisible();
    expect(screen.getByLabelText('value')).toHaveTextContent(/^$/);
    await user.clear(within(group()).getByLabelText('Day'));
    await user.type(within(group()).getByLabelText('Day'), '28');
    expect(screen.getByLabelText('value')).toHaveTextContent('1990-02-28');
    expect(within(group()).getByLabelText('Day')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a stored date in its parts, and a date set from outside', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1990-07-05" />);
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['5', '7', '1990']);
    await user.click(screen.getByRole('button', { name: 'Apply the document' }));
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '12', '1985']);
  });
});
