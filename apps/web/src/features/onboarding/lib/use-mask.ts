import IMask, { type InputMask } from 'imask';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Applies an IMask pattern ("0000", "00 000 000": 0 a digit, a a letter, * anything, other
 * characters literal) to an input while the customer types. Returns a ref for the input;
 * `onAccept` hears every masked value, so the form state holds what the field shows.
 */
export function useMask(pattern: string | null, onAccept: (value: string) => void) {
  const mask = useRef<InputMask | null>(null);
  const accept = useRef(onAccept);
  useEffect(() => {
    accept.current = onAccept;
  });

  const ref = useCallback(
    (element: HTMLInputElement | null) => {
      mask.current?.destroy();
      mask.current = null;
      if (!element || !pattern) return;
      const instance = IMask(element, { mask: pattern, lazy: true });
      instance.on('accept', () => accept.current(instance.value));
      mask.current = instance;
    },
    [pattern],
  );

  useEffect(
    () => () => {
      mask.current?.destroy();
      mask.current = null;
    },
    [],
  );

  return ref;
}
