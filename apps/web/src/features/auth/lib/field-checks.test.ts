import type { PasswordPolicy } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/locale';
import {
  confirmationProblem,
  emailProblem,
  newPasswordProblem,
  passwordProblem,
} from './field-checks';

const policy: PasswordPolicy = {
  length: { enabled: true, value: 8, message: 'At least 8 characters', regex: null },
  digits: { enabled: true, value: null, message: 'One number', regex: '/[0-9]/' },
};

describe('the signed-out forms’ field checks', () => {
  it('says what is wrong with an email, in the contract’s words', () => {
    expect(emailProblem('  ')).toBe('The email field is required.');
    expect(emailProblem('maria@')).toBe('The email field must be a valid email address.');
    expect(emailProblem(`${'a'.repeat(250)}@x.com`)).toBe(
      'The email field must not be greater than 254 characters.',
    );
    expect(emailProblem(' maria@example.com ')).toBeUndefined();
  });

  it('lists every policy rule a new password still misses, in one message', () => {
    expect(newPasswordProblem(policy, '')).toBe('The password field is required.');
    expect(newPasswordProblem(policy, 'short')).toBe(
      'The password does not meet the requirements: at least 8 characters, one number.',
    );
    expect(newPasswordProblem(policy, 'longer1234')).toBeUndefined();
    expect(passwordProblem('x'.repeat(129))).toBe(
      'The password field must not be greater than 128 characters.',
    );
  });

  it('needs the confirmation, equal to the password', () => {
    expect(confirmationProblem('Secret123', '')).toBe('The confirm password field is required.');
    expect(confirmationProblem('Secret123', 'Secret124')).toBe(
      'The confirm password field must match password.',
    );
    expect(confirmationProblem('Secret123', 'Secret123')).toBeUndefined();
  });

  it('speaks the chosen language', async () => {
    await activateLocale('id');
    expect(emailProblem('')).toBe('Email wajib diisi.');
    expect(newPasswordProblem(policy, 'longerpass')).toBe(
      'Kata sandi belum memenuhi persyaratan: one number.',
    );
  });
});
