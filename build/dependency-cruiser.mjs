// Import cycles, for `npm run lint` (docs/testing.md): dependency-cruiser reads every module's imports
// once and finds the cycles in that one graph, where eslint's import-x/no-cycle walked the graph again
// from every file linted (two thirds of eslint's time). As import-x counted them: a cycle is one of
// value imports (an `import type` is erased, so it cannot make one), dynamic imports included.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: the modules of a cycle depend on each other, so none of them can be understood alone.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    exclude: { path: '^(out|dist|node_modules|test-results|playwright-report|coverage)/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.vue', '.json'] },
  },
};
