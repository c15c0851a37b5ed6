import type { z } from 'zod';
import type { Problem } from '../errors.js';
import { type Path, type Source } from './source.js';
export declare function zodProblems(error: z.ZodError, source: Source, base?: Path): Problem[];
export declare function at(source: Source, path: Path, message: string): Problem;
