import type { Country } from '@homeward/contract';
import { render, screen, within } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/locale';
import { allCountries, australia } from '@/testing/onboarding-fixtures';
import { CountryCombobox } from './country-combobox';

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
  it('draws each flag as an image, never as regional-indicator emoji', async () => {
    const user = userEvent.setup();
    const { container } = render(<Picker initial={australia.id} />);
    // The chosen country's flag sits in the input, drawn from its own SVG file.
    const chosenFlag = container.querySelector('[data-flag] img');
    expect(chosenFlag?.getAttribute('src')).toMatch(/AU\.svg/);
    await user.click(combobox());
    for (const option of options()) {
      // Emoji flags render as two letters or empty boxes on Windows and many Linux systems.
      expect(option.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
      const flag = option.querySelector('img');
      expect(flag).toHaveAttribute('alt', '');
      expect(flag?.getAttribute('src')).toMatch(/\.svg/);
    }
    const nepal = options().find((o) => o.textContent?.includes('Nepal'));
    expect(nepal?.querySelector('img')?.getAttribute('src')).toMatch(/NP\.svg/);
  });

  it('keeps an empty flag box for a country whose code has no flag', async () => {
    const user = userEvent.setup();
    const nowhere = { ...australia, id: 999, iso2_alpha: 'ZZ', common_name: 'Nowhere' };
    render(
      <CountryCombobox
        label="Country"
        countries={[nowhere]}
        value={nowhere.id}
        onChange={() => {}}
      />,
    );
    expect(combobox()).toHaveValue('Nowhere');
    await user.click(combobox());
    const [option] = options();
    expect(option).toHaveTextContent('Nowhere');
    expect(option?.querySelector('[data-flag="none"]')).toBeInTheDocument();
    expect(option?.querySelector('img')).toBeNull();
    expect(document.querySelectorAll('[data-flag="none"]')).toHaveLength(2);
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
      'Nepal+977',
      'New Zealand+64',
      'Philippines+63',
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

  it('names the countries in the app’s language, in its alphabetical order', async () => {
    await activateLocale('vi');
    const user = userEvent.setup();
    render(<Picker initial={australia.id} />);
    expect(combobox()).toHaveValue('Úc (+61)');
    await user.click(combobox());
    // Not the English order (Australia first): Vietnamese names, sorted as Vietnamese sorts.
    expect(options().map((o) => o.textContent)).toEqual([
      'Ấn Độ+91',
      'Nepal+977',
      'New Zealand+64',
      'Philippines+63',
      'Úc+61',
      'Vương quốc Anh+44',
    ]);
    // Found by the name shown, without its accents, and by the English name too.
    await user.clear(combobox());
    await user.type(combobox(), 'an do');
    expect(options().map((o) => o.textContent)).toEqual(['Ấn Độ+91']);
    await user.clear(combobox());
    await user.type(combobox(), 'Australia');
    expect(options().map((o) => o.textContent)).toEqual(['Úc+61']);
  });

  it('finds a country by calling code and by ISO code', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.type(combobox(), '+63');
    expect(options().map((o) => o.textContent)).toEqual(['Philippines+63']);
    await user.clear(combobox());
    await user.type(combobox(), 'gbr');
    expect(options().map((o) => o.textContent)).toEqual(['United Kingdom+44']);
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
