// report.html's script, the entry `npm run page-script` bundles into ../script.generated.ts: it
// reads the report from the page's JSON blocks and builds the page with textContent only (model
// output is hostile: nothing from the report is ever parsed as HTML).
import { comparisonSection } from './comparison.js';
import { readComparisonView, readReport } from './data.js';
import { results } from './results.js';
import { summary } from './summary.js';

const report = readReport();
const rows = report.results || [];
const root = document.getElementById('app')!;
root.textContent = '';
root.appendChild(summary(report));
const compared = comparisonSection(report.comparison, readComparisonView(), rows);
if (compared) root.appendChild(compared);
results(rows).forEach((node) => root.appendChild(node));
document.body.setAttribute('data-ready', 'true');
