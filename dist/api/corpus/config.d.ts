import { type Problem } from '../errors.js';
import { type Config, type ServerConfig, type Thresholds } from '../model/config.js';
import { type Path, type Source } from './source.js';
export declare function loadConfig(file: string | undefined, cwd: string): Promise<Config>;
/** `${env:NAME}` whose variable the run's environment does not set: a setup error each. */
export declare function missingEnv(config: Config, env: NodeJS.ProcessEnv): Problem[];
/** The values passed to the server through `${env:NAME}`: secrets, redacted from every report. */
export declare function passedValues(config: Config, env: NodeJS.ProcessEnv): string[];
/**
 * The credentials written into `server.headers` as they are (no placeholder: `${env:NAME}` is
 * passedValues'), whole and without their scheme (`Bearer `, `Basic `): secrets too.
 */
export declare function headerValues(config: Config): string[];
/** The server fields that may hold placeholders, each with its path in the config. */
export declare function serverStrings(server: ServerConfig | undefined): [Path, string][];
/** File, line and, when the text is on that line, the column where `text` was written. */
export declare function where(source: Source, at: Path, text: string): Omit<Problem, 'message'>;
/** Parses thresholds given as text (action input / flag): YAML/JSON inline or a file path. */
export declare function parseThresholds(text: string, cwd: string): Promise<Thresholds>;
