// Turns zod issues into problems that name the file, the line and the field.
import type { z } from 'zod';
import type { Problem } from '../errors.js';
import { formatPath, printable, type Path, type Source } from './source.js';

export function zodProblems(error: z.ZodError, source: Source, base: Path = []): Problem[] {
  return error.issues.flatMap((issue) => {
    const path = [...base, ...(issue.path as (string | number)[])];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => at(source, [...path, key], `unknown field "${key}"`));
    }
    return [at(source, path, issue.message)];
  });
}

export function at(source: Source, path: Path, message: string): Problem {
  const { line, column } = source.posOf(path);
  return {
    file: source.file,
    line,
    column,
    field: formatPath(path),
    message: printable(message),
  };
}
