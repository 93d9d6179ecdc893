import { stripSlashes } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { attributeDefinitionsByCountry } from '../src/db/attribute-definitions';
import { ageOn } from '../src/modules/profile/service';

/** A value each attribute of each country must accept, and one it must refuse. */
const samples: Record<string, [ok: string, bad: string]> = {
  name: ['Maria José', 'R2D2'],
  second_name: ["O'Neil", 'a@b'],
  third_name: ['Dela Cruz-Santos', '<script>'],
  'birth_detail.date_of_birth': ['1990-07-25', '25/07/1990'],
  'birth_detail.place_of_birth': ['Cebu City', 'X'],
  'address.address_line_1': ['12 Smith Street', 'a'],
  'address.address_line_2': ['Unit 4', ''],
  'address.city': ['Parramatta', 'P'],
  'address.region': ['NSW', 'N'],
  'employment.occupation': ['Nurse', 'N'],
  'employment.employer': ['St Vincent’s Hospital', 'S'],
  unique_identity_number: ['1234-5678-9012-3456', '1234567890123456'],
};

describe('seeded attribute definitions', () => {
  for (const [country, definitions] of Object.entries(attributeDefinitionsByCountry)) {
    it(`${country}: every rule compiles and accepts a real value`, () => {
      const keys = definitions.map((d) => d.attribute);
      expect(new Set(keys).size).toBe(keys.length);
      for (const category of ['identity', 'address', 'employment']) {
        expect(definitions.some((d) => d.category === category && d.isRequired)).toBe(true);
      }
      for (const definition of definitions) {
        if (!definition.regularExpression) continue;
        const pattern = new RegExp(stripSlashes(definition.regularExpression));
        const sample = samples[definition.attribute];
        if (definition.attribute === 'address.postcode') {
          const [ok, bad] = country === 'GB' ? ['SW1A 1AA', '12345'] : ['2000', '200'];
          expect(pattern.test(ok), `${country} ${definition.attribute} ${ok}`).toBe(true);
          expect(pattern.test(bad), `${country} ${definition.attribute} ${bad}`).toBe(false);
        } else if (sample) {
          expect(pattern.test(sample[0]), `${country} ${definition.attribute} ${sample[0]}`).toBe(
            true,
          );
          expect(pattern.test(sample[1]), `${country} ${definition.attribute} ${sample[1]}`).toBe(
            false,
          );
        }
        expect(definition.expressionErrorMessage, definition.attribute).toBeTruthy();
      }
    });
  }
});

describe('ageOn', () => {
  const today = new Date(Date.UTC(2026, 10, 21));
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('2008-11-21', today)).toBe(18);
    expect(ageOn('2008-11-22', today)).toBe(17);
    expect(ageOn('2000-02-29', today)).toBe(26);
  });
  it('refuses dates that do not exist', () => {
    expect(ageOn('2001-02-29', today)).toBeNull();
    expect(ageOn('1990-13-01', today)).toBeNull();
    expect(ageOn('1990-1-1', today)).toBeNull();
  });
});
