import { render, screen } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as camera from '../lib/camera';
import { grabFrame } from '../lib/camera';
import { SelfieCapture } from './selfie-capture';

vi.mock('../lib/camera', async (original) => ({
  ...(await original<typeof camera>()),
  hasVideoInput: () => Promise.resolve(true),
  grabFrame: vi.fn(),
}));

const selfie = {
  id: 9,
  code: 'selfie',
  title: 'Selfie',
  description: null,
  public_upload: true,
  info: null,
  document_number_label: null,
  api: 'builtin',
  min_pages: 3,
  max_pages: 3,
  page_labels: ['Look straight', 'Turn a little left', 'Turn a little right'],
};

describe('the selfie camera', () => {
  const stream = { getTracks: () => [] } as unknown as MediaStream;
  beforeEach(() => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve(stream) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:photo');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps every photo when "Take photo" is pressed again before the last one is taken', async () => {
    // A slow phone: each frame is ready only when the test says so.
    const pending: Array<(blob: Blob) => void> = [];
    vi.mocked(grabFrame).mockImplementation(
      () => new Promise<Blob>((resolve) => pending.push(resolve)),
    );
    const user = userEvent.setup();
    render(
      <SelfieCapture
        category={{ id: 3, title: 'Selfie' }}
        type={selfie}
        token="hand-off"
        onUploaded={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Start camera' }));
    await screen.findByText('Photo 1 of 3: Look straight');

    const take = screen.getByRole('button', { name: 'Take photo' });
    await user.click(take);
    // The button waits for its photo: a second press now takes nothing.
    expect(take).toBeDisabled();
    await user.click(take);
    expect(pending).toHaveLength(1);
    pending[0]?.(new Blob(['1'], { type: 'image/jpeg' }));
    await screen.findByText('Photo 2 of 3: Turn a little left');

    for (const [index, next] of [
      [1, 'Photo 3 of 3: Turn a little right'],
      [2, null],
    ] as const) {
      await user.click(screen.getByRole('button', { name: 'Take photo' }));
      pending[index]?.(new Blob([String(index)], { type: 'image/jpeg' }));
      if (next) await screen.findByText(next);
    }
    await screen.findByText('Check your photos');
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});
