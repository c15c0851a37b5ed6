// A server command given as one line (`--server-command`, the `server-command` input, `init
// --server`) split into words the way a POSIX shell would, without running one: quotes and
// backslashes as a shell reads them (`--name="a b"` is one word), by shell-quote.
import { parse } from 'shell-quote';
import { SetupError } from '../errors.js';

/** The line's words. `${spy.url}`-style placeholders and `$NAME` stay as written (nothing is
 * expanded: no shell runs); a pipe, redirect, `;`, `&&` or `#` comment is an error, since
 * only a shell could honour it. `what` names the flag or input in that error. */
export function splitCommand(line: string, what = 'the server command'): string[] {
  // shell-quote asks for each variable's value: give back the text as written.
  const asWritten = (name: string) => (line.includes(`\${${name}}`) ? `\${${name}}` : `$${name}`);
  return parse(line, asWritten).map((word) => {
    if (typeof word === 'string') return word;
    // A glob reaches the server as written, as when a shell matches no file.
    if ('pattern' in word) return word.pattern;
    const shown = 'comment' in word ? `#${word.comment}` : word.op;
    throw new SetupError(
      `${what}: \`${shown}\` needs a shell, and the server is started without one; ` +
        'put the pipeline in a script and start that, or give `server.command` and `server.args` in the config',
    );
  });
}
