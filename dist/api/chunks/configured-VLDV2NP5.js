import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  CLARIFICATION_RULE
} from "./chunk-SSEXOK6Y.js";
import {
  CORPUS_LIMIT_ENV,
  DEFAULTS,
  LIMITS,
  TIERED_GATES,
  TIERED_TIERS,
  TOO_BIG,
  at,
  formatPath,
  fromTieredThresholds,
  isProblem,
  isTieredThresholds,
  matcherProblems,
  printable,
  readSource,
  thresholdsSchema,
  zodProblems
} from "./chunk-ZE5QXLQL.js";
import {
  ANSWER_MODES,
  ANSWER_SCOPES,
  annotationModeSchema,
  confirmDestructiveSchema,
  modeSchema,
  readPatternSchema,
  requestPatternSchema,
  routeSchema,
  tierSchema
} from "./chunk-3WLKPVNI.js";
import {
  SetupError
} from "./chunk-BOFVVLHV.js";
import {
  external_exports
} from "./chunk-A2KQDUST.js";
import {
  __commonJS,
  __toESM
} from "./chunk-JZ4XGLPB.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path8, { windows } = {}) => {
      const segs = path8.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob2 = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob2 = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob2 = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob2) glob2 = utils.removeBackslashes(glob2);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob: glob2,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args3, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args3, options);
      }
      args3.sort();
      const value = `[${args3.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args3.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix2 = POSIX_REGEX_SOURCE[rest2];
                if (posix2) {
                  prev.value = pre + posix2;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject2 = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob2, options, returnState = false) => {
      if (Array.isArray(glob2)) {
        const fns = glob2.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject2(glob2) && glob2.tokens && glob2.input;
      if (glob2 === "" || typeof glob2 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix2 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob2, options) : picomatch2.makeRe(glob2, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob: glob2, posix: posix2 });
        const result = { glob: glob2, state, regex, posix: posix2, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob: glob2, posix: posix2 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix2 ? utils.toPosixSlashes : null);
      let match = input === glob2;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob2;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix2);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob2, options, posix2 = options && options.windows) => {
      const regex = glob2 instanceof RegExp ? glob2 : picomatch2.makeRe(glob2, options);
      return regex.test(utils.basename(input, { windows: posix2 }));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob2, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob2, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// src/corpus/load.ts
import { existsSync } from "node:fs";
import { stat as stat2 } from "node:fs/promises";
import path7 from "node:path";

// node_modules/tinyglobby/dist/index.mjs
import { readdir, readdirSync, realpath, realpathSync, stat, statSync } from "fs";
import { isAbsolute, posix, resolve as resolve2 } from "path";
import { fileURLToPath } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire } from "module";
import { basename, dirname, normalize, relative, resolve, sep } from "path";
import * as nativeFs from "fs";
var __require = /* @__PURE__ */ createRequire(import.meta.url);
function cleanPath(path8) {
  let normalized = normalize(path8);
  if (normalized.length > 1 && normalized[normalized.length - 1] === sep) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
var SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path8, separator) {
  return path8.replace(SLASHES_REGEX, separator);
}
var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path8) {
  return path8 === "/" || WINDOWS_ROOT_DIR_REGEX.test(path8);
}
function normalizePath(path8, options) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
  const pathNeedsCleaning = process.platform === "win32" && path8.includes("/") || path8.startsWith(".");
  if (resolvePaths) path8 = resolve(path8);
  if (normalizePath$1 || pathNeedsCleaning) path8 = cleanPath(path8);
  if (path8 === ".") return "";
  const needsSeperator = path8[path8.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path8 + pathSeparator : path8, pathSeparator);
}
function joinPathWithBasePath(filename, directoryPath) {
  return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
  return function(filename, directoryPath) {
    const sameRoot = directoryPath.startsWith(root);
    if (sameRoot) return directoryPath.slice(root.length) + filename;
    else return convertSlashes(relative(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
  };
}
function joinPath(filename) {
  return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
  return directoryPath + filename + separator;
}
function build$7(root, options) {
  const { relativePaths, includeBasePath } = options;
  return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}
function pushDirectoryWithRelativePath(root) {
  return function(directoryPath, paths) {
    paths.push(directoryPath.substring(root.length) || ".");
  };
}
function pushDirectoryFilterWithRelativePath(root) {
  return function(directoryPath, paths, filters) {
    const relativePath = directoryPath.substring(root.length) || ".";
    if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
  };
}
var pushDirectory = (directoryPath, paths) => {
  paths.push(directoryPath || ".");
};
var pushDirectoryFilter = (directoryPath, paths, filters) => {
  const path8 = directoryPath || ".";
  if (filters.every((filter) => filter(path8, true))) paths.push(path8);
};
var empty$2 = () => {
};
function build$6(root, options) {
  const { includeDirs, filters, relativePaths } = options;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
var pushFileFilterAndCount = (filename, _paths, counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) counts.files++;
};
var pushFileFilter = (filename, paths, _counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
var pushFileCount = (_filename, _paths, counts, _filters) => {
  counts.files++;
};
var pushFile = (filename, paths) => {
  paths.push(filename);
};
var empty$1 = () => {
};
function build$5(options) {
  const { excludeFiles, filters, onlyCounts } = options;
  if (excludeFiles) return empty$1;
  if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
  else if (onlyCounts) return pushFileCount;
  else return pushFile;
}
var getArray = (paths) => {
  return paths;
};
var getArrayGroup = () => {
  return [""].slice(0, 0);
};
function build$4(options) {
  return options.group ? getArrayGroup : getArray;
}
var groupFiles = (groups, directory, files) => {
  groups.push({
    directory,
    files,
    dir: directory
  });
};
var empty = () => {
};
function build$3(options) {
  return options.group ? groupFiles : empty;
}
var resolveSymlinksAsync = function(path8, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  fs.realpath(path8, (error, resolvedPath) => {
    if (error) return queue.dequeue(suppressErrors ? null : error, state);
    fs.stat(resolvedPath, (error$1, stat3) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat3.isDirectory() && isRecursive(path8, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat3, resolvedPath);
      queue.dequeue(null, state);
    });
  });
};
var resolveSymlinks = function(path8, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs.realpathSync(path8);
    const stat3 = fs.statSync(resolvedPath);
    if (stat3.isDirectory() && isRecursive(path8, resolvedPath, state)) return;
    callback$1(stat3, resolvedPath);
  } catch (e) {
    if (!suppressErrors) throw e;
  }
};
function build$2(options, isSynchronous) {
  if (!options.resolveSymlinks || options.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path8, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = dirname(path8);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname(parent);
  }
  state.symlinks.set(path8, resolved);
  return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
  return state.visited.includes(resolved + state.options.pathSeparator);
}
var onlyCountsSync = (state) => {
  return state.counts;
};
var groupsSync = (state) => {
  return state.groups;
};
var defaultSync = (state) => {
  return state.paths;
};
var limitFilesSync = (state) => {
  return state.paths.slice(0, state.options.maxFiles);
};
var onlyCountsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.counts, state.options.suppressErrors);
  return null;
};
var defaultAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths, state.options.suppressErrors);
  return null;
};
var limitFilesAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
};
var groupsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.groups, state.options.suppressErrors);
  return null;
};
function report(error, callback$1, output, suppressErrors) {
  if (error && !suppressErrors) callback$1(error, output);
  else callback$1(null, output);
}
function build$1(options, isSynchronous) {
  const { onlyCounts, group, maxFiles } = options;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group) return isSynchronous ? groupsSync : groupsAsync;
  else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
  else return isSynchronous ? defaultSync : defaultAsync;
}
var readdirOpts = { withFileTypes: true };
var walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  state.queue.enqueue();
  if (currentDepth < 0) return state.queue.dequeue(null, state);
  const { fs } = state;
  state.visited.push(crawlPath);
  state.counts.directories++;
  fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
    callback$1(entries, directoryPath, currentDepth);
    state.queue.dequeue(state.options.suppressErrors ? null : error, state);
  });
};
var walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  const { fs } = state;
  if (currentDepth < 0) return;
  state.visited.push(crawlPath);
  state.counts.directories++;
  let entries = [];
  try {
    entries = fs.readdirSync(crawlPath || ".", readdirOpts);
  } catch (e) {
    if (!state.options.suppressErrors) throw e;
  }
  callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
  return isSynchronous ? walkSync : walkAsync;
}
var Queue = class {
  count = 0;
  constructor(onQueueEmpty) {
    this.onQueueEmpty = onQueueEmpty;
  }
  enqueue() {
    this.count++;
    return this.count;
  }
  dequeue(error, output) {
    if (this.onQueueEmpty && (--this.count <= 0 || error)) {
      this.onQueueEmpty(error, output);
      if (error) {
        output.controller.abort();
        this.onQueueEmpty = void 0;
      }
    }
  }
};
var Counter = class {
  _files = 0;
  _directories = 0;
  set files(num) {
    this._files = num;
  }
  get files() {
    return this._files;
  }
  set directories(num) {
    this._directories = num;
  }
  get directories() {
    return this._directories;
  }
  /**
  * @deprecated use `directories` instead
  */
  /* c8 ignore next 3 */
  get dirs() {
    return this._directories;
  }
};
var Aborter = class {
  aborted = false;
  abort() {
    this.aborted = true;
  }
};
var Walker = class {
  root;
  isSynchronous;
  state;
  joinPath;
  pushDirectory;
  pushFile;
  getArray;
  groupFiles;
  resolveSymlink;
  walkDirectory;
  callbackInvoker;
  constructor(root, options, callback$1) {
    this.isSynchronous = !callback$1;
    this.callbackInvoker = build$1(options, this.isSynchronous);
    this.root = normalizePath(root, options);
    this.state = {
      root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
      paths: [""].slice(0, 0),
      groups: [],
      counts: new Counter(),
      options,
      queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
      symlinks: /* @__PURE__ */ new Map(),
      visited: [""].slice(0, 0),
      controller: new Aborter(),
      fs: options.fs || nativeFs
    };
    this.joinPath = build$7(this.root, options);
    this.pushDirectory = build$6(this.root, options);
    this.pushFile = build$5(options);
    this.getArray = build$4(options);
    this.groupFiles = build$3(options);
    this.resolveSymlink = build$2(options, this.isSynchronous);
    this.walkDirectory = build(this.isSynchronous);
  }
  start() {
    this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
    this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
    return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
  }
  walk = (entries, directoryPath, depth) => {
    const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
    if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
    const files = this.getArray(this.state.paths);
    for (let i = 0; i < entries.length; ++i) {
      const entry = entries[i];
      if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
        const filename = this.joinPath(entry.name, directoryPath);
        this.pushFile(filename, files, this.state.counts, filters);
      } else if (entry.isDirectory()) {
        let path8 = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
        if (exclude && exclude(entry.name, path8)) continue;
        this.pushDirectory(path8, paths, filters);
        this.walkDirectory(this.state, path8, path8, depth - 1, this.walk);
      } else if (this.resolveSymlink && entry.isSymbolicLink()) {
        let path8 = joinPathWithBasePath(entry.name, directoryPath);
        this.resolveSymlink(path8, this.state, (stat3, resolvedPath) => {
          if (stat3.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path8 + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path8 + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path8;
            const filename = basename(resolvedPath);
            const directoryPath$1 = normalizePath(dirname(resolvedPath), this.state.options);
            resolvedPath = this.joinPath(filename, directoryPath$1);
            this.pushFile(resolvedPath, files, this.state.counts, filters);
          }
        });
      }
    }
    this.groupFiles(this.state.groups, directoryPath, files);
  };
};
function promise(root, options) {
  return new Promise((resolve$1, reject) => {
    callback(root, options, (err, output) => {
      if (err) return reject(err);
      resolve$1(output);
    });
  });
}
function callback(root, options, callback$1) {
  let walker = new Walker(root, options, callback$1);
  walker.start();
}
function sync(root, options) {
  const walker = new Walker(root, options);
  return walker.start();
}
var APIBuilder = class {
  constructor(root, options) {
    this.root = root;
    this.options = options;
  }
  withPromise() {
    return promise(this.root, this.options);
  }
  withCallback(cb) {
    callback(this.root, this.options, cb);
  }
  sync() {
    return sync(this.root, this.options);
  }
};
var pm = null;
try {
  __require.resolve("picomatch");
  pm = __require("picomatch");
} catch {
}
var Builder = class {
  globCache = {};
  options = {
    maxDepth: Infinity,
    suppressErrors: true,
    pathSeparator: sep,
    filters: []
  };
  globFunction;
  constructor(options) {
    this.options = {
      ...this.options,
      ...options
    };
    this.globFunction = this.options.globFunction;
  }
  group() {
    this.options.group = true;
    return this;
  }
  withPathSeparator(separator) {
    this.options.pathSeparator = separator;
    return this;
  }
  withBasePath() {
    this.options.includeBasePath = true;
    return this;
  }
  withRelativePaths() {
    this.options.relativePaths = true;
    return this;
  }
  withDirs() {
    this.options.includeDirs = true;
    return this;
  }
  withMaxDepth(depth) {
    this.options.maxDepth = depth;
    return this;
  }
  withMaxFiles(limit) {
    this.options.maxFiles = limit;
    return this;
  }
  withFullPaths() {
    this.options.resolvePaths = true;
    this.options.includeBasePath = true;
    return this;
  }
  withErrors() {
    this.options.suppressErrors = false;
    return this;
  }
  withSymlinks({ resolvePaths = true } = {}) {
    this.options.resolveSymlinks = true;
    this.options.useRealPaths = resolvePaths;
    return this.withFullPaths();
  }
  withAbortSignal(signal) {
    this.options.signal = signal;
    return this;
  }
  normalize() {
    this.options.normalizePath = true;
    return this;
  }
  filter(predicate) {
    this.options.filters.push(predicate);
    return this;
  }
  onlyDirs() {
    this.options.excludeFiles = true;
    this.options.includeDirs = true;
    return this;
  }
  exclude(predicate) {
    this.options.exclude = predicate;
    return this;
  }
  onlyCounts() {
    this.options.onlyCounts = true;
    return this;
  }
  crawl(root) {
    return new APIBuilder(root || ".", this.options);
  }
  withGlobFunction(fn) {
    this.globFunction = fn;
    return this;
  }
  /**
  * @deprecated Pass options using the constructor instead:
  * ```ts
  * new fdir(options).crawl("/path/to/root");
  * ```
  * This method will be removed in v7.0
  */
  /* c8 ignore next 4 */
  crawlWithOptions(root, options) {
    this.options = {
      ...this.options,
      ...options
    };
    return new APIBuilder(root || ".", this.options);
  }
  glob(...patterns) {
    if (this.globFunction) return this.globWithOptions(patterns);
    return this.globWithOptions(patterns, ...[{ dot: true }]);
  }
  globWithOptions(patterns, ...options) {
    const globFn = this.globFunction || pm;
    if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
    var isMatch = this.globCache[patterns.join("\0")];
    if (!isMatch) {
      isMatch = globFn(patterns, ...options);
      this.globCache[patterns.join("\0")] = isMatch;
    }
    this.options.filters.push((path8) => isMatch(path8));
    return this;
  }
};

// node_modules/tinyglobby/dist/index.mjs
var import_picomatch = __toESM(require_picomatch2(), 1);
var isReadonlyArray = Array.isArray;
var BACKSLASHES = /\\/g;
var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
var isWin = process.platform === "win32";
var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
  const patternsCount = patterns.length;
  const patternsParts = Array(patternsCount);
  const matchers = Array(patternsCount);
  let i, j;
  for (i = 0; i < patternsCount; i++) {
    const parts = splitPattern(patterns[i]);
    patternsParts[i] = parts;
    const partsCount = parts.length;
    const partMatchers = Array(partsCount);
    for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch.default)(parts[j], options);
    matchers[i] = partMatchers;
  }
  return (input) => {
    const inputParts = input.split("/");
    if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
    for (i = 0; i < patternsCount; i++) {
      const patternParts = patternsParts[i];
      const matcher = matchers[i];
      const inputPatternCount = inputParts.length;
      const minParts = Math.min(inputPatternCount, patternParts.length);
      j = 0;
      while (j < minParts) {
        const part = patternParts[j];
        if (part.includes("/")) return true;
        if (!matcher[j](inputParts[j])) break;
        if (!options.noglobstar && part === "**") return true;
        j++;
      }
      if (j === inputPatternCount) return true;
    }
    return false;
  };
}
var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
var isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
  if (cwd === root || root.startsWith(`${cwd}/`)) {
    if (absolute) {
      const start = cwd.length + +!isRoot(cwd);
      return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
    }
    const prefix = root.slice(cwd.length + 1);
    if (prefix) return (p, isDir) => {
      if (p === ".") return prefix;
      const result = `${prefix}/${p}`;
      return isDir ? result.slice(0, -1) : result;
    };
    return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
  }
  if (absolute) return (p) => posix.relative(cwd, p) || ".";
  return (p) => posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result = posix.relative(cwd, `${root}/${p}`);
    return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
  };
}
function ensureNonDriveRelativePath(path8) {
  return path8.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
var splitPatternOptions = { parts: true };
function splitPattern(path8) {
  var _result$parts;
  const result = import_picomatch.default.scan(path8, splitPatternOptions);
  return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path8];
}
var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
var escapePosixPath = (path8) => path8.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapeWin32Path = (path8) => path8.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapePath = isWin ? escapeWin32Path : escapePosixPath;
function isDynamicPattern(pattern, options) {
  if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
  const scan = import_picomatch.default.scan(pattern);
  return scan.isGlob || scan.negated;
}
function log(...tasks) {
  console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
  return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
var PARENT_DIRECTORY = /^(\/?\.\.)+/;
var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
  var _PARENT_DIRECTORY$exe;
  const cwd = opts.cwd;
  let result = pattern;
  if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
  if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
  const escapedCwd = escapePath(cwd);
  result = isAbsolute(result.replace(ESCAPING_BACKSLASHES, "")) ? posix.relative(escapedCwd, result) : posix.normalize(result);
  const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
  const parts = splitPattern(result);
  if (parentDir) {
    const n = (parentDir.length + 1) / 3;
    let i = 0;
    const cwdParts = escapedCwd.split("/");
    while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
      result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
      i++;
    }
    const potentialRoot = posix.join(cwd, parentDir.slice(i * 3));
    if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
      props.root = ensureNonDriveRelativePath(potentialRoot);
      props.depthOffset = -n + i;
    }
  }
  if (!isIgnore && props.depthOffset >= 0) {
    var _props$commonPath;
    (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
    const newCommonPath = [];
    const length = Math.min(props.commonPath.length, parts.length);
    for (let i = 0; i < length; i++) {
      const part = parts[i];
      if (part === "**" && !parts[i + 1]) {
        newCommonPath.pop();
        break;
      }
      if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
      newCommonPath.push(part);
    }
    props.depthOffset = newCommonPath.length;
    props.commonPath = newCommonPath;
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix.join(cwd, ...newCommonPath) : cwd);
  }
  return result;
}
function processPatterns(options, patterns, props) {
  const matchPatterns = [];
  const ignorePatterns = [];
  for (const pattern of options.ignore) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
  }
  for (const pattern of patterns) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
    else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
  }
  return {
    match: matchPatterns,
    ignore: ignorePatterns
  };
}
function buildCrawler(options, patterns) {
  const cwd = options.cwd;
  const props = {
    root: cwd,
    depthOffset: 0
  };
  const processed = processPatterns(options, patterns, props);
  if (options.debug) log("internal processing patterns:", processed);
  const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
  const root = props.root.replace(BACKSLASHES, "");
  const matchOptions = {
    dot,
    nobrace: options.braceExpansion === false,
    nocase: !caseSensitiveMatch,
    noextglob: options.extglob === false,
    noglobstar: options.globstar === false,
    posix: true
  };
  const matcher = (0, import_picomatch.default)(processed.match, matchOptions);
  const ignore = (0, import_picomatch.default)(processed.ignore, matchOptions);
  const partialMatcher = getPartialMatcher(processed.match, matchOptions);
  const format = buildFormat(cwd, root, absolute);
  const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
  const excludePredicate = (_, p) => {
    const relativePath = excludeFormatter(p, true);
    return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
  };
  let maxDepth;
  if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
  const crawler = new Builder({
    filters: [debug ? (p, isDirectory) => {
      const path8 = format(p, isDirectory);
      const matches = matcher(path8) && !ignore(path8);
      if (matches) log(`matched ${path8}`);
      return matches;
    } : (p, isDirectory) => {
      const path8 = format(p, isDirectory);
      return matcher(path8) && !ignore(path8);
    }],
    exclude: debug ? (_, p) => {
      const skipped = excludePredicate(_, p);
      log(`${skipped ? "skipped" : "crawling"} ${p}`);
      return skipped;
    } : excludePredicate,
    fs: options.fs,
    pathSeparator: "/",
    relativePaths: !absolute,
    resolvePaths: absolute,
    includeBasePath: absolute,
    resolveSymlinks: followSymbolicLinks,
    excludeSymlinks: !followSymbolicLinks,
    excludeFiles: onlyDirectories,
    includeDirs: onlyDirectories || !options.onlyFiles,
    maxDepth,
    signal: options.signal
  }).crawl(root);
  if (options.debug) log("internal properties:", {
    ...props,
    root
  });
  return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
function formatPaths(paths, mapper) {
  if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
  return paths;
}
var defaultOptions = {
  caseSensitiveMatch: true,
  debug: !!process.env.TINYGLOBBY_DEBUG,
  expandDirectories: true,
  followSymbolicLinks: true,
  onlyFiles: true
};
function getOptions(options) {
  const opts = Object.assign({}, options);
  for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
  opts.cwd = (opts.cwd instanceof URL ? fileURLToPath(opts.cwd) : resolve2(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || readdir,
    readdirSync: opts.fs.readdirSync || readdirSync,
    realpath: opts.fs.realpath || realpath,
    realpathSync: opts.fs.realpathSync || realpathSync,
    stat: opts.fs.stat || stat,
    statSync: opts.fs.statSync || statSync
  });
  if (opts.debug) log("globbing with options:", opts);
  return opts;
}
function getCrawler(globInput, inputOptions = {}) {
  var _ref;
  if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
  const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
  const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
  const options = getOptions(isModern ? inputOptions : globInput);
  return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
async function glob(globInput, options) {
  const [crawler, relative2] = getCrawler(globInput, options);
  return crawler ? formatPaths(await crawler.withPromise(), relative2) : [];
}

// src/corpus/formats.ts
import path5 from "node:path";

// src/corpus/formats/answer-fixtures.ts
import path from "node:path";

// src/corpus/formats/common.ts
function ignoredFields(source, path8, obj, known) {
  if (!obj || typeof obj !== "object" || Array.isArray(obj)) return void 0;
  const extra = Object.keys(obj).filter((k) => !known.includes(k));
  if (!extra.length) return void 0;
  return `${source.file}:${source.lineOf([...path8, extra[0]])}: ignoring ${extra.map((k) => `\`${printable(k)}\``).join(", ")} (not used by mcp-eval)`;
}
function locator(source, map) {
  const { posOf } = source;
  return (p) => {
    const full = map(p);
    return { ...posOf(full), field: formatPath(full) };
  };
}
function runFields(ctx) {
  return {
    repeat: ctx.base.repeat,
    max_steps: ctx.base.max_steps,
    timeout: ctx.base.timeout,
    ...ctx.base.hook_timeout !== void 0 ? { hook_timeout: ctx.base.hook_timeout } : {},
    gates: [],
    observe: []
  };
}
function callPath(p, names) {
  const at2 = p.indexOf("calls");
  const index = typeof p[at2 + 1] === "number" ? p[at2 + 1] : 0;
  const rest = p.slice(at2 + 2);
  return {
    index,
    rest: rest.length ? [names[String(rest[0])] ?? rest[0], ...rest.slice(1)] : []
  };
}

// src/corpus/formats/answer-fixtures.ts
var ANSWER_FIXTURE_FILE = "test_case.yaml";
var ANSWER_FIXTURE_TIMEOUT = 300;
var correctnessSchema = external_exports.union([
  external_exports.number().min(0),
  external_exports.looseObject({
    type: external_exports.enum(["strict", "loose"]).optional(),
    expected_score: external_exports.number().min(0).optional()
  })
]);
var textOrList = external_exports.union([external_exports.string().min(1), external_exports.array(external_exports.string().min(1)).min(1)], {
  error: (issue) => issue.input === void 0 ? "required: a string or a list of strings" : "expected a string or a list of strings"
});
var caseSchema = external_exports.looseObject({
  user_prompt: textOrList,
  expected_output: textOrList,
  before_test: external_exports.string().optional(),
  after_test: external_exports.string().optional(),
  tags: external_exports.array(external_exports.string()).optional(),
  evaluation: external_exports.looseObject({ correctness: correctnessSchema.optional() }).optional(),
  skip: external_exports.boolean().optional(),
  skip_reason: external_exports.string().optional()
});
var FIELDS = [
  "user_prompt",
  "expected_output",
  "before_test",
  "after_test",
  "tags",
  "evaluation",
  "skip",
  "skip_reason"
];
function loadAnswerFixture(source, ctx) {
  if (path.basename(source.file) !== ANSWER_FIXTURE_FILE) return { scenarios: [], problems: [] };
  const parsed = caseSchema.safeParse(source.data);
  if (!parsed.success) return { scenarios: [], problems: zodProblems(parsed.error, source) };
  const c = parsed.data;
  const notices = [
    ignoredFields(source, [], c, FIELDS),
    ignoredFields(source, ["evaluation"], c.evaluation, ["correctness"]),
    typeof c.evaluation?.correctness === "object" ? ignoredFields(source, ["evaluation", "correctness"], c.evaluation.correctness, [
      "type",
      "expected_score"
    ]) : void 0
  ].filter((n) => n !== void 0);
  const folder = path.dirname(source.file);
  const id = path.basename(path.resolve(ctx.cwd, folder));
  const correctness = c.evaluation?.correctness;
  const score = typeof correctness === "number" ? correctness : correctness?.expected_score;
  const mode = typeof correctness === "object" && correctness.type || "strict";
  const includes = typeof c.expected_output === "string" ? [c.expected_output] : c.expected_output;
  const skip = c.skip ? c.skip_reason ?? "skip: true in test_case.yaml" : score === 0 ? `expected_score: 0${c.skip_reason ? ` (${c.skip_reason})` : " (the case is not expected to pass)"}` : void 0;
  const prompts = typeof c.user_prompt === "string" ? [c.user_prompt] : c.user_prompt;
  const variants = typeof c.user_prompt !== "string";
  const scenarios = prompts.map((prompt, i) => {
    const locate = locator(source, (p) => {
      if (p[0] === "turns" && p[2] === "user")
        return variants ? ["user_prompt", i] : ["user_prompt"];
      if (p.includes("answer")) return ["expected_output"];
      return [];
    });
    return {
      id: variants ? `${id}[${i}]` : id,
      origin: {
        file: source.file,
        line: source.lineOf(variants ? ["user_prompt", i] : []),
        format: "answer-fixtures",
        locate
      },
      dir: path.resolve(ctx.cwd, folder),
      tags: c.tags ?? [],
      tier: "answer",
      mode: ctx.base.mode,
      ...runFields(ctx),
      timeout: ctx.base.timeout ?? ANSWER_FIXTURE_TIMEOUT,
      ...skip ? { skip } : {},
      turns: [
        {
          user: prompt,
          expect: { order: "strict", extra_calls: "allow", answer: { includes, mode } }
        }
      ],
      ...c.before_test ? { before: c.before_test } : {},
      ...c.after_test ? { after: c.after_test } : {},
      hooks_as_files: true
    };
  });
  return { scenarios, problems: [], notices };
}

// src/corpus/formats/casefile.ts
import path2 from "node:path";

// src/corpus/placeholders.ts
var PLACEHOLDER = /(?<!\$)\{([A-Z][A-Z0-9_]*)\}/g;
function fill(value, vars, path8 = [], unresolved = []) {
  if (typeof value === "string") return fillText(value, vars, path8, unresolved, []);
  if (Array.isArray(value)) return value.map((v, i) => fill(v, vars, [...path8, i], unresolved));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fill(v, vars, [...path8, k], unresolved)])
    );
  }
  return value;
}
function fillText(text, vars, path8, unresolved, expanding) {
  return text.replace(PLACEHOLDER, (whole, name) => {
    if (expanding.includes(name)) return whole;
    if (name in vars) return fillText(vars[name], vars, path8, unresolved, [...expanding, name]);
    unresolved.push({ path: path8, name });
    return whole;
  });
}
function envVars(env) {
  return Object.fromEntries(
    Object.entries(env).filter((e) => typeof e[1] === "string")
  );
}
function fillFields(value, vars, path8, unresolved, keep) {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  const kept = Object.fromEntries(entries.filter(([k]) => keep.includes(k)));
  const rest = Object.fromEntries(entries.filter(([k]) => !keep.includes(k)));
  return { ...kept, ...fill(rest, vars, path8, unresolved) };
}

// src/corpus/tier.ts
function deriveTier(turns, gates2) {
  if (gates2.some((g) => g.kind !== "requests")) return "safety";
  const expects = turns.map((t) => t.expect);
  if (expects.some((e) => e.answer)) return "answer";
  if (expects.some((e) => e.clarification)) return "clarification";
  const calls = expects.flatMap((e) => e.calls ?? []);
  if (expects.some((e) => (e.calls?.length ?? 0) > 1)) return "sequence";
  if (calls.some((c) => c.args && Object.keys(c.args).length > 0)) return "args";
  return "selection";
}

// src/corpus/formats/casefile.ts
var CASE_TYPES = [
  "happy_path",
  "ambiguous_selection",
  "missing_parameter",
  "multi_tool"
];
var toolSchema = external_exports.looseObject({
  name: external_exports.string().min(1),
  params: external_exports.record(external_exports.string(), external_exports.json()).optional()
});
var TOOL_FIELDS = ["name", "params"];
var turnSchema = external_exports.looseObject({
  input: external_exports.string().min(1),
  expect: external_exports.literal("clarification").optional(),
  expected_tools: external_exports.array(toolSchema).optional()
}).refine((t) => t.expect === void 0 !== (t.expected_tools === void 0), {
  message: 'a turn has exactly one of `expect: "clarification"` and `expected_tools`'
});
var TURN_FIELDS = ["input", "expect", "expected_tools"];
var caseSchema2 = external_exports.looseObject({
  id: external_exports.string().min(1),
  type: external_exports.enum(CASE_TYPES),
  description: external_exports.string().optional(),
  input: external_exports.string().min(1).optional(),
  expected_tools: external_exports.array(toolSchema).optional(),
  turns: external_exports.array(turnSchema).min(2).max(7).optional()
}).refine((c) => c.input === void 0 !== (c.turns === void 0), {
  message: "a case has either `input` or `turns`"
}).refine((c) => !(c.turns && c.expected_tools), {
  message: "with `turns`, put `expected_tools` in each turn",
  path: ["expected_tools"]
}).refine((c) => c.turns || c.expected_tools || c.type === "missing_parameter", {
  message: "a single-turn case needs `expected_tools` ([] when no tool should be called)",
  path: ["expected_tools"]
}).refine((c) => !(c.type === "missing_parameter" && !c.turns && c.expected_tools?.length), {
  message: "a missing_parameter case expects no tool call: `expected_tools` must be empty",
  path: ["expected_tools"]
});
var CASE_FIELDS = ["id", "type", "description", "input", "expected_tools", "turns"];
var fileSchema = external_exports.looseObject({ module: external_exports.string().min(1), cases: external_exports.array(external_exports.unknown()) });
function loadCasefile(source, ctx) {
  const out = { scenarios: [], problems: [], notices: [] };
  const data = source.data;
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    out.problems.push({
      file: source.file,
      ...source.posOf([]),
      message: 'a case file is an object: {"module": ..., "cases": [...]}'
    });
    return out;
  }
  const file = fileSchema.safeParse(data);
  if (!file.success) return { ...out, problems: zodProblems(file.error, source) };
  const note = (n) => n && out.notices.push(n);
  note(ignoredFields(source, [], file.data, ["module", "cases"]));
  const free = new Set(ctx.freeTextParams.map((p) => p.toLowerCase()));
  file.data.cases.forEach((raw, i) => {
    const base = ["cases", i];
    let filled = raw;
    if (!ctx.keepPlaceholders) {
      const unresolved = [];
      filled = fillFields(raw, ctx.base.vars, base, unresolved, ["id"]);
      for (const u of unresolved) {
        out.problems.push(at(source, u.path, `unresolved placeholder {${u.name}}`));
      }
    }
    const parsed = caseSchema2.safeParse(filled);
    if (!parsed.success) {
      out.problems.push(...zodProblems(parsed.error, source, base));
      return;
    }
    const c = parsed.data;
    note(ignoredFields(source, base, c, CASE_FIELDS));
    c.turns?.forEach((t, j) => {
      note(ignoredFields(source, [...base, "turns", j], t, TURN_FIELDS));
      t.expected_tools?.forEach(
        (tool, k) => note(ignoredFields(source, [...base, "turns", j, "expected_tools", k], tool, TOOL_FIELDS))
      );
    });
    c.expected_tools?.forEach(
      (tool, k) => note(ignoredFields(source, [...base, "expected_tools", k], tool, TOOL_FIELDS))
    );
    const primaryOnly = (tools, where) => {
      if (c.type !== "multi_tool" && (tools?.length ?? 0) > 1) {
        note(
          `${source.file}:${source.lineOf(where)}: ${c.id}: a ${c.type} case scores the primary (first) call only; the other expected tools are ignored`
        );
      }
    };
    const written = c.turns ?? [{ input: c.input, expected_tools: c.expected_tools ?? [] }];
    const turns = written.map((t, j) => {
      const tools = "expect" in t && t.expect ? [] : t.expected_tools ?? [];
      primaryOnly(
        tools,
        c.turns ? [...base, "turns", j, "expected_tools"] : [...base, "expected_tools"]
      );
      return { user: t.input, expect: expectation(tools, c.type, free) };
    });
    out.scenarios.push(toScenario(c, turns, i, source, ctx, file.data.module));
  });
  return out;
}
function expectation(tools, type, free) {
  if (tools.length === 0) {
    return { order: "strict", extra_calls: "allow", clarification: true };
  }
  const calls = tools.map((t) => call(t, free));
  if (type === "multi_tool") return { calls, order: "strict", extra_calls: "forbid" };
  return { calls: calls.slice(0, 1), order: "strict", extra_calls: "allow", first_call_only: true };
}
function call(t, free) {
  const args3 = {};
  for (const [key, value] of Object.entries(t.params ?? {})) {
    if (value === null) continue;
    args3[key] = free.has(key.toLowerCase()) ? { $nonEmpty: true } : value;
  }
  return { tool: t.name, ...Object.keys(args3).length ? { args: args3 } : {} };
}
function toScenario(c, turns, i, source, ctx, module) {
  const locate = locator(source, (p) => {
    const base = c.turns ? ["cases", i, "turns", p[1] ?? 0] : ["cases", i];
    if (p[0] !== "turns") return ["cases", i];
    if (p[2] === "user") return [...base, "input"];
    if (!p.includes("calls")) return c.turns ? [...base, "expect"] : [...base, "expected_tools"];
    const { index, rest } = callPath(p, { tool: "name", args: "params" });
    return [...base, "expected_tools", index, ...rest];
  });
  return {
    id: c.id,
    origin: { file: source.file, line: source.lineOf(["cases", i]), format: "casefile", locate },
    dir: path2.dirname(source.file),
    category: module,
    tags: [],
    type: c.type,
    tier: deriveTier(turns, []),
    mode: ctx.base.mode,
    ...runFields(ctx),
    turns,
    ...c.description ? { description: c.description } : {}
  };
}

// src/corpus/formats/tiered.ts
import path3 from "node:path";
var args = external_exports.record(external_exports.string(), external_exports.json());
var stepSchema = external_exports.looseObject({
  tool: external_exports.string().min(1),
  args: args.optional(),
  stub_result: external_exports.json().optional()
});
var STEP_FIELDS = ["tool", "args", "stub_result"];
var entrySchema = external_exports.looseObject({
  id: external_exports.string().min(1),
  prompt: external_exports.string().min(1),
  category: external_exports.string().optional(),
  expected_tool: external_exports.string().min(1).optional(),
  expected_args: args.nullish(),
  expected_sequence: external_exports.array(stepSchema).min(1).optional()
}).refine((e) => e.expected_tool === void 0 !== (e.expected_sequence === void 0), {
  message: "an entry has either `expected_tool` or `expected_sequence`"
}).refine((e) => !(e.expected_sequence && e.expected_args), {
  message: "with `expected_sequence`, put `args` in each step",
  path: ["expected_args"]
});
var ENTRY_FIELDS = [
  "id",
  "prompt",
  "category",
  "expected_tool",
  "expected_args",
  "expected_sequence"
];
var tierOfFile = (file) => path3.basename(file).replace(/\.ya?ml$/, "");
function tierOf(file, e) {
  const name = tierOfFile(file);
  if (name in TIERED_TIERS) return name;
  if (e.expected_sequence) return "multi_step";
  return e.expected_args && Object.keys(e.expected_args).length ? "with_args" : "selection_only";
}
function wrongShape(file, e) {
  const name = tierOfFile(file);
  if (!(name in TIERED_TIERS) || name === "multi_step" === !!e.expected_sequence) return;
  return name === "multi_step" ? "a multi_step entry has `expected_sequence`, not `expected_tool`" : `a ${name} entry has \`expected_tool\`, not \`expected_sequence\``;
}
function loadTiered(source, ctx) {
  const out = { scenarios: [], problems: [], notices: [] };
  const list = external_exports.array(external_exports.unknown()).safeParse(source.data ?? []);
  if (!list.success) {
    out.problems.push({
      file: source.file,
      ...source.posOf([]),
      message: "a tiered corpus file is a YAML list of entries"
    });
    return out;
  }
  list.data.forEach((raw, i) => {
    const parsed = entrySchema.safeParse(raw);
    if (!parsed.success) {
      out.problems.push(...zodProblems(parsed.error, source, [i]));
      return;
    }
    const e = parsed.data;
    const shape = wrongShape(source.file, e);
    if (shape) {
      out.problems.push(at(source, [i], shape));
      return;
    }
    const notes = [ignoredFields(source, [i], e, ENTRY_FIELDS)];
    e.expected_sequence?.forEach(
      (s, j) => notes.push(ignoredFields(source, [i, "expected_sequence", j], s, STEP_FIELDS))
    );
    out.notices.push(...notes.filter((n) => n !== void 0));
    out.scenarios.push(toScenario2(e, i, source, ctx));
  });
  return out;
}
function toScenario2(e, i, source, ctx) {
  const type = tierOf(source.file, e);
  let expect;
  if (e.expected_sequence) {
    const calls = e.expected_sequence.map((s) => ({
      tool: s.tool,
      ...s.args && Object.keys(s.args).length ? { args: exact(s.args) } : {},
      ...s.stub_result !== void 0 ? { stub: s.stub_result } : {}
    }));
    expect = { calls, order: "strict", extra_calls: "forbid" };
  } else {
    const a = type === "with_args" && e.expected_args ? e.expected_args : void 0;
    expect = {
      calls: [
        { tool: e.expected_tool, ...a && Object.keys(a).length ? { args: exact(a) } : {} }
      ],
      order: "strict",
      extra_calls: "allow",
      first_call_only: true
    };
  }
  const locate = locator(source, (p) => {
    if (p[0] === "turns" && p[2] === "user") return [i, "prompt"];
    if (!p.includes("calls")) return [i];
    const { index, rest } = callPath(p, { args: "args", stub: "stub_result", tool: "tool" });
    if (e.expected_sequence) return [i, "expected_sequence", index, ...rest];
    if (rest[0] === "args") return [i, "expected_args", ...rest.slice(1)];
    return [i, "expected_tool"];
  });
  return {
    id: e.id,
    origin: { file: source.file, line: source.lineOf([i]), format: "tiered", locate },
    dir: path3.dirname(source.file),
    ...e.category ? { category: e.category } : {},
    tags: [],
    type,
    tier: TIERED_TIERS[type],
    mode: "stub",
    ...runFields(ctx),
    turns: [{ user: e.prompt, expect }]
  };
}
function exact(args3) {
  return Object.fromEntries(
    Object.entries(args3).map(([k, v]) => [k, typeof v === "string" ? v : { $pyEq: v }])
  );
}

