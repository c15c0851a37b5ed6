// The layering of src/, checked by `npm run lint:deps` (part of `npm run lint`):
//   model/            the types every stage shares; imports nothing of the project
//   match/            pure matching over the model (arguments, request paths)
//   redact/           secrets out of any text: pure, used by every stage and the composition
//   providers/ mcp/ spy/ github/   adapters at the edges: the model, match and errors only
//   corpus/ run/ score/ compare/ report/    the pipeline stages
//   commands/ cli.ts main.ts index.ts inputs.ts engine.ts   composition
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle means two modules cannot be understood (or tested) apart.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'model-is-a-leaf',
      severity: 'error',
      comment: 'The shared model imports nothing else of the project.',
      from: { path: '^src/model/' },
      to: { path: '^src/', pathNot: '^src/model/' },
    },
    {
      name: 'match-reads-only-the-model',
      severity: 'error',
      from: { path: '^src/match/' },
      to: { path: '^src/', pathNot: '^src/(model|match)/' },
    },
    {
      name: 'adapters-stay-at-the-edge',
      severity: 'error',
      comment: 'Adapters (providers, mcp, spy, github) never import a pipeline stage.',
      from: { path: '^src/(providers|mcp|spy|github)/' },
      to: {
        path: '^src/(corpus|run|score|compare|report|commands)/|^src/[^/]+\\.ts$',
        pathNot: '^src/(errors|lists|startup)\\.ts$',
      },
    },
    {
      name: 'stages-flow-forward',
      severity: 'error',
      comment:
        'corpus → run → score → compare → report: a stage never imports a later one, nor the composition.',
      from: { path: '^src/(corpus|score|compare|report)/' },
      to: { path: '^src/(run|commands)/|^src/(main|cli|index|inputs|engine)\\.ts$' },
    },
    {
      name: 'corpus-before-score',
      severity: 'error',
      from: { path: '^src/corpus/' },
      to: { path: '^src/(score|compare|report)/' },
    },
    {
      name: 'score-before-report',
      severity: 'error',
      from: { path: '^src/score/' },
      to: { path: '^src/(compare|report)/' },
    },
    {
      name: 'redaction-is-self-contained',
      severity: 'error',
      comment: 'Redaction is string work every stage uses: it imports nothing else of the project.',
      from: { path: '^src/redact/' },
      to: { path: '^src/', pathNot: '^src/redact/' },
    },
    {
      name: 'run-writes-reports-at-the-end',
      severity: 'error',
      comment:
        'The run builds rows (score/) and redacts them (redact/) itself; only its entry points reach report/, to write the reports at the end.',
      from: {
        path: '^src/run/',
        pathNot: '^src/run/(execute|finish|sides|rescore|evaluate)\\.ts$',
      },
      to: { path: '^src/report/' },
    },
    {
      name: 'run-reaches-only-the-writer',
      severity: 'error',
      comment:
        "What the run's entry points may use of report/: the format names, the output folder (its lock, its faults), the report's assembly and the writer.",
      from: { path: '^src/run/' },
      to: {
        path: '^src/report/',
        pathNot: '^src/report/(outputs/formats|out-lock|out-folder|build|write)\\.ts$',
      },
    },
    {
      name: 'page-script-is-browser-code',
      severity: 'error',
      comment:
        "report.html's script runs in the page: it imports its own modules, the model's types and the model's import-free functions listed here, never Node or a library.",
      from: { path: '^src/report/html/page-script/' },
      to: {
        pathNot: '^src/report/html/page-script/|^src/model/duration\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'compare-before-report',
      severity: 'error',
      comment: 'Comparing two reports reads the model and the statistics; the report renders it.',
      from: { path: '^src/compare/' },
      to: { path: '^src/report/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
