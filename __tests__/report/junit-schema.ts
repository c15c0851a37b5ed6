// xmllint on report.junit.xml: validation against the common JUnit schema written for this
// project (__tests__/fixtures/junit/junit.xsd), and XPath through xmllint's parser. CI installs
// xmllint (Debian's libxml2-utils, in .ci/run); without it locally, the tests that need it skip.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

export const XSD = path.resolve(import.meta.dirname, '../fixtures/junit/junit.xsd');

/** Run the xmllint tests: where xmllint is installed, and always on CI (which must have it). */
export const XMLLINT = spawnSync('xmllint', ['--version']).status === 0 || !!process.env.CI;

/** xmllint --noout --schema: '' when valid, else its complaints. */
export function schemaErrors(file: string): string {
  const r = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' });
  return r.status === 0 ? '' : r.stderr || `xmllint exited ${r.status}`;
}

/** An XPath expression's value as xmllint's parser reads the file. */
export function xpath(file: string, expr: string): string {
  return execFileSync('xmllint', ['--xpath', expr, file], { encoding: 'utf8' }).replace(/\n$/, '');
}
