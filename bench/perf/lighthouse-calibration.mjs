// The CPU slowdown that makes this host stand for the mid-range phone Lighthouse's mobile preset means (issue 36,
// docs/performance.md#lighthouse). Lighthouse's default 4× is right only on a host whose benchmark index is about
// 1,500: a faster host flatters the page, a slower one punishes it. The Lighthouse team's CPU throttling
// calculator maps the index Lighthouse itself measures (`environment.benchmarkIndex`) to a multiplier, piecewise
// linear: 150 → 1×, 800 → 2×, 1,300 → 3×, then one more × per 233 points (1,533 → 4×, 2,000 → 6×).
// A shared 2-core machine's index moves with its load, so each run is calibrated from the index of the run
// before it (`calibrationChain`), and every score is printed beside the index and the multiplier it ran at.

/** [benchmark index, multiplier] corners of the calculator's line; past the last, its slope continues. */
const CORNERS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/** The calibrated multiplier for a benchmark index, to one decimal; 1× on a host too slow to emulate a phone. */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= CORNERS[0][0]) return 1;
  let k = 1;
  while (k < CORNERS.length - 1 && benchmarkIndex > CORNERS[k][0]) k += 1;
  const [[x0, y0], [x1, y1]] = [CORNERS[k - 1], CORNERS[k]];
  const multiplier = y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0);
  return Math.round(multiplier * 10) / 10;
}

/**
 * Hands out the multiplier for the next run, from the index the last recorded run measured (the first, a probe's);
 * 1× before any. `record` takes each run's report.
 */
export function calibrationChain() {
  let index;
  return {
    next: () => ({ index, multiplier: calibratedSlowdown(index) }),
    record: (lhr) => {
      const measured = lhr?.environment?.benchmarkIndex;
      if (Number.isFinite(measured) && measured > 0) index = measured;
    },
  };
}
