/**
 * Fits a conditional logit: each observation is a choice among alternatives described by k
 * features, chosen with chance softmax(w · x). Maximum likelihood with an L2 penalty (which keeps
 * rare or separable cases finite), by Newton's method: the log-likelihood is concave.
 */

export interface Choice {
  /** alternatives × k features, alternative by alternative. */
  features: ArrayLike<number>;
  chosen: number;
}

/** Solves A x = b for a symmetric positive-definite A (k × k, row-major) by Cholesky. */
function solveSpd(a: Float64Array, b: Float64Array, k: number): Float64Array {
  const l = new Float64Array(k * k);
  for (let i = 0; i < k; i++) {
    for (let j = 0; j <= i; j++) {
      let s = a[i * k + j];
      for (let m = 0; m < j; m++) s -= l[i * k + m] * l[j * k + m];
      l[i * k + j] = i === j ? Math.sqrt(s) : s / l[j * k + j];
    }
  }
  const y = new Float64Array(k);
  for (let i = 0; i < k; i++) {
    let s = b[i];
    for (let m = 0; m < i; m++) s -= l[i * k + m] * y[m];
    y[i] = s / l[i * k + i];
  }
  const x = new Float64Array(k);
  for (let i = k - 1; i >= 0; i--) {
    let s = y[i];
    for (let m = i + 1; m < k; m++) s -= l[m * k + i] * x[m];
    x[i] = s / l[i * k + i];
  }
  return x;
}

export function fitConditionalLogit(choices: readonly Choice[], k: number, l2 = 0.5, iterations = 30): number[] {
  const w = new Float64Array(k);
  for (let it = 0; it < iterations; it++) {
    const grad = new Float64Array(k);
    const hess = new Float64Array(k * k);
    for (let i = 0; i < k; i++) {
      grad[i] = -l2 * w[i];
      hess[i * k + i] = l2;
    }
    for (const c of choices) {
      const n = c.features.length / k;
      const z = new Float64Array(n);
      let top = -Infinity;
      for (let a = 0; a < n; a++) {
        for (let i = 0; i < k; i++) z[a] += w[i] * c.features[a * k + i];
        top = Math.max(top, z[a]);
      }
      let total = 0;
      for (let a = 0; a < n; a++) total += z[a] = Math.exp(z[a] - top);
      const mean = new Float64Array(k);
      for (let a = 0; a < n; a++) for (let i = 0; i < k; i++) mean[i] += (z[a] / total) * c.features[a * k + i];
      for (let i = 0; i < k; i++) grad[i] += c.features[c.chosen * k + i] - mean[i];
      // Minus the Hessian: the covariance of the features under the choice chances.
      for (let a = 0; a < n; a++) {
        const p = z[a] / total;
        for (let i = 0; i < k; i++) {
          const di = c.features[a * k + i] - mean[i];
          for (let j = 0; j < k; j++) hess[i * k + j] += p * di * (c.features[a * k + j] - mean[j]);
        }
      }
    }
    const step = solveSpd(hess, grad, k);
    let size = 0;
    for (let i = 0; i < k; i++) {
      w[i] += step[i];
      size = Math.max(size, Math.abs(step[i]));
    }
    if (size < 1e-9) break;
  }
  return Array.from(w);
}