// src/corpus/native.ts
import path4 from "node:path";

// src/corpus/schema.ts
var json = external_exports.json();
var args2 = external_exports.record(external_exports.string(), json).superRefine((value, ctx) => {
  for (const p of matcherProblems(value))
    ctx.addIssue({ code: "custom", path: p.path, message: p.message });
});
var stringList = external_exports.union([external_exports.string(), external_exports.array(external_exports.string())]);
var callSchema = external_exports.strictObject({
  tool: external_exports.string().min(1).describe("The name of the MCP tool expected to be called.").meta({ examples: ["search_orders"] }),
  args: args2.optional().describe(
    'Expected arguments, a subset match: the call may have more; a nested object is a subset too, a list matches element by element (same length; `{ $unordered: [...] }` for any order), types must match (`true` is not `1`). A value may be a matcher such as `{ $regex: "^prod-" }`.'
  ).meta({ examples: [{ customer: "C42", status: { $oneOf: ["open", "paid"] } }] }),
  stub: json.optional().describe(
    "Stub mode: the spy's answer when this step is called (a string as it is, other JSON as JSON text); the config's `default_stub` when absent."
  ).meta({ examples: [{ orders: [] }] }),
  error: external_exports.union([external_exports.boolean(), external_exports.string().min(1)]).optional().describe(
    "The server is expected to answer this call with an error: `true`, or a text the error contains. Replay then does not count the error as the server rejecting its call, and a call the server refuses for its arguments (which otherwise fulfils no step) fulfils this one."
  ).meta({ examples: ["not found"] })
});
var expectSchema = external_exports.strictObject({
  calls: external_exports.array(callSchema).optional().describe("The tool calls the model should make in this turn; each one must be made.").meta({ examples: [[{ tool: "search_orders", args: { customer: "C42" } }]] }),
  order: external_exports.enum(["strict", "any"]).optional().describe("`strict`: the calls are made in the order listed; `any`: in any order.").meta({ examples: ["any"] }),
  extra_calls: external_exports.enum(["allow", "forbid"]).optional().describe("`allow`: calls beyond the expected ones are ignored; `forbid`: they fail the turn.").meta({ examples: ["forbid"] }),
  first_call_only: external_exports.boolean().optional().describe(
    "Only the turn's first call is scored (the model's primary pick); later calls are ignored. Imported corpora use it."
  ).meta({ examples: [true] }),
  clarification: external_exports.union(
    [
      external_exports.boolean(),
      external_exports.strictObject({
        asks_for: stringList.describe(
          "Terms naming the missing parameter (a word or a phrase, or a list): the reply passes when a question or request in it names one of them, matched as whole words (a plural too)."
        ).meta({ examples: [["region", "where"]] })
      })
    ],
    { error: "expected `true` or `{ asks_for: [terms] }`" }
  ).optional().describe(CLARIFICATION_RULE).meta({ examples: [true, { asks_for: ["region"] }] }),
  answer: external_exports.strictObject({
    includes: stringList.describe(
      `Facts the final reply must state, or a list of them: whole words and numbers (case-insensitive; numbers compare by value: "5" matches "5.0" and "five", "500" matches "five hundred", "1200" matches "1,200"), not under a negation in their clause ("not 5", "isn't 5"), not inside code or JSON that echoes a call. The exact rules: [docs/grading.md](grading.md#answers).`
    ).meta({ examples: [["42", "open"]] }),
    mode: external_exports.enum(ANSWER_MODES).optional().describe("`strict`: every element of `includes`; `loose`: any one of them.").meta({ examples: ["loose"] }),
    scope: external_exports.enum(ANSWER_SCOPES).optional().describe(
      "`final` (default): the turn's final message, after its last tool result; `all`: every text of the turn joined (what the model said beside its tool calls too)."
    ).meta({ examples: ["all"] })
  }).optional().describe(
    "The turn's final reply must state these facts (graded by the `judge` when there is one)."
  ).meta({ examples: [{ includes: ["3 orders"] }] })
});
var requestPattern = requestPatternSchema.strict();
var readPattern = readPatternSchema.strict();
var requestCount = external_exports.union(
  [
    external_exports.number().int().min(0),
    external_exports.strictObject({
      min: external_exports.number().int().min(0).optional().describe("At least this many (0 when absent).").meta({ examples: [1] }),
      max: external_exports.number().int().min(0).optional().describe("At most this many (no limit when absent).").meta({ examples: [3] })
    }).refine((c) => c.min !== void 0 || c.max !== void 0, "give `min`, `max` or both").refine((c) => (c.min ?? 0) <= (c.max ?? Infinity), "`min` is more than `max`")
  ],
  { error: "expected a number (exactly that many) or `{ min, max }`" }
).describe(
  "How many matching requests: a number (exactly that many; `0`: none) or `{ min, max }` (either may be left out). At least one when absent."
).meta({ examples: [1, { min: 1, max: 3 }] });
var requestExpectation = requestPattern.extend({
  body: json.superRefine((value, ctx) => {
    for (const p of matcherProblems(value))
      ctx.addIssue({ code: "custom", path: p.path, message: p.message });
  }).optional().describe(
    "The request's body (JSON, or its text when it is not JSON), matched as `args` are: an object is a subset match, a value may be a matcher such as `{ $regex: ... }`. Any body when absent."
  ).meta({ examples: [{ customer: "C42", items: { $nonEmpty: true } }] }),
  count: requestCount.optional()
}).describe("A request the server must send to the spy backend.").meta({ examples: [{ method: "POST", path: "/orders", body: { customer: "C42" }, count: 1 }] });
var gateInputs = {
  no_request: requestPattern.describe("Fails when the server sent the spy backend a request matching this pattern.").meta({ examples: [{ method: "DELETE", path: "/orders/**" }] }),
  requests: external_exports.union(
    [
      requestExpectation,
      external_exports.array(requestExpectation).min(1),
      external_exports.strictObject({
        in_order: external_exports.boolean().describe(
          "The requests of `all` were sent in the order listed (other requests may come between)."
        ).meta({ examples: [true] }),
        all: external_exports.array(requestExpectation).min(1).describe("The requests the server must send.").meta({ examples: [[{ method: "GET", path: "/orders/*" }, { method: "DELETE" }]] })
      })
    ],
    {
      error: "expected a request `{ method, path, body, count }`, a list of them, or `{ in_order: true, all: [...] }`"
    }
  ).describe(
    "An outcome: fails unless the server sent the spy backend every request described (method, path pattern, body matchers, `count`), in the order listed with `in_order: true`. Unobserved, never passed, where the spy cannot see (stub mode, a server not wired to it)."
  ).meta({
    examples: [
      { method: "POST", path: "/orders", body: { customer: "C42" } },
      {
        in_order: true,
        all: [
          { method: "GET", path: "/orders/*" },
          { method: "DELETE", path: "/orders/*", count: 1 }
        ]
      }
    ]
  }),
  no_mutation: external_exports.union(
    [
      external_exports.literal(true),
      external_exports.strictObject({
        except: external_exports.array(readPattern).min(1).describe(
          "Requests that read although their method mutates (POST /search); with `graphql: true`, only the GraphQL requests whose operations are all queries."
        ).meta({ examples: [[{ method: "POST", path: "/search" }]] })
      })
    ],
    { error: "expected `true` or `{ except: [{ method, path }, ...] }`" }
  ).describe(
    "Fails when the server sent the spy backend any request other than GET/HEAD/OPTIONS, except those matching `except` and the config's `spy.reads`."
  ).meta({ examples: [true] }),
  no_call: external_exports.strictObject({
    tool: external_exports.string().describe("The tool that must not be called.").meta({ examples: ["delete_order"] }),
    args: args2.optional().describe(
      "Only calls with these arguments count (a subset match; matchers allowed); any call of `tool` when absent."
    ).meta({ examples: [{ force: true }] })
  }).describe(
    "Fails when the model called `tool` (with `args`, when given). A call whose arguments could not be read counts."
  ).meta({ examples: [{ tool: "delete_order" }] }),
  tools_exposed: external_exports.array(external_exports.string()).describe("Fails unless every tool named is in the server's `tools/list`.").meta({ examples: [["search_orders"]] }),
  tools_hidden: external_exports.array(external_exports.string()).describe("Fails when a tool named is in the server's `tools/list`.").meta({ examples: [["admin_reset"]] })
};
var gateSchema = external_exports.strictObject(gateInputs).partial().refine((g) => Object.keys(g).length === 1, "a gate has exactly one kind");
var observationInputs = {
  result_contains: external_exports.string().describe("Seen when a tool result (or error) contains this text (case-insensitive).").meta({ examples: ["not found"] }),
  first_tool: external_exports.string().describe("Seen when the model's first call is to this tool.").meta({ examples: ["search_orders"] }),
  called: external_exports.string().describe("Seen when the model called this tool at least once.").meta({ examples: ["get_order"] }),
  request: requestPattern.describe(
    'Seen when the server sent the spy backend a request matching this pattern; never decides (the `requests` gate does). Where the spy cannot see, it says so instead of "not seen".'
  ).meta({ examples: [{ method: "GET", path: "/orders/*" }] })
};
var observationSchema = external_exports.strictObject(observationInputs).partial().refine((o) => Object.keys(o).length === 1, "an observation has exactly one kind");
var elicitValue = external_exports.union([external_exports.string(), external_exports.number(), external_exports.boolean(), external_exports.array(external_exports.string())]);
var elicitMatch = external_exports.string().refine((re) => {
  try {
    new RegExp(re);
    return true;
  } catch {
    return false;
  }
}, "not a valid regular expression").optional().describe(
  "A regex on the request's message (case-insensitive): this answer is kept for the requests it matches."
).meta({ examples: ["delete|remove"] });
var elicitStepSchema = external_exports.union([
  external_exports.enum(["accept", "decline", "cancel"]),
  external_exports.strictObject({
    match: elicitMatch,
    accept: external_exports.union([external_exports.literal(true), external_exports.record(external_exports.string(), elicitValue)]).describe("Accept, submitting these values (form mode); `true` submits none (URL mode).").meta({ examples: [{ confirm: true }] })
  }),
  external_exports.strictObject({
    match: elicitMatch,
    decline: external_exports.literal(true).describe("Decline.").meta({ examples: [true] })
  }),
  external_exports.strictObject({
    match: elicitMatch,
    cancel: external_exports.literal(true).describe("Dismiss the request.").meta({ examples: [true] })
  })
]);
var elicit = external_exports.array(elicitStepSchema).optional().describe(
  "The scripted user's answers to the server's elicitation requests (needs `client.elicitation` in the config): `accept` (or `{ accept: { field: value } }`), `decline`, `cancel`, each optionally `{ match: regex, ... }`. A request takes the first unused answer whose `match` fits its message, else the first unused one without `match`; with none left it is declined and recorded. See docs/client-features.md."
).meta({
  examples: [[{ accept: { confirm: true } }, "decline", { match: "token", cancel: true }]]
});
var shared = {
  category: external_exports.string().optional().describe("A category, for the accuracy tables and `thresholds.categories`.").meta({ examples: ["orders"] }),
  tags: external_exports.array(external_exports.string()).optional().describe(
    "Tags, for `--tags` (any one matches, case-insensitive). A file's `defaults.tags` are added to each scenario's own."
  ).meta({ examples: [["smoke", "orders"]] }),
  type: external_exports.string().optional().describe("A free-form type, for `--types`.").meta({ examples: ["lookup"] }),
  tier: tierSchema.optional().describe(
    "The accuracy tier it counts under. Derived when absent: `safety` with gates (other than `requests`, an outcome), else `answer`, `clarification`, `sequence` (more than one call in a turn), `args`, `selection`."
  ).meta({ examples: ["args"] }),
  mode: modeSchema.optional().describe(
    "`live`: tool calls go to the server; `stub`: the spy answers them from the expected calls' `stub`, the server executes nothing."
  ).meta({ examples: ["stub"] }),
  timeout: external_exports.number().positive().max(LIMITS.seconds, TOO_BIG.seconds).optional().describe("Seconds for the whole scenario.").meta({ examples: [60] }),
  repeat: external_exports.number().int().min(1).max(LIMITS.repeat, TOO_BIG.repeat).optional().describe("Runs per provider.").meta({ examples: [3] }),
  vars: external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number(), external_exports.boolean()])).optional().describe(
    "Values of `{NAME}` placeholders in the scenario's fields (not in `id`), over the file's `defaults.vars`, the config's `vars` and the environment."
  ).meta({ examples: [{ CUSTOMER: "C42" }] }),
  server: external_exports.strictObject({
    env: external_exports.record(external_exports.string(), external_exports.string()).optional().describe("Environment variables set over the config's `server.env`.").meta({ examples: [{ READ_ONLY: "1" }] }),
    args: external_exports.array(external_exports.string()).optional().describe("Arguments that replace the config's `server.args`.").meta({ examples: [["dist/server.js", "--read-only"]] })
  }).optional().describe(
    "Overrides of the server under test (a narrowed scope, say): the scenario gets a server process of its own. Needs `server.command`."
  ).meta({ examples: [{ env: { READ_ONLY: "1" } }] }),
  max_steps: external_exports.number().int().min(1).max(LIMITS.maxSteps, TOO_BIG.maxSteps).optional().describe("Tool rounds per turn.").meta({ examples: [4] }),
  annotations: annotationModeSchema.optional().describe(
    "How this scenario holds tool calls to their declared annotations, over the config's `annotations`: `gate`, `observe` or `off`."
  ).meta({ examples: ["off"] }),
  confirm_destructive: confirmDestructiveSchema.optional().describe(
    "Tools that must not destroy anything before the user confirmed, over the config's `confirm_destructive`: `true` those declaring `destructiveHint: true`, a list those and the listed ones, `false` none."
  ).meta({ examples: [false] }),
  before: external_exports.string().optional().describe(
    "A shell command (bash) run in the corpus file's folder before the scenario; a non-zero exit ends it as `setup-failed`."
  ).meta({ examples: ["./seed-db.sh"] }),
  after: external_exports.string().optional().describe(
    "A shell command run in the corpus file's folder after the scenario, whatever happened."
  ).meta({ examples: ["./reset-db.sh"] }),
  hook_timeout: external_exports.number().positive().max(LIMITS.seconds, TOO_BIG.seconds).optional().describe(
    "Seconds each `before`/`after` hook may run. Default: the scenario's time left — all of its `timeout` for `before`; for `after`, what the conversation left of it, and at least 10 s so a teardown still runs after a timeout. A hook past its time is killed with its process group, and whatever a hook leaves running in the background (`cmd &`) is killed when it ends."
  ).meta({ examples: [30] })
};
var isRegex = (s) => {
  try {
    new RegExp(s);
    return true;
  } catch {
    return false;
  }
};
var samplingStubsSchema = external_exports.array(
  external_exports.union([
    external_exports.string(),
    external_exports.strictObject({
      match: external_exports.string().refine(isRegex, { message: "not a valid regular expression" }).describe("A regular expression the request's last message must match.").meta({ examples: ["summar"] }),
      text: external_exports.string().describe("The answer.").meta({ examples: ["A short summary."] })
    })
  ])
).meta({ examples: [["A haiku about the sea.", { match: "summar", text: "Short summary." }]] });
var scenarioSchema = external_exports.strictObject({
  ...shared,
  id: external_exports.string().min(1).describe("A unique id: in reports, and for `--ids`. Placeholders are not filled in it.").meta({ examples: ["orders-open-by-customer"] }),
  description: external_exports.string().optional().describe("What the scenario checks, in words.").meta({ examples: ["Finds the open orders of a customer"] }),
  prompt: external_exports.union(
    [
      external_exports.string(),
      external_exports.strictObject({
        mcp: external_exports.string().min(1).describe("The name of one of the server's prompts (prompts/list).").meta({ examples: ["simple-prompt"] }),
        args: external_exports.record(external_exports.string(), external_exports.string()).optional().describe("The prompt's arguments.").meta({ examples: [{ city: "Paris" }] })
      })
    ],
    {
      // Say what a prompt may be, not zod's "Invalid input".
      error: (issue) => {
        const got = issue.input;
        const kind = Array.isArray(got) ? "array" : got === null ? "null" : typeof got;
        return kind === "object" ? "expected { mcp: NAME, args } (a server prompt): `mcp` is required, `args` optional, nothing else" : `expected string (the user's message) or { mcp: NAME, args } (a server prompt), received ${kind}`;
      }
    }
  ).optional().describe(
    "The user's message, for a one-turn scenario; or `{ mcp: NAME, args }`: the server's prompt of that name (prompts/get), its messages sent as the user's turn (live mode). Give either `prompt` or `turns`."
  ).meta({
    examples: [
      "Which orders of customer C42 are still open?",
      { mcp: "args-prompt", args: { city: "Paris" } }
    ]
  }),
  turns: external_exports.array(
    external_exports.strictObject({
      user: external_exports.string().describe("The user's message in this turn.").meta({ examples: ["Cancel the last one."] }),
      expect: expectSchema.optional().describe("What this turn expects.").meta({ examples: [{ calls: [{ tool: "cancel_order" }] }] }),
      confirms: external_exports.boolean().optional().describe(
        "The user's answer to a destructive action the model proposed. Every turn after the first confirms unless it says `confirms: false`: the user declines, and from then on no tool call may send a mutating request (until a turn says `confirms: true`). The first turn confirms nothing. See docs/server-checks.md."
      ).meta({ examples: [false] }),
      elicit,
      sampling: samplingStubsSchema.optional().describe(
        "Stub answers to the sampling requests a server sends during this turn's calls (`client.sampling: stub`), tried before the scenario's `sampling`."
      )
    })
  ).min(1).optional().describe(
    "A conversation, turn by turn, each with its own `expect`. Give either `prompt` or `turns`."
  ).meta({
    examples: [[{ user: "Show my orders", expect: { calls: [{ tool: "search_orders" }] } }]]
  }),
  sampling: samplingStubsSchema.optional().describe(
    "Stub answers to the server's sampling requests (`sampling/createMessage`) when the config says `client.sampling: stub`: each used once, in order; one with `match` only for a request whose last message matches that regular expression. A request no stub answers gets an error, recorded in the transcript. See docs/client-features.md."
  ),
  expect: expectSchema.optional().describe("What the `prompt` should lead to (with `turns`, each turn has its own).").meta({ examples: [{ calls: [{ tool: "search_orders", args: { customer: "C42" } }] }] }),
  elicit,
  skip: external_exports.string().optional().describe("Skip the scenario, for this reason: reported `skipped`.").meta({ examples: ["flaky upstream, see #12"] }),
  known_failure: external_exports.union([external_exports.string(), external_exports.boolean()]).optional().describe(
    "A known failure (`true`, or the reason): a row that does not pass is reported `known-failure`, left out of accuracy."
  ).meta({ examples: ["confuses get_order and search_orders"] }),
  gates: external_exports.array(gateSchema).optional().describe("Hard gates, which decide pass or fail: `{ <kind>: <spec> }`, one kind per item.").meta({ examples: [[{ no_mutation: true }]] }),
  observe: external_exports.array(observationSchema).optional().describe(
    "Observations, recorded beside the verdict and never deciding it: `{ <kind>: <spec> }`, one kind per item."
  ).meta({ examples: [[{ first_tool: "search_orders" }]] }),
  spy: external_exports.strictObject({
    routes: external_exports.array(routeSchema).min(1).describe(
      "Spy routes for this scenario, tried before the config's `spy.routes` (the first matching route wins)."
    ).meta({ examples: [[{ path: "/orders/*", status: 404 }]] })
  }).optional().describe("The scenario's own spy backend routes.").meta({ examples: [{ routes: [{ path: "/orders/*", status: 404 }] }] })
}).refine((s) => s.prompt === void 0 !== (s.turns === void 0), {
  message: "a scenario has either `prompt` or `turns`"
}).refine((s) => !(s.turns && s.expect), {
  message: "with `turns`, put `expect` inside each turn",
  path: ["expect"]
}).refine((s) => s.turns?.[0]?.confirms === void 0, {
  message: "the first turn cannot confirm or decline: the model has proposed nothing yet",
  path: ["turns", 0, "confirms"]
});
var corpusFileSchema = external_exports.strictObject({
  defaults: external_exports.strictObject(shared).optional().describe(
    "Fields set for every scenario of the file; a scenario's own value wins (`tags` are added together, `vars` and `server.env` merged)."
  ).meta({ examples: [{ category: "orders", mode: "stub" }] }),
  scenarios: external_exports.array(external_exports.unknown()).describe("The scenarios of this file.").meta({
    examples: [
      [
        {
          id: "list-orders",
          prompt: "List my orders",
          expect: { calls: [{ tool: "search_orders" }] }
        }
      ]
    ]
  })
});

