import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  endGroup,
  info,
  startGroup
} from "./chunk-NQ2USIFT.js";
import "./chunk-SPVI6TQK.js";
import {
  SetupError
} from "./chunk-BOFVVLHV.js";
import "./chunk-JZ4XGLPB.js";

// src/github/same-job.ts
import { spawn } from "node:child_process";
import { mkdtemp, realpath, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
var BASE_BUILD_TIMEOUT_MS = 30 * 6e4;
function baseSha(eventName, payload) {
  if (eventName !== "pull_request")
    return { why: `the event is ${eventName || "unknown"}, not pull_request` };
  const sha = payload.pull_request?.base?.sha;
  if (typeof sha !== "string" || !/^[0-9a-f]{40,64}$/i.test(sha))
    return { why: "the event payload has no pull_request.base.sha" };
  return { sha };
}
async function checkOutBase(cwd, sha) {
  const top = (await git(["rev-parse", "--show-toplevel"], cwd, "find the repository")).trim();
  const repo = await realpath(top);
  const here = await realpath(cwd);
  const present = await run("git", ["cat-file", "-e", `${sha}^{commit}`], repo);
  if (present.code !== 0) {
    info(`The base commit ${sha.slice(0, 7)} is not in the checkout: fetching it`);
    await git(["fetch", "--no-tags", "--depth=1", "origin", sha], repo, `fetch ${sha}`);
  }
  const parent = await mkdtemp(path.join(process.env.RUNNER_TEMP || tmpdir(), "mcp-eval-base-"));
  const at = path.join(parent, "base");
  const remove = async () => {
    const gone = await run("git", ["worktree", "remove", "--force", at], repo);
    await rm(parent, { recursive: true, force: true }).catch(() => void 0);
    if (gone.code !== 0) await run("git", ["worktree", "prune"], repo);
  };
  try {
    await git(["worktree", "add", "--detach", at, sha], repo, `check out ${sha} into a worktree`);
  } catch (err) {
    await remove();
    throw err;
  }
  return { repo, at, cwd: path.join(at, path.relative(repo, here)), sha, remove };
}
async function buildBase(command, cwd, opts = {}) {
  const timeoutMs = opts.timeoutMs ?? BASE_BUILD_TIMEOUT_MS;
  startGroup(`base-build (in the base checkout): ${command}`);
  let result;
  try {
    result = await run("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", command], cwd, {
      timeoutMs,
      show: true,
      signal: opts.signal
    });
  } finally {
    endGroup();
  }
  if (result.error) throw new SetupError(`base-build could not start bash: ${result.error}`);
  if (opts.signal?.aborted)
    throw new SetupError("base-build was stopped: the job is being cancelled");
  if (result.timedOut)
    throw new SetupError(
      `base-build did not finish within ${timeoutMs / 1e3} s in the base checkout and was stopped`
    );
  if (result.code !== 0)
    throw new SetupError(
      `base-build failed in the base checkout with exit code ${result.code ?? `signal ${result.signal}`} (its output is in the log group "base-build")`
    );
}
async function git(args, cwd, what) {
  const r = await run("git", args, cwd);
  if (r.error) {
    throw new SetupError(
      /ENOENT/.test(r.error) ? "baseline: same-job needs git on the PATH (it checks out the base commit), and git was not found" : `baseline: same-job could not run git to ${what}: ${r.error}`
    );
  }
  if (r.code !== 0) {
    throw new SetupError(
      `baseline: same-job could not ${what}: git ${args.join(" ")} exited with ${r.code}: ${r.stderr.trim().slice(-600)}`
    );
  }
  return r.stdout;
}
function run(command, args, cwd, opts = {}) {
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: Boolean(opts.timeoutMs || opts.signal)
    });
    const take = (chunk, into) => {
      const text = chunk.toString();
      if (opts.show) process.stdout.write(text);
      if (into === "out") stdout = (stdout + text).slice(-1e5);
      else stderr = (stderr + text).slice(-1e5);
    };
    child.stdout.on("data", (d) => take(d, "out"));
    child.stderr.on("data", (d) => take(d, "err"));
    const kill = () => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const timer = opts.timeoutMs && setTimeout(() => {
      timedOut = true;
      kill();
    }, opts.timeoutMs);
    if (opts.signal?.aborted) kill();
    opts.signal?.addEventListener("abort", kill, { once: true });
    const over = () => {
      if (timer) clearTimeout(timer);
      opts.signal?.removeEventListener("abort", kill);
    };
    child.once("error", (err) => {
      over();
      resolve({ code: null, stdout, stderr, error: err.message });
    });
    child.once("close", (code, signal) => {
      over();
      resolve({ code, stdout, stderr, timedOut, ...signal ? { signal } : {} });
    });
  });
}
export {
  BASE_BUILD_TIMEOUT_MS,
  baseSha,
  buildBase,
  checkOutBase
};
