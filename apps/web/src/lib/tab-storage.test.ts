import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetTabStorage, tabStorage } from './tab-storage';

const drafts = tabStorage('test-draft');

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('tab storage', () => {
  it('keeps text per id under homeward.{name}, and forgets one id', () => {
    drafts.write('q1', 'one');
    drafts.write('q2', 'two');
    expect(window.sessionStorage.getItem('homeward.test-draft.q1')).toBe('one');
    drafts.forget('q1');
    expect(drafts.read('q1')).toBeNull();
    expect(drafts.read('q2')).toBe('two');
  });

  it('keeps text in memory for the page where the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'QuotaExceededError');
    });
    drafts.write('q1', 'kept');
    expect(window.sessionStorage.length).toBe(0);
    expect(drafts.read('q1')).toBe('kept');
  });

  it('forgets everything Homeward kept for the tab on sign-out, and nothing else', () => {
    drafts.write('q1', 'one');
    window.sessionStorage.setItem('homeward.transfer-key.q9', 'from an earlier page load');
    window.sessionStorage.setItem('another-app', 'theirs');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'QuotaExceededError');
    });
    drafts.write('q2', 'in memory');
    forgetTabStorage();
    expect(drafts.read('q1')).toBeNull();
    expect(drafts.read('q2')).toBeNull();
    expect(window.sessionStorage.getItem('homeward.transfer-key.q9')).toBeNull();
    expect(window.sessionStorage.getItem('another-app')).toBe('theirs');
  });
});