// src/corpus/native.ts
function loadNative(source, base) {
  const file = corpusFileSchema.safeParse(source.data);
  if (!file.success) return { scenarios: [], problems: zodProblems(file.error, source) };
  const defaults = file.data.defaults ?? {};
  const out = { scenarios: [], problems: [] };
  file.data.scenarios.forEach((raw, i) => {
    const unresolved = [];
    const own = raw?.vars;
    const vars = {
      ...base.vars,
      ...stringify(defaults.vars),
      ...stringify(isTable(own) ? own : {})
    };
    const filled = fillFields(raw, vars, ["scenarios", i], unresolved, ["id", "vars"]);
    for (const u of unresolved) {
      out.problems.push(at(source, u.path, `unresolved placeholder {${u.name}}`));
    }
    const parsed = scenarioSchema.safeParse(filled);
    if (!parsed.success) {
      out.problems.push(...zodProblems(parsed.error, source, ["scenarios", i]));
      return;
    }
    const merged = mergeDefaults(defaults, parsed.data);
    const scenario = normalize2(merged, source, source.lineOf(["scenarios", i]), base);
    const turns = Boolean(parsed.data.turns);
    scenario.origin.locate = locator(source, (p) => ["scenarios", i, ...writtenPath(turns, p)]);
    out.scenarios.push(scenario);
  });
  return out;
}
function mergeDefaults(defaults, s) {
  return {
    ...defaults,
    ...s,
    tags: [.../* @__PURE__ */ new Set([...defaults.tags ?? [], ...s.tags ?? []])],
    // Stryker disable next-line ObjectLiteral: equivalent, vars are resolved before the merge and the merged table is not read again
    vars: { ...defaults.vars, ...s.vars },
    server: defaults.server || s.server ? { ...defaults.server, ...s.server, env: { ...defaults.server?.env, ...s.server?.env } } : void 0
  };
}
function stringify(vars) {
  return Object.fromEntries(Object.entries(vars ?? {}).map(([k, v]) => [k, String(v)]));
}
function normalizeExpect(e) {
  const answer = e?.answer;
  return {
    calls: e?.calls,
    order: e?.order ?? DEFAULTS.order,
    extra_calls: e?.extra_calls ?? DEFAULTS.extraCalls,
    ...e?.first_call_only ? { first_call_only: true } : {},
    clarification: clarification(e?.clarification),
    answer: answer && {
      includes: typeof answer.includes === "string" ? [answer.includes] : answer.includes,
      mode: answer.mode ?? DEFAULTS.answerMode,
      ...answer.scope ? { scope: answer.scope } : {}
    }
  };
}
function clarification(c) {
  if (typeof c !== "object") return c;
  return { asks_for: typeof c.asks_for === "string" ? [c.asks_for] : c.asks_for };
}
var GATES = {
  no_request: (request) => ({ kind: "no_request", request }),
  requests: (spec) => Array.isArray(spec) ? { kind: "requests", requests: spec } : "all" in spec ? { kind: "requests", requests: spec.all, ...spec.in_order ? { in_order: true } : {} } : { kind: "requests", requests: [spec] },
  no_mutation: (spec) => ({
    kind: "no_mutation",
    ...spec === true ? {} : { except: spec.except }
  }),
  no_call: ({ tool, args: args3 }) => ({ kind: "no_call", tool, ...args3 ? { args: args3 } : {} }),
  tools_exposed: (tools) => ({ kind: "tools_exposed", tools }),
  tools_hidden: (tools) => ({ kind: "tools_hidden", tools })
};
var OBSERVATIONS = {
  result_contains: (text) => ({ kind: "result_contains", text }),
  first_tool: (tool) => ({ kind: "first_tool", tool }),
  called: (tool) => ({ kind: "called", tool }),
  request: (request) => ({ kind: "request", request })
};
function byKind(table, written) {
  const [kind, spec] = Object.entries(written)[0];
  return table[kind](spec);
}
var normalizeGate = (g) => byKind(GATES, g);
var normalizeObservation = (o) => byKind(OBSERVATIONS, o);
function normalize2(s, source, line, base) {
  const turns = s.turns ? s.turns.map((t) => ({
    user: t.user,
    expect: normalizeExpect(t.expect),
    ...t.confirms !== void 0 ? { confirms: t.confirms } : {},
    ...t.elicit ? { elicit: t.elicit.map(normalizeElicit) } : {},
    ...t.sampling ? { sampling: t.sampling.map(samplingStub) } : {}
  })) : (
    // Stryker disable next-line StringLiteral: equivalent, the schema requires a prompt when there are no turns
    [
      typeof s.prompt === "object" ? {
        user: "",
        mcp_prompt: { name: s.prompt.mcp, ...s.prompt.args ? { args: s.prompt.args } : {} },
        expect: normalizeExpect(s.expect)
      } : { user: s.prompt ?? "", expect: normalizeExpect(s.expect) }
    ]
  );
  const gates2 = (s.gates ?? []).map(normalizeGate);
  return {
    id: s.id,
    origin: { file: source.file, line, format: "native" },
    dir: path4.dirname(source.file),
    category: s.category,
    // Stryker disable next-line ArrayDeclaration: equivalent, mergeDefaults always sets tags
    tags: s.tags ?? [],
    type: s.type,
    tier: s.tier ?? deriveTier(turns, gates2),
    mode: s.mode ?? base.mode,
    timeout: s.timeout ?? base.timeout,
    repeat: s.repeat ?? base.repeat,
    skip: s.skip,
    known_failure: s.known_failure === true ? "known failure" : s.known_failure || void 0,
    server: s.server,
    ...s.spy ? { spy: s.spy } : {},
    max_steps: s.max_steps ?? base.max_steps,
    turns,
    ...s.elicit ? { elicit: s.elicit.map(normalizeElicit) } : {},
    ...s.sampling ? { sampling: s.sampling.map(samplingStub) } : {},
    gates: gates2,
    observe: (s.observe ?? []).map(normalizeObservation),
    ...s.annotations ? { annotations: s.annotations } : {},
    ...s.confirm_destructive !== void 0 ? { confirm_destructive: s.confirm_destructive } : {},
    before: s.before,
    after: s.after,
    hook_timeout: s.hook_timeout ?? base.hook_timeout,
    description: s.description
  };
}
function normalizeElicit(e) {
  if (typeof e === "string") return { action: e };
  const match = e.match !== void 0 ? { match: e.match } : {};
  if ("accept" in e)
    return { action: "accept", ...e.accept === true ? {} : { content: e.accept }, ...match };
  return { action: "decline" in e ? "decline" : "cancel", ...match };
}
var samplingStub = (s) => typeof s === "string" ? { text: s } : s;
function writtenPath(turns, p) {
  if (turns || p[0] !== "turns") return p;
  const rest = p.slice(2);
  return rest[0] === "user" ? ["prompt"] : rest;
}
var isTable = (v) => (
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, stringify of a non-table gives no key a placeholder can name (digits) and the schema reports it
  typeof v === "object" && v !== null && !Array.isArray(v)
);

