import { describe, expect, it } from 'vitest';
import { signUpRequestSchema } from './auth';
import { evaluatePassword, stripSlashes, type PasswordPolicy } from './password-policy';

const policy: PasswordPolicy = {
  length: { enabled: true, value: 8, message: 'At least 8 characters', regex: null },
  uppercase: { enabled: true, value: null, message: 'One uppercase letter', regex: '/[A-Z]/' },
  lowercase: { enabled: true, value: null, message: 'One lowercase letter', regex: '/[a-z]/' },
  digits: { enabled: true, value: null, message: 'One number', regex: '/[0-9]/' },
  wildcard: {
    enabled: false,
    value: null,
    message: 'One special character',
    regex: '/[^A-Za-z0-9]/',
  },
};

const passed = (password: string) =>
  Object.fromEntries(evaluatePassword(policy, password).map((r) => [r.rule, r.passed]));

describe('stripSlashes', () => {
  it('removes only the surrounding slashes', () => {
    expect(stripSlashes('/[A-Z]/')).toBe('[A-Z]');
    expect(stripSlashes('/a\\/b/')).toBe('a\\/b');
    expect(stripSlashes('[0-9]')).toBe('[0-9]');
  });
});

describe('evaluatePassword', () => {
  it('checks the length rule against the policy value, at the boundary', () => {
    expect(passed('Abcdef1').length).toBe(false);
    expect(passed('Abcdefg1').length).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passed('😀😀😀😀😀😀😀').length).toBe(false);
    expect(passed('😀😀😀😀😀😀😀😀').length).toBe(true);
  });

  it('evaluates each regex with the slashes stripped', () => {
    expect(passed('abcdefgh')).toEqual({
      length: true,
      uppercase: false,
      lowercase: true,
      digits: false,
    });
    expect(passed('ABCDEFG1')).toMatchObject({ uppercase: true, lowercase: false, digits: true });
  });

  it('skips disabled and missing rules', () => {
    expect(evaluatePassword(policy, 'x').map((r) => r.rule)).not.toContain('wildcard');
    expect(evaluatePassword({}, 'x')).toEqual([]);
  });

  it('keeps the policy messages', () => {
    expect(evaluatePassword(policy, '')[0]).toEqual({
      rule: 'length',
      message: 'At least 8 characters',
      passed: false,
    });
  });
});

describe('signUpRequestSchema', () => {
  const schema = signUpRequestSchema(policy);
  const errorsOf = (body: unknown) => {
    const result = schema.safeParse(body);
    if (result.success) return {};
    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      (errors[key] ??= []).push(issue.message);
    }
    return errors;
  };

  it('accepts a valid body and lower-cases the email', () => {
    const result = schema.parse({
      email: ' Ana@Example.COM ',
      password: 'Abcdefg1',
      confirm_password: 'Abcdefg1',
    });
    expect(result.email).toBe('ana@example.com');
  });

  it('names every missing field', () => {
    expect(errorsOf({})).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
      confirm_password: ['The confirm password field is required.'],
    });
  });

  it('reports the unmet policy rules and the mismatch together with a bad email', () => {
    expect(errorsOf({ email: 'nope', password: 'abc', confirm_password: 'abd' })).toEqual({
      email: ['The email field must be a valid email address.'],
      password: [
        'The password does not meet the requirements: at least 8 characters, one uppercase letter, one number.',
      ],
      confirm_password: ['The confirm password field must match password.'],
    });
  });

  it('rejects non-string values with a clear message', () => {
    expect(errorsOf({ email: 5, password: ['x'], confirm_password: null })).toEqual({
      email: ['The email field must be a string.'],
      password: ['The password field must be a string.'],
      confirm_password: ['The confirm password field is required.'],
    });
  });
});
