/**
 * The progress bar of the spec (section 2): a thin bar along the top of the page, no spinner,
 * while a navigation or a request is in flight. It looks and behaves as nprogress's did (the
 * same element, `#nprogress .bar .peg`, the same steps), but it only ever writes styles.
 * nprogress read `offsetWidth` at every step to restart its animation, which makes the browser
 * lay the page out there and then, while React builds the page (decision 0042).
 */

/** How fast it moves and fades; tests set them to 0 (nothing then waits on a timer). */
export const progressTimings = {
  /** Between two trickles forward while work is in flight. */
  trickleMs: 300,
  /** One step's slide (a CSS transition on the transform). */
  moveMs: 200,
  /** The fade once the bar is full. */
  fadeMs: 400,
};

/** Where the bar starts, and where trickling stops short of the end. */
const MINIMUM = 0.08;
const MOST = 0.994;

/** `#nprogress` while it is shown, and its bar. */
let element: HTMLElement | undefined;
let bar: HTMLElement | undefined;
let status = 0;
let trickle: ReturnType<typeof setInterval> | undefined;
let leaving: ReturnType<typeof setTimeout> | undefined;

function draw(fraction: number) {
  status = fraction;
  if (bar) bar.style.transform = `translate3d(${((fraction - 1) * 100).toFixed(2)}%, 0, 0)`;
}

/** Smaller steps the further it has come, as nprogress trickles. */
function stepFrom(fraction: number) {
  if (fraction < 0.2) return 0.1;
  if (fraction < 0.5) return 0.04;
  if (fraction < 0.8) return 0.02;
  return 0.005;
}

function remove() {
  clearInterval(trickle);
  clearTimeout(leaving);
  trickle = undefined;
  leaving = undefined;
  element?.remove();
  element = undefined;
  bar = undefined;
}

function show() {
  // A bar still fading from the last piece of work goes; the new one starts from the left.
  remove();
  element = document.createElement('div');
  element.id = 'nprogress';
  element.innerHTML = '<div class="bar"><div class="peg"></div></div>';
  bar = element.firstElementChild as HTMLElement;
  bar.style.transition = `transform ${progressTimings.moveMs}ms ease, opacity ${progressTimings.fadeMs}ms linear`;
  draw(MINIMUM);
  document.body.appendChild(element);
  if (progressTimings.trickleMs > 0) {
    trickle = setInterval(
      () => draw(Math.min(MOST, status + stepFrom(status))),
      progressTimings.trickleMs,
    );
  }
}

function finish() {
  clearInterval(trickle);
  trickle = undefined;
  const { moveMs, fadeMs } = progressTimings;
  if (moveMs + fadeMs === 0) {
    remove();
    return;
  }
  draw(1);
  leaving = setTimeout(() => {
    if (bar) bar.style.opacity = '0';
    leaving = setTimeout(remove, fadeMs);
  }, moveMs);
}

let pending = 0;

/**
 * Starts the progress bar and returns the function that ends this piece of work. Navigations and
 * requests overlap, so a counter keeps the bar up until the last one ends; calling the returned
 * function twice counts once.
 */
export function startProgress(): () => void {
  pending += 1;
  if (pending === 1) show();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    if (pending === 0) finish();
  };
}

/** How many pieces of work hold the bar up (for tests and debugging). */
export function pendingProgress(): number {
  return pending;
}