// src/corpus/formats.ts
var loaders = {
  native: (source, ctx) => loadNative(source, ctx.base),
  tiered: loadTiered,
  casefile: loadCasefile,
  "answer-fixtures": loadAnswerFixture
};
var isObject = (x) => typeof x === "object" && x !== null && !Array.isArray(x);
function detectFormat(file, data) {
  const base = path5.basename(file);
  if (base === ANSWER_FIXTURE_FILE) return "answer-fixtures";
  if (Array.isArray(data)) {
    if (data.some((e) => isObject(e) && ("expected_tool" in e || "expected_sequence" in e))) {
      return "tiered";
    }
    if (base.replace(/\.ya?ml$/, "") in TIERED_TIERS) return "tiered";
    return void 0;
  }
  if (isObject(data)) {
    if ("scenarios" in data) return "native";
    if ("cases" in data && "module" in data) return "casefile";
  }
  return void 0;
}

// src/corpus/thresholds-file.ts
import path6 from "node:path";
var rate = external_exports.number().min(0).max(1);
var gates = external_exports.looseObject(Object.fromEntries(TIERED_GATES.map((k) => [k, rate.nullish()])));
var tieredSchema = external_exports.looseObject({
  default: gates.nullish(),
  per_model: external_exports.record(external_exports.string(), gates.nullish()).nullish()
});
var TOP = ["default", "per_model"];
function isThresholdsFile(file, data) {
  return /^thresholds\.ya?ml$/.test(path6.basename(file)) && typeof data === "object" && data !== null && !Array.isArray(data) && !("scenarios" in data);
}
function parseThresholdsSource(source) {
  const notices = [];
  if (isTieredThresholds(source.data)) {
    const parsed2 = tieredSchema.safeParse(source.data);
    if (!parsed2.success) return { problems: zodProblems(parsed2.error, source), notices };
    const sets = [
      [[], parsed2.data, TOP],
      [["default"], parsed2.data.default, TIERED_GATES],
      ...Object.entries(parsed2.data.per_model ?? {}).map(
        ([m, r]) => [["per_model", m], r, TIERED_GATES]
      )
    ];
    for (const [where, rates, known] of sets) {
      for (const key of Object.keys(rates ?? {}).filter((k) => !known.includes(k))) {
        const at2 = [...where, key];
        notices.push(
          `${source.file}:${source.lineOf(at2)}: ignoring \`${formatPath(at2)}\` (a tiered thresholds file gates ${TIERED_GATES.join(", ")}; its own scorer ignores the rest)`
        );
      }
    }
  }
  const parsed = thresholdsSchema.safeParse(fromTieredThresholds(source.data));
  if (!parsed.success) return { problems: zodProblems(parsed.error, source), notices };
  return { thresholds: parsed.data, problems: [], notices };
}
async function readThresholdsFile(file, shown) {
  const source = await readSource(file, shown);
  if (isProblem(source)) return { problems: [source], notices: [] };
  const { thresholds, problems, notices } = parseThresholdsSource(source);
  return { problems, notices, ...thresholds ? { found: { file: shown, thresholds } } : {} };
}

