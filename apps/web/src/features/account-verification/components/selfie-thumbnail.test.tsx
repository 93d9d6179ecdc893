import { render, screen } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelfieThumbnail } from './selfie-thumbnail';

const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

describe('a selfie thumbnail', () => {
  afterEach(() => Object.assign(URL, jsdomUrl));

  it('shows the photo through an object URL, and revokes it when the photo changes or goes', () => {
    let made = 0;
    const createObjectURL = vi.fn(() => `blob:photo-${++made}`);
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const first = new Blob(['1'], { type: 'image/jpeg' });
    const second = new Blob(['2'], { type: 'image/jpeg' });

    const { rerender, unmount } = render(<SelfieThumbnail blob={first} label="Look straight" />);
    expect(screen.getByRole('img', { name: 'Look straight' })).toHaveAttribute(
      'src',
      'blob:photo-1',
    );
    expect(createObjectURL).toHaveBeenCalledWith(first);

    // A render with the same photo keeps its URL.
    rerender(<SelfieThumbnail blob={first} label="Look straight" />);
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    rerender(<SelfieThumbnail blob={second} label="Look straight" />);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-1');
    expect(screen.getByRole('img', { name: 'Look straight' })).toHaveAttribute(
      'src',
      'blob:photo-2',
    );

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:photo-2');
  });
});
