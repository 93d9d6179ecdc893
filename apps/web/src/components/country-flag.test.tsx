import { render } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { CountryFlag, flagUrl } from './country-flag';

describe('country flag', () => {
  it("finds a country's flag file from its ISO code, in either case", () => {
    expect(flagUrl('AU')).toMatch(/AU\.svg/);
    expect(flagUrl('gb')).toMatch(/GB\.svg/);
    expect(flagUrl('ph')).not.toEqual(flagUrl('AU'));
  });

  it('has no flag for a code that names no country, nor for regions', () => {
    expect(flagUrl('ZZ')).toBeUndefined();
    expect(flagUrl('')).toBeUndefined();
    expect(flagUrl('GB-SCT')).toBeUndefined();
  });

  it('draws a decorative image of fixed size that loads when shown', () => {
    const { container } = render(<CountryFlag iso2="ph" />);
    const box = container.firstElementChild;
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveAttribute('data-flag', 'PH');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '24');
    expect(image).toHaveAttribute('height', '16');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image?.getAttribute('src')).toMatch(/PH\.svg/);
  });

  it('keeps the same box, empty, for a country with no flag', () => {
    const { container } = render(<CountryFlag iso2="ZZ" />);
    const box = container.firstElementChild;
    expect(box).toHaveAttribute('data-flag', 'none');
    expect(box).toHaveClass('h-4', 'w-6', 'bg-line');
    expect(container.querySelector('img')).toBeNull();
  });
});