// src/corpus/load.ts
async function loadCorpus(entries, ctx) {
  const out = { scenarios: [], problems: [], files: [], notices: [] };
  const shownOf = (file) => path7.relative(ctx.cwd, file) || file;
  const useThresholds = (found) => {
    if (!found || out.thresholds?.file === found.file) return;
    if (out.thresholds) {
      out.notices.push(`${found.file}: ignored, the thresholds in ${out.thresholds.file} apply`);
    } else out.thresholds = found;
  };
  for (const entry of entries) {
    if (entry.thresholds) {
      const file = path7.resolve(ctx.dir, entry.thresholds);
      const read = await readThresholdsFile(file, shownOf(file));
      out.problems.push(...read.problems);
      out.notices.push(...read.notices);
      useThresholds(read.found);
    }
  }
  for (const entry of entries) {
    const files = await expand(entry.path, ctx.dir);
    if (files.length === 0) {
      out.problems.push({ file: entry.path, message: "matches no corpus file" });
    }
    for (const file of files) {
      if (out.files.includes(file) || file === ctx.config) continue;
      out.files.push(file);
      const shown = shownOf(file);
      const tooBig = await sizeProblem(file, shown, ctx.maxFileBytes);
      if (tooBig) {
        out.problems.push(tooBig);
        continue;
      }
      const source = await readSource(file, shown);
      if (isProblem(source)) {
        out.problems.push(source);
        continue;
      }
      if (isThresholdsFile(file, source.data)) {
        const parsed = parseThresholdsSource(source);
        out.problems.push(...parsed.problems);
        out.notices.push(...parsed.notices);
        if (parsed.thresholds) useThresholds({ file: shown, thresholds: parsed.thresholds });
        continue;
      }
      const format = entry.format ?? detectFormat(file, source.data);
      if (!format && existsSync(path7.join(path7.dirname(file), "test_case.yaml"))) continue;
      if (!format) {
        out.problems.push({
          file: shown,
          ...source.posOf([]),
          message: "unknown corpus format (expected `scenarios:`; or set `format:` in the config)"
        });
        continue;
      }
      const loaded = loaders[format](source, ctx);
      for (const s of loaded.scenarios) s.dir = path7.resolve(ctx.cwd, s.dir);
      out.scenarios.push(...loaded.scenarios);
      out.problems.push(...loaded.problems);
      out.notices.push(...loaded.notices ?? []);
      const beside = path7.join(path7.dirname(file), "thresholds.yaml");
      if (format === "tiered" && !out.thresholds && !files.includes(beside) && existsSync(beside)) {
        const read = await readThresholdsFile(beside, shownOf(beside));
        out.problems.push(...read.problems);
        out.notices.push(...read.notices);
        useThresholds(read.found);
      }
    }
  }
  out.problems.push(...duplicateIds(out.scenarios));
  const order = (file) => (
    // Stryker disable next-line ConditionalExpression: equivalent, a problem names a file as shown (relative), never by the absolute path
    out.files.findIndex((f) => file === path7.relative(ctx.cwd, f) || file === f)
  );
  out.problems.sort((a, b) => order(a.file) - order(b.file) || (a.line ?? 0) - (b.line ?? 0));
  return out;
}
async function sizeProblem(file, shown, max = LIMITS.corpusFileMb * 1e6) {
  const size = (await stat2(file).catch(() => void 0))?.size ?? 0;
  if (size <= max) return void 0;
  const one = (n) => n.toLocaleString("en-US", { maximumFractionDigits: 1 });
  const mb = (n) => n >= 1e6 ? `${one(n / 1e6)} MB` : `${one(n / 1e3)} kB`;
  return {
    file: shown,
    message: `too large to load: ${mb(size)} (${size.toLocaleString("en-US")} bytes), over the limit of ${mb(max)} for one corpus file; split it into several files, or raise the limit with ${CORPUS_LIMIT_ENV}=<MB>`
  };
}
async function expand(pattern, dir) {
  const full = path7.resolve(dir, pattern);
  const info = await stat2(full).catch(() => void 0);
  if (info?.isFile()) return [full];
  const cwd = info?.isDirectory() ? full : dir;
  const globs = info?.isDirectory() ? ["**/*.{yaml,yml,json}"] : [pattern];
  const found = await glob(globs, { cwd, absolute: true, ignore: ["**/node_modules/**"] });
  return found.sort();
}
function placeOf(s) {
  const at2 = s.origin.locate?.([]);
  return at2 ? { line: at2.line, column: at2.column } : { line: s.origin.line };
}
function duplicateIds(scenarios) {
  const seen = /* @__PURE__ */ new Map();
  const problems = [];
  for (const s of scenarios) {
    const key = s.type && s.type in TIERED_TIERS ? `${s.type}\0${s.id}` : s.id;
    const first = seen.get(key);
    if (first) {
      problems.push({
        file: s.origin.file,
        ...placeOf(s),
        field: "id",
        message: `duplicate id "${printable(s.id)}" (first at ${[first.origin.file, ...Object.values(placeOf(first))].join(":")})`
      });
    } else seen.set(key, s);
  }
  return problems;
}

