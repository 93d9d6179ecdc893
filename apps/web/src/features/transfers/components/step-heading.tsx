import type { ReactNode, RefObject } from 'react';

/** A step's heading, focusable so a new step can move focus to it. */
export function StepHeading({
  headingRef,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
      {children}
    </h2>
  );
}
