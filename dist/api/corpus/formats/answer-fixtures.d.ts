import type { LoadContext } from '../context.js';
import type { Source } from '../source.js';
import { type FormatLoaded } from './common.js';
export declare const ANSWER_FIXTURE_FILE = "test_case.yaml";
/** Seconds, unless the run sets a default timeout. */
export declare const ANSWER_FIXTURE_TIMEOUT = 300;
export declare function loadAnswerFixture(source: Source, ctx: LoadContext): FormatLoaded;