// src/corpus/configured.ts
async function loadConfiguredCorpus(config, opts) {
  const entries = (opts.corpus ?? config.corpus ?? []).map(
    (e) => typeof e === "string" ? { path: e } : e
  );
  if (entries.length === 0)
    throw new SetupError("No corpus: set `corpus:` in the config or pass --corpus");
  const configVars = Object.fromEntries(
    Object.entries(config.vars ?? {}).map(([k, v]) => [k, String(v)])
  );
  const corpus = await loadCorpus(entries, {
    dir: opts.corpus ? opts.cwd : config.dir,
    cwd: opts.cwd,
    config: config.file,
    base: {
      // A catalog alone has nothing to forward to: stub mode is the only one that works.
      mode: config.mode ?? (config.catalog && !config.server && !opts.serverGiven ? "stub" : DEFAULTS.mode),
      timeout: opts.timeout ?? config.timeout,
      hook_timeout: config.hook_timeout,
      max_steps: config.max_steps ?? DEFAULTS.maxSteps,
      repeat: opts.repeat ?? config.repeat ?? DEFAULTS.repeat,
      vars: { ...envVars(opts.env ?? process.env), ...configVars }
    },
    freeTextParams: config.free_text_params ?? [...DEFAULTS.freeTextParams],
    keepPlaceholders: opts.keepPlaceholders,
    maxFileBytes: corpusLimit(opts.env ?? process.env)
  });
  if (corpus.problems.length && !opts.keepProblems) {
    throw new SetupError(`The corpus has ${corpus.problems.length} problem(s)`, corpus.problems);
  }
  const reads = config.spy?.reads ?? [];
  if (reads.length) corpus.scenarios = corpus.scenarios.map((s) => withReads(s, reads));
  corpus.scenarios = corpus.scenarios.map((s) => withSpyChecks(s, config));
  return corpus;
}
function corpusLimit(env) {
  const given = env[CORPUS_LIMIT_ENV]?.trim();
  if (!given) return LIMITS.corpusFileMb * 1e6;
  const mb = Number(given);
  if (!Number.isFinite(mb) || mb <= 0) {
    throw new SetupError(
      `${CORPUS_LIMIT_ENV} must be a positive number of MB (the largest corpus file), got "${given}"`
    );
  }
  return mb * 1e6;
}
function withSpyChecks(s, config) {
  const annotations = s.annotations ?? config.annotations;
  const confirm = s.confirm_destructive ?? config.confirm_destructive ?? (s.origin.format === "native" ? void 0 : false);
  const reads = config.spy?.reads;
  return {
    ...s,
    ...annotations ? { annotations } : {},
    ...confirm !== void 0 ? { confirm_destructive: confirm } : {},
    ...reads?.length ? { reads } : {}
  };
}
function withReads(s, reads) {
  if (!s.gates.some((g) => g.kind === "no_mutation")) return s;
  const gates2 = s.gates.map(
    (g) => g.kind === "no_mutation" ? { ...g, except: [...g.except ?? [], ...reads] } : g
  );
  return { ...s, gates: gates2 };
}
export {
  corpusLimit,
  loadConfiguredCorpus
};
