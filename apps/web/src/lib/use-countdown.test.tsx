import { act, render, screen } from '@/testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateLock } from '@/components/rate-lock';
import { useHasPassed } from './use-countdown';

const START = new Date('2026-11-26T10:00:00Z');

/** Reports each of its renders, so a test can see that a clock elsewhere does not re-render it. */
function Price({ expiresAt, onRender }: { expiresAt: string; onRender: () => void }) {
  const passed = useHasPassed(expiresAt);
  onRender();
  return (
    <div>
      <p>{passed ? 'Expired' : 'Priced'}</p>
      {passed ? null : <RateLock expiresAt={expiresAt} />}
    </div>
  );
}

describe('the rate lock and the price around it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks the clock every second while the price renders once more, at the end', () => {
    const onRender = vi.fn();
    const expiresAt = new Date(START.getTime() + 90_000).toISOString();
    render(<Price expiresAt={expiresAt} onRender={onRender} />);
    expect(screen.getByText('Rate locked for 1:30')).toBeInTheDocument();
    const first = onRender.mock.calls.length;

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Rate locked for 0:30')).toBeInTheDocument();
    expect(screen.getByText('Priced')).toBeInTheDocument();
    expect(onRender).toHaveBeenCalledTimes(first);

    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText(/Rate locked/)).not.toBeInTheDocument();
    expect(onRender).toHaveBeenCalledTimes(first + 1);
  });

  it('counts a time already past, or no time at all, as passed', () => {
    const onRender = vi.fn();
    const { rerender } = render(
      <Price expiresAt={new Date(START.getTime() - 1).toISOString()} onRender={onRender} />,
    );
    expect(screen.getByText('Expired')).toBeInTheDocument();
    rerender(<Price expiresAt="" onRender={onRender} />);
    expect(screen.getByText('Expired')).toBeInTheDocument();
  });
});
