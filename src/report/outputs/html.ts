// report.html: the run for a person to browse — summary, filters, and each row's conversation,
// calls, spy requests, checks and hooks — in one file that needs no network.
import { htmlChunks } from '../html/page.js';
import { output } from './output.js';

export const html = output('html', htmlChunks);
