// Run before each of the renderer's test files, which share one module graph and one happy-dom
// (build/vitest.config.ts): each file starts, as it would alone, with empty storage and an empty page.
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
}
