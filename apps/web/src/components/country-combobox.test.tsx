import type { Country } from '@homeward/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { allCountries, australia } from '@/testing/onboarding-fixtures';
import { CountryCombobox, flagEmoji } from './country-combobox';

function Picker({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <CountryCombobox
        label="Country"
        countries={allCountries as Country[]}
        value={value}
        onChange={setValue}
        showCallingCode
      />
      <output data-testid="chosen">{value ?? 'none'}</output>
    </form>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Country' });
const options = () =>
  within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });

describe('country combobox', () => {
  it('draws flags from the ISO code', () => {
    expect(flagEmoji('AU')).toBe('🇦🇺');
    expect(flagEmoji('gb')).toBe('🇬🇧');
    expect(flagEmoji('X')).toBe('');
  });

  it('filters as you type and chooses with the arrows and Enter', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toHaveLength(allCountries.length);

    await user.type(combobox(), 'ne');
    // Names that start with "ne" first, then the one that merely contains it; no Australia.
    expect(options().map((o) => o.textContent)).toEqual([
      '🇳🇵Nepal+977',
      '🇳🇿New Zealand+64',
      '🇵🇭Philippines+63',
    ]);
    const listbox = screen.getByRole('listbox');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(combobox()).toHaveAttribute('aria-activedescendant', options()[0]?.id);

    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', options()[1]?.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('554');
    expect(combobox()).toHaveValue('New Zealand (+64)');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds a country by calling code and by ISO code', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.type(combobox(), '+63');
    expect(options().map((o) => o.textContent)).toEqual(['🇵🇭Philippines+63']);
    await user.clear(combobox());
    await user.type(combobox(), 'gbr');
    expect(options().map((o) => o.textContent)).toEqual(['🇬🇧United Kingdom+44']);
    await user.clear(combobox());
    await user.type(combobox(), 'zzz');
    expect(options()).toHaveLength(0);
    expect(screen.getByText('No country matches')).toBeInTheDocument();
  });

  it('Escape closes the list and keeps the chosen country', async () => {
    const user = userEvent.setup();
    render(<Picker initial={australia.id} />);
    expect(combobox()).toHaveValue('Australia (+61)');
    await user.click(combobox());
    await user.keyboard('{ArrowDown}');
    // Opening starts at the chosen country; ArrowDown moved one on.
    expect(combobox()).toHaveAttribute('aria-activedescendant', options()[1]?.id);
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('Australia (+61)');
    expect(screen.getByTestId('chosen')).toHaveTextContent('36');
    expect(options().find((o) => o.getAttribute('aria-selected') === 'true')).toHaveTextContent(
      'Australia',
    );
  });
});
