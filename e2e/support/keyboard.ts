import { expect, type Locator, type Page } from '@playwright/test';

/** What the browser says about the focused control and the indicator it draws around it. */
interface FocusReport {
  /** A short description of the focused element, for failure messages. */
  element: string;
  /** The element matches :focus-visible (the browser shows keyboard focus on it). */
  focusVisible: boolean;
  /** The best outline or ring found on it or its wrapping label, and its contrast. */
  indicator: string | null;
  contrast: number;
}

/**
 * Reads the focus indicator of the focused element in the page. An indicator is an outline or
 * a ring (a box-shadow spread) at least 2 px wide, on the element or on the label that wraps it
 * (radio cards draw their ring there), whose colour has at least 3:1 contrast against the
 * background around it: WCAG 2.4.7 made measurable with the 3:1 of 1.4.11.
 */
async function readFocus(): Promise<FocusReport> {
  // Colours change with a short transition on focus: read the state it ends in.
  const active = document.activeElement;
  const moving = [active, active?.closest('label')].flatMap(
    (element) => element?.getAnimations() ?? [],
  );
  await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));

  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  /** Any CSS colour as [r, g, b, a] (0–255, alpha 0–1), through the canvas. */
  const rgba = (color: string): [number, number, number, number] => {
    if (!context) return [0, 0, 0, 0];
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = '#000';
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const luminance = ([r, g, b]: number[]) => {
    const channel = (value = 0) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  /** The first opaque-ish background behind an element (page white when none). */
  const backgroundOf = (element: Element | null): number[] => {
    for (let node = element; node; node = node.parentElement) {
      const [r, g, b, a] = rgba(getComputedStyle(node).backgroundColor);
      if (a >= 0.5) return [r, g, b];
    }
    return [255, 255, 255];
  };
  /** A translucent colour as it looks over the background. */
  const over = ([r, g, b, a]: number[], background: number[]) =>
    [r, g, b].map((value = 0, i) => value * (a ?? 1) + (background[i] ?? 255) * (1 - (a ?? 1)));
  /** Top-level commas only: colours such as rgb(1, 2, 3) hold commas of their own. */
  const splitShadows = (value: string) => {
    const parts: string[] = [];
    let depth = 0;
    let current = '';
    for (const char of value) {
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      if (char === ',' && depth === 0) {
        parts.push(current.trim());
        current = '';
      } else current += char;
    }
    if (current.trim()) parts.push(current.trim());
    return parts;
  };

  const focused = document.activeElement;
  if (!focused || focused === document.body) {
    return { element: 'nothing', focusVisible: false, indicator: null, contrast: 0 };
  }
  const name =
    focused.getAttribute('aria-label') ??
    (focused as HTMLInputElement).labels?.[0]?.textContent ??
    focused.textContent ??
    '';
  const element = `<${focused.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}"`;
  const candidates: Element[] = [focused];
  const label = focused.closest('label');
  if (label && label !== focused) candidates.push(label);

  let best: { indicator: string; contrast: number } | null = null;
  const consider = (indicator: string, color: string, width: number, around: number[]) => {
    const colour = rgba(color);
    if (width < 2 || colour[3] === 0) return;
    const ratio = contrast(over(colour, around), around);
    if (!best || ratio > best.contrast) best = { indicator, contrast: ratio };
  };
  for (const candidate of candidates) {
    const style = getComputedStyle(candidate);
    const around = backgroundOf(candidate.parentElement);
    if (style.outlineStyle !== 'none') {
      consider(
        `outline ${style.outlineWidth} ${style.outlineColor}`,
        style.outlineColor,
        parseFloat(style.outlineWidth),
        around,
      );
    }
    if (style.boxShadow !== 'none') {
      for (const shadow of splitShadows(style.boxShadow)) {
        if (shadow.includes('inset')) continue;
        // Chromium writes the colour first, then x, y, blur and spread.
        const lengths = shadow.match(/-?[\d.]+px/g)?.map(parseFloat) ?? [];
        const color = shadow.slice(0, shadow.search(/\s-?[\d.]+px/)).trim();
        const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
        if (x === 0 && y === 0 && blur <= 1)
          consider(`ring ${spread}px ${color}`, color, spread, around);
      }
    }
  }
  const found = best as { indicator: string; contrast: number } | null;
  return {
    element,
    focusVisible: focused.matches(':focus-visible'),
    indicator: found?.indicator ?? null,
    contrast: found ? Math.round(found.contrast * 100) / 100 : 0,
  };
}

/** The focused control shows a focus indicator a keyboard user can see (see readFocus). */
export async function expectVisibleFocus(page: Page) {
  const report = await page.evaluate(readFocus);
  expect(report.focusVisible, `${report.element} is focused, but not :focus-visible`).toBe(true);
  expect(
    report.contrast,
    `${report.element} shows ${report.indicator ?? 'no outline or ring'} when focused`,
  ).toBeGreaterThanOrEqual(3);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking the focus
 * indicator of every control the focus stops at on the way.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 20 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** One press of Tab (or Shift+Tab) must land on `target`, which shows its focus. */
export async function tabOnceTo(page: Page, target: Locator, { back = false } = {}) {
  await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
}
