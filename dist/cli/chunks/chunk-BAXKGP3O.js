import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  SetupError,
  errorMessage
} from "./chunk-G25U54P6.js";

// src/report/out-folder.ts
import path from "node:path";
var CAUSES = {
  ENOSPC: "no space left on device",
  EDQUOT: "disk quota exceeded",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EROFS: "read-only file system",
  ENOTDIR: "a file is in the way of a folder",
  EEXIST: "a file is in the way of a folder",
  EISDIR: "a folder is in the way of a file",
  EIO: "input/output error",
  EMFILE: "too many open files",
  ENFILE: "too many open files"
};
function errorCode(err) {
  const code = err?.code;
  return typeof code === "string" ? code : void 0;
}
function cause(err) {
  const code = errorCode(err);
  return code && CAUSES[code] ? `${CAUSES[code]} (${code})` : errorMessage(err);
}
function isFsError(err) {
  const code = errorCode(err);
  return !!code && /^E[A-Z]+$/.test(code);
}
function outputError(err, folder, doing, then = "") {
  return new SetupError(
    `Cannot ${doing} in the output folder ${folder}: ${cause(err)}${then ? `
${then}` : ""}`
  );
}
function shownOut(opts) {
  return path.isAbsolute(opts.out) ? opts.out : path.relative(opts.cwd, path.resolve(opts.cwd, opts.out)) || ".";
}

// src/report/out-lock.ts
import {
  closeSync,
  mkdirSync,
  rmdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync
} from "node:fs";
import { hostname } from "node:os";
import path2 from "node:path";
var LOCK_FILE = ".mcp-eval.lock";
var UNREADABLE_GRACE_MS = 5e3;
function lockOut(out, shown, what, notice) {
  let made;
  try {
    made = mkdirSync(out, { recursive: true });
  } catch (err) {
    throw outputError(err, shown, "create the folder");
  }
  const file = path2.join(out, LOCK_FILE);
  const mine = {
    pid: process.pid,
    hostname: hostname(),
    started: (/* @__PURE__ */ new Date()).toISOString(),
    command: what
  };
  for (let attempt = 0; ; attempt++) {
    const created = create(file, mine, shown);
    if (created) break;
    const holder = read(file);
    if (holder === "gone") continue;
    const stale = staleness(holder, file);
    if (!stale || attempt > 0) throw busy(shown, file, holder);
    rmSync(file, { force: true });
    notice(`Took over the lock of ${shown}: ${stale}`);
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    atExit.delete(release);
    const now = read(file);
    if (now !== "gone" && now && now.pid === mine.pid && now.started === mine.started) {
      rmSync(file, { force: true });
    }
    if (made) {
      try {
        rmdirSync(out);
      } catch {
      }
    }
  };
  releaseAtExit(release);
  return { file, release };
}
var atExit = /* @__PURE__ */ new Set();
var hooked = false;
function releaseAtExit(release) {
  atExit.add(release);
  if (hooked) return;
  hooked = true;
  process.once("exit", () => {
    for (const r of atExit) r();
  });
}
function create(file, holder, shown) {
  let fd;
  try {
    fd = openSync(file, "wx");
  } catch (err) {
    if (errorCode(err) === "EEXIST") return false;
    throw outputError(err, shown, "create the lock file");
  }
  try {
    writeSync(fd, JSON.stringify(holder) + "\n");
    closeSync(fd);
  } catch (err) {
    rmSync(file, { force: true });
    throw outputError(err, shown, "write the lock file");
  }
  return true;
}
function read(file) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if (errorCode(err) === "ENOENT") return "gone";
    return void 0;
  }
  try {
    const data = JSON.parse(text);
    if (Number.isInteger(data.pid) && typeof data.hostname === "string")
      return { started: "?", ...data };
  } catch {
  }
  return void 0;
}
function staleness(holder, file) {
  if (!holder) {
    const age = Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    return age > UNREADABLE_GRACE_MS ? "its lock file was unreadable (a run that died)" : void 0;
  }
  if (holder.hostname !== hostname()) return void 0;
  try {
    process.kill(holder.pid, 0);
    return void 0;
  } catch (err) {
    if (errorCode(err) !== "ESRCH") return void 0;
  }
  return `pid ${holder.pid}, started ${holder.started}, is no longer running`;
}
function busy(shown, file, holder) {
  const who = holder ? `pid ${holder.pid} on ${holder.hostname}${holder.command ? ` (${holder.command})` : ""}, started ${holder.started}` : "a process whose lock file cannot be read";
  return new SetupError(
    `The output folder ${shown} is in use by another run: ${who}.
Wait for it to finish, or give this run another --out. (A lock left by a run that cannot have finished, e.g. on another host, is removed by deleting ${file}.)`
  );
}
async function writeLocked(out, shown, what, write, notice = () => void 0) {
  const lock = lockOut(out, shown, what, notice);
  try {
    return await write();
  } catch (err) {
    throw isFsError(err) ? outputError(err, shown, "write the report") : err;
  } finally {
    lock.release();
  }
}

export {
  errorCode,
  cause,
  isFsError,
  outputError,
  shownOut,
  lockOut,
  writeLocked
};
