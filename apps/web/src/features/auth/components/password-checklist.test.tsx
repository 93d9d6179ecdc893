import { render, screen } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { passwordPolicy } from '@/testing/fixtures';
import { PasswordChecklist } from './password-checklist';

const states = () =>
  Object.fromEntries(
    screen.getAllByRole('listitem').map((item) => [item.dataset.rule, item.dataset.state]),
  );

describe('password checklist', () => {
  it('lists only the enabled rules, grey (idle) while nothing is typed', () => {
    render(<PasswordChecklist policy={passwordPolicy} password="" />);
    expect(states()).toEqual({
      length: 'idle',
      uppercase: 'idle',
      lowercase: 'idle',
      digits: 'idle',
    });
    expect(screen.queryByText('One symbol')).not.toBeInTheDocument();
    for (const item of screen.getAllByRole('listitem')) expect(item).toHaveClass('text-subtle');
  });

  it('marks met rules green and unmet rules red', () => {
    render(<PasswordChecklist policy={passwordPolicy} password="abcD" />);
    expect(states()).toEqual({
      length: 'unmet',
      uppercase: 'met',
      lowercase: 'met',
      digits: 'unmet',
    });
    expect(screen.getByText('One uppercase letter').closest('li')).toHaveClass('text-success');
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveClass('text-danger');
  });

  it('says the state in words as well as colour', () => {
    render(<PasswordChecklist policy={passwordPolicy} password="abcdefgh" />);
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveTextContent(
      'Done: At least 8 characters',
    );
    expect(screen.getByText('One number').closest('li')).toHaveTextContent('Not yet: One number');
  });

  it('passes the length rule at exactly the policy length', () => {
    render(<PasswordChecklist policy={passwordPolicy} password="aaaaaaaa" />);
    expect(states().length).toBe('met');
  });
});
