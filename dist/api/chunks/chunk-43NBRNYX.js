import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  Redactor,
  secretValues
} from "./chunk-EIUR36V7.js";
import {
  recovery
} from "./chunk-JKYEM27D.js";
import {
  canonical,
  definitionHash
} from "./chunk-Z2RDPA6Q.js";
import {
  sumUsage
} from "./chunk-KQCSDRWO.js";
import {
  emptyTranscript
} from "./chunk-N2YS73PI.js";
import {
  DEFAULTS,
  KNOWN_PROVIDERS,
  agentObjectSchema,
  configSchema,
  formatPath,
  fromTieredThresholds,
  isMatcher,
  isProblem,
  judgeOf,
  matchArgs,
  matchValue,
  parseSource,
  printable,
  providerObjectSchema,
  readSource,
  safeTest,
  thresholdsSchema,
  zodProblems
} from "./chunk-ZE5QXLQL.js";
import {
  REQUEST_GATES,
  TIERS
} from "./chunk-3WLKPVNI.js";
import {
  Askers,
  cutAnswer,
  cutMessageId
} from "./chunk-FT2GYSII.js";
import {
  CancelledError,
  SetupError,
  errorMessage
} from "./chunk-BOFVVLHV.js";
import {
  ProviderError,
  apiName
} from "./chunk-JGUX4BFZ.js";
import {
  __commonJS,
  __toESM
} from "./chunk-JZ4XGLPB.js";

// node_modules/ret/dist/types/tokens.js
var require_tokens = __commonJS({
  "node_modules/ret/dist/types/tokens.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
  }
});

// node_modules/ret/dist/types/types.js
var require_types = __commonJS({
  "node_modules/ret/dist/types/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.types = void 0;
    var types;
    (function(types2) {
      types2[types2["ROOT"] = 0] = "ROOT";
      types2[types2["GROUP"] = 1] = "GROUP";
      types2[types2["POSITION"] = 2] = "POSITION";
      types2[types2["SET"] = 3] = "SET";
      types2[types2["RANGE"] = 4] = "RANGE";
      types2[types2["REPETITION"] = 5] = "REPETITION";
      types2[types2["REFERENCE"] = 6] = "REFERENCE";
      types2[types2["CHAR"] = 7] = "CHAR";
    })(types || (exports.types = types = {}));
  }
});

// node_modules/ret/dist/types/set-lookup.js
var require_set_lookup = __commonJS({
  "node_modules/ret/dist/types/set-lookup.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
  }
});

// node_modules/ret/dist/types/index.js
var require_types2 = __commonJS({
  "node_modules/ret/dist/types/index.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __exportStar = exports && exports.__exportStar || function(m, exports2) {
      for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports2, p)) __createBinding(exports2, m, p);
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    __exportStar(require_tokens(), exports);
    __exportStar(require_types(), exports);
    __exportStar(require_set_lookup(), exports);
  }
});

// node_modules/ret/dist/sets.js
var require_sets = __commonJS({
  "node_modules/ret/dist/sets.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.anyChar = exports.notWhitespace = exports.whitespace = exports.notInts = exports.ints = exports.notWords = exports.words = void 0;
    var types_1 = require_types2();
    var INTS = () => [{ type: types_1.types.RANGE, from: 48, to: 57 }];
    var WORDS = () => [
      { type: types_1.types.CHAR, value: 95 },
      { type: types_1.types.RANGE, from: 97, to: 122 },
      { type: types_1.types.RANGE, from: 65, to: 90 },
      { type: types_1.types.RANGE, from: 48, to: 57 }
    ];
    var WHITESPACE = () => [
      { type: types_1.types.CHAR, value: 9 },
      { type: types_1.types.CHAR, value: 10 },
      { type: types_1.types.CHAR, value: 11 },
      { type: types_1.types.CHAR, value: 12 },
      { type: types_1.types.CHAR, value: 13 },
      { type: types_1.types.CHAR, value: 32 },
      { type: types_1.types.CHAR, value: 160 },
      { type: types_1.types.CHAR, value: 5760 },
      { type: types_1.types.RANGE, from: 8192, to: 8202 },
      { type: types_1.types.CHAR, value: 8232 },
      { type: types_1.types.CHAR, value: 8233 },
      { type: types_1.types.CHAR, value: 8239 },
      { type: types_1.types.CHAR, value: 8287 },
      { type: types_1.types.CHAR, value: 12288 },
      { type: types_1.types.CHAR, value: 65279 }
    ];
    var NOTANYCHAR = () => [
      { type: types_1.types.CHAR, value: 10 },
      { type: types_1.types.CHAR, value: 13 },
      { type: types_1.types.CHAR, value: 8232 },
      { type: types_1.types.CHAR, value: 8233 }
    ];
    var words = () => ({ type: types_1.types.SET, set: WORDS(), not: false });
    exports.words = words;
    var notWords = () => ({ type: types_1.types.SET, set: WORDS(), not: true });
    exports.notWords = notWords;
    var ints = () => ({ type: types_1.types.SET, set: INTS(), not: false });
    exports.ints = ints;
    var notInts = () => ({ type: types_1.types.SET, set: INTS(), not: true });
    exports.notInts = notInts;
    var whitespace = () => ({ type: types_1.types.SET, set: WHITESPACE(), not: false });
    exports.whitespace = whitespace;
    var notWhitespace = () => ({ type: types_1.types.SET, set: WHITESPACE(), not: true });
    exports.notWhitespace = notWhitespace;
    var anyChar = () => ({ type: types_1.types.SET, set: NOTANYCHAR(), not: true });
    exports.anyChar = anyChar;
  }
});

// node_modules/ret/dist/util.js
var require_util = __commonJS({
  "node_modules/ret/dist/util.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.tokenizeClass = exports.strToChars = void 0;
    var types_1 = require_types2();
    var sets = __importStar(require_sets());
    var CTRL = "@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^ ?";
    var strToChars = (str) => {
      const charsRegex = /(\[\\b\])|(\\)?\\(?:u([A-F0-9]{4})|x([A-F0-9]{2})|c([@A-Z[\\\]^?])|([0tnvfr]))/g;
      return str.replace(charsRegex, (s, b, lbs, a16, b16, dctrl, eslsh) => {
        if (lbs) {
          return s;
        }
        let code = b ? 8 : a16 ? parseInt(a16, 16) : b16 ? parseInt(b16, 16) : dctrl ? CTRL.indexOf(dctrl) : {
          0: 0,
          t: 9,
          n: 10,
          v: 11,
          f: 12,
          r: 13
        }[eslsh];
        let c = String.fromCharCode(code);
        return /[[\]{}^$.|?*+()]/.test(c) ? `\\${c}` : c;
      });
    };
    exports.strToChars = strToChars;
    var tokenizeClass = (str, regexpStr = "") => {
      var _a, _b, _c, _d, _e, _f, _g;
      let tokens2 = [], rs, c;
      const regexp = /\\(?:(w)|(d)|(s)|(W)|(D)|(S))|((?:(?:\\)(.)|([^\]\\]))-(((?:\\)])|(((?:\\)?([^\]])))))|(\])|(?:\\)?([^])/g;
      while ((rs = regexp.exec(str)) !== null) {
        const p = (_g = (_f = (_e = (_d = (_c = (_b = (_a = rs[1] && sets.words()) !== null && _a !== void 0 ? _a : rs[2] && sets.ints()) !== null && _b !== void 0 ? _b : rs[3] && sets.whitespace()) !== null && _c !== void 0 ? _c : rs[4] && sets.notWords()) !== null && _d !== void 0 ? _d : rs[5] && sets.notInts()) !== null && _e !== void 0 ? _e : rs[6] && sets.notWhitespace()) !== null && _f !== void 0 ? _f : rs[7] && {
          type: types_1.types.RANGE,
          from: (rs[8] || rs[9]).charCodeAt(0),
          to: (c = rs[10]).charCodeAt(c.length - 1)
        }) !== null && _g !== void 0 ? _g : (c = rs[16]) && { type: types_1.types.CHAR, value: c.charCodeAt(0) };
        if (p) {
          tokens2.push(p);
        } else {
          return [tokens2, regexp.lastIndex];
        }
      }
      throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unterminated character class`);
    };
    exports.tokenizeClass = tokenizeClass;
  }
});

// node_modules/ret/dist/tokenizer.js
var require_tokenizer = __commonJS({
  "node_modules/ret/dist/tokenizer.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.tokenizer = void 0;
    var util = __importStar(require_util());
    var types_1 = require_types2();
    var sets = __importStar(require_sets());
    var captureGroupFirstChar = /^[a-zA-Z_$]$/i;
    var captureGroupChars = /^[a-zA-Z0-9_$]$/i;
    var digit = /\d/;
    var tokenizer = (regexpStr) => {
      let i = 0, c;
      let start = { type: types_1.types.ROOT, stack: [] };
      let lastGroup = start;
      let last = start.stack;
      let groupStack = [];
      let referenceQueue = [];
      let groupCount = 0;
      const repeatErr = (col) => {
        throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Nothing to repeat at column ${col - 1}`);
      };
      let str = util.strToChars(regexpStr);
      while (i < str.length) {
        switch (c = str[i++]) {
          // Handle escaped characters, inclues a few sets.
          case "\\":
            if (i === str.length) {
              throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: \\ at end of pattern`);
            }
            switch (c = str[i++]) {
              case "b":
                last.push({ type: types_1.types.POSITION, value: "b" });
                break;
              case "B":
                last.push({ type: types_1.types.POSITION, value: "B" });
                break;
              case "w":
                last.push(sets.words());
                break;
              case "W":
                last.push(sets.notWords());
                break;
              case "d":
                last.push(sets.ints());
                break;
              case "D":
                last.push(sets.notInts());
                break;
              case "s":
                last.push(sets.whitespace());
                break;
              case "S":
                last.push(sets.notWhitespace());
                break;
              default:
                if (digit.test(c)) {
                  let digits = c;
                  while (i < str.length && digit.test(str[i])) {
                    digits += str[i++];
                  }
                  let value = parseInt(digits, 10);
                  const reference = { type: types_1.types.REFERENCE, value };
                  last.push(reference);
                  referenceQueue.push({ reference, stack: last, index: last.length - 1 });
                } else {
                  last.push({ type: types_1.types.CHAR, value: c.charCodeAt(0) });
                }
            }
            break;
          // Positionals.
          case "^":
            last.push({ type: types_1.types.POSITION, value: "^" });
            break;
          case "$":
            last.push({ type: types_1.types.POSITION, value: "$" });
            break;
          // Handle custom sets.
          case "[": {
            let not;
            if (str[i] === "^") {
              not = true;
              i++;
            } else {
              not = false;
            }
            let classTokens = util.tokenizeClass(str.slice(i), regexpStr);
            i += classTokens[1];
            last.push({
              type: types_1.types.SET,
              set: classTokens[0],
              not
            });
            break;
          }
          // Class of any character except \n.
          case ".":
            last.push(sets.anyChar());
            break;
          // Push group onto stack.
          case "(": {
            let group = {
              type: types_1.types.GROUP,
              stack: [],
              remember: true
            };
            if (str[i] === "?") {
              c = str[i + 1];
              i += 2;
              if (c === "=") {
                group.followedBy = true;
                group.remember = false;
              } else if (c === "!") {
                group.notFollowedBy = true;
                group.remember = false;
              } else if (c === "<") {
                let name = "";
                if (captureGroupFirstChar.test(str[i])) {
                  name += str[i];
                  i++;
                } else {
                  throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Invalid capture group name, character '${str[i]}' after '<' at column ${i + 1}`);
                }
                while (i < str.length && captureGroupChars.test(str[i])) {
                  name += str[i];
                  i++;
                }
                if (str[i] !== ">") {
                  throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unclosed capture group name, expected '>', found '${str[i]}' at column ${i + 1}`);
                }
                group.name = name;
                i++;
              } else if (c === ":") {
                group.remember = false;
              } else {
                throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Invalid group, character '${c}' after '?' at column ${i - 1}`);
              }
            } else {
              groupCount += 1;
            }
            last.push(group);
            groupStack.push(lastGroup);
            lastGroup = group;
            last = group.stack;
            break;
          }
          // Pop group out of stack.
          case ")":
            if (groupStack.length === 0) {
              throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unmatched ) at column ${i - 1}`);
            }
            lastGroup = groupStack.pop();
            last = lastGroup.options ? lastGroup.options[lastGroup.options.length - 1] : lastGroup.stack;
            break;
          // Use pipe character to give more choices.
          case "|": {
            if (!lastGroup.options) {
              lastGroup.options = [lastGroup.stack];
              delete lastGroup.stack;
            }
            let stack = [];
            lastGroup.options.push(stack);
            last = stack;
            break;
          }
          // Repetition.
          // For every repetition, remove last element from last stack
          // then insert back a RANGE object.
          // This design is chosen because there could be more than
          // one repetition symbols in a regex i.e. `a?+{2,3}`.
          case "{": {
            let rs = /^(\d+)(,(\d+)?)?\}/.exec(str.slice(i)), min, max;
            if (rs !== null) {
              if (last.length === 0) {
                repeatErr(i);
              }
              min = parseInt(rs[1], 10);
              max = rs[2] ? rs[3] ? parseInt(rs[3], 10) : Infinity : min;
              i += rs[0].length;
              last.push({
                type: types_1.types.REPETITION,
                min,
                max,
                value: last.pop()
              });
            } else {
              last.push({
                type: types_1.types.CHAR,
                value: 123
              });
            }
            break;
          }
          case "?":
            if (last.length === 0) {
              repeatErr(i);
            }
            last.push({
              type: types_1.types.REPETITION,
              min: 0,
              max: 1,
              value: last.pop()
            });
            break;
          case "+":
            if (last.length === 0) {
              repeatErr(i);
            }
            last.push({
              type: types_1.types.REPETITION,
              min: 1,
              max: Infinity,
              value: last.pop()
            });
            break;
          case "*":
            if (last.length === 0) {
              repeatErr(i);
            }
            last.push({
              type: types_1.types.REPETITION,
              min: 0,
              max: Infinity,
              value: last.pop()
            });
            break;
          // Default is a character that is not `\[](){}?+*^$`.
          default:
            last.push({
              type: types_1.types.CHAR,
              value: c.charCodeAt(0)
            });
        }
      }
      if (groupStack.length !== 0) {
        throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unterminated group`);
      }
      updateReferences(referenceQueue, groupCount);
      return start;
    };
    exports.tokenizer = tokenizer;
    function updateReferences(referenceQueue, groupCount) {
      for (const elem of referenceQueue.reverse()) {
        if (groupCount < elem.reference.value) {
          elem.reference.type = types_1.types.CHAR;
          const valueString = elem.reference.value.toString();
          elem.reference.value = parseInt(valueString, 8);
          if (!/^[0-7]+$/.test(valueString)) {
            let i = 0;
            while (valueString[i] !== "8" && valueString[i] !== "9") {
              i += 1;
            }
            if (i === 0) {
              elem.reference.value = valueString.charCodeAt(0);
              i += 1;
            } else {
              elem.reference.value = parseInt(valueString.slice(0, i), 8);
            }
            if (valueString.length > i) {
              const tail = elem.stack.splice(elem.index + 1);
              for (const char of valueString.slice(i)) {
                elem.stack.push({
                  type: types_1.types.CHAR,
                  value: char.charCodeAt(0)
                });
              }
              elem.stack.push(...tail);
            }
          }
        }
      }
    }
  }
});

// node_modules/ret/dist/sets-lookup.js
var require_sets_lookup = __commonJS({
  "node_modules/ret/dist/sets-lookup.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.NOTANYCHAR = exports.WHITESPACE = exports.WORDS = exports.INTS = void 0;
    var Sets = __importStar(require_sets());
    var types_1 = require_types2();
    function setToLookup(tokens2) {
      let lookup = {};
      let len = 0;
      for (const token of tokens2) {
        if (token.type === types_1.types.CHAR) {
          lookup[token.value] = true;
        }
        if (token.type === types_1.types.RANGE) {
          lookup[`${token.from}-${token.to}`] = true;
        }
        len += 1;
      }
      return {
        lookup: () => Object.assign({}, lookup),
        len
      };
    }
    exports.INTS = setToLookup(Sets.ints().set);
    exports.WORDS = setToLookup(Sets.words().set);
    exports.WHITESPACE = setToLookup(Sets.whitespace().set);
    exports.NOTANYCHAR = setToLookup(Sets.anyChar().set);
  }
});

// node_modules/ret/dist/write-set-tokens.js
var require_write_set_tokens = __commonJS({
  "node_modules/ret/dist/write-set-tokens.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      };
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.setChar = setChar;
    exports.writeSetTokens = writeSetTokens;
    var types_1 = require_types2();
    var sets = __importStar(require_sets_lookup());
    function setChar(charCode) {
      return charCode === 94 ? "\\^" : charCode === 92 ? "\\\\" : charCode === 93 ? "\\]" : charCode === 45 ? "\\-" : String.fromCharCode(charCode);
    }
    function isSameSet(set2, { lookup, len }) {
      if (len !== set2.length) {
        return false;
      }
      const map = lookup();
      for (const elem of set2) {
        if (elem.type === types_1.types.SET) {
          return false;
        }
        const key = elem.type === types_1.types.CHAR ? elem.value : `${elem.from}-${elem.to}`;
        if (map[key]) {
          map[key] = false;
        } else {
          return false;
        }
      }
      return true;
    }
    function writeSetTokens(set2, isNested = false) {
      if (isSameSet(set2.set, sets.INTS)) {
        return set2.not ? "\\D" : "\\d";
      }
      if (isSameSet(set2.set, sets.WORDS)) {
        return set2.not ? "\\W" : "\\w";
      }
      if (set2.not && isSameSet(set2.set, sets.NOTANYCHAR)) {
        return ".";
      }
      if (isSameSet(set2.set, sets.WHITESPACE)) {
        return set2.not ? "\\S" : "\\s";
      }
      let tokenString = "";
      for (let i = 0; i < set2.set.length; i++) {
        const subset = set2.set[i];
        tokenString += writeSetToken(subset);
      }
      const contents = `${set2.not ? "^" : ""}${tokenString}`;
      return isNested ? contents : `[${contents}]`;
    }
    function writeSetToken(set2) {
      if (set2.type === types_1.types.CHAR) {
        return setChar(set2.value);
      } else if (set2.type === types_1.types.RANGE) {
        return `${setChar(set2.from)}-${setChar(set2.to)}`;
      }
      return writeSetTokens(set2, true);
    }
  }
});

// node_modules/ret/dist/reconstruct.js
var require_reconstruct = __commonJS({
  "node_modules/ret/dist/reconstruct.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reconstruct = void 0;
    var types_1 = require_types2();
    var write_set_tokens_1 = require_write_set_tokens();
    var reduceStack = (stack) => stack.map(exports.reconstruct).join("");
    var createAlternate = (token) => {
      if ("options" in token) {
        return token.options.map(reduceStack).join("|");
      } else if ("stack" in token) {
        return reduceStack(token.stack);
      } else {
        throw new Error(`options or stack must be Root or Group token`);
      }
    };
    var reconstruct = (token) => {
      switch (token.type) {
        case types_1.types.ROOT:
          return createAlternate(token);
        case types_1.types.CHAR: {
          const c = String.fromCharCode(token.value);
          return (/[[\\{}$^.|?*+()]/.test(c) ? "\\" : "") + c;
        }
        case types_1.types.POSITION:
          if (token.value === "^" || token.value === "$") {
            return token.value;
          } else {
            return `\\${token.value}`;
          }
        case types_1.types.REFERENCE:
          return `\\${token.value}`;
        case types_1.types.SET:
          return (0, write_set_tokens_1.writeSetTokens)(token);
        case types_1.types.GROUP: {
          const prefix = token.name ? `?<${token.name}>` : token.remember ? "" : token.followedBy ? "?=" : token.notFollowedBy ? "?!" : "?:";
          return `(${prefix}${createAlternate(token)})`;
        }
        case types_1.types.REPETITION: {
          const { min, max } = token;
          let endWith;
          if (min === 0 && max === 1) {
            endWith = "?";
          } else if (min === 1 && max === Infinity) {
            endWith = "+";
          } else if (min === 0 && max === Infinity) {
            endWith = "*";
          } else if (max === Infinity) {
            endWith = `{${min},}`;
          } else if (min === max) {
            endWith = `{${min}}`;
          } else {
            endWith = `{${min},${max}}`;
          }
          return `${(0, exports.reconstruct)(token.value)}${endWith}`;
        }
        case types_1.types.RANGE:
          return `${(0, write_set_tokens_1.setChar)(token.from)}-${(0, write_set_tokens_1.setChar)(token.to)}`;
        default:
          throw new Error(`Invalid token type ${token}`);
      }
    };
    exports.reconstruct = reconstruct;
  }
});

// node_modules/ret/dist/index.js
var require_dist = __commonJS({
  "node_modules/ret/dist/index.js"(exports, module) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __exportStar = exports && exports.__exportStar || function(m, exports2) {
      for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports2, p)) __createBinding(exports2, m, p);
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.types = void 0;
    var types_1 = require_types2();
    Object.defineProperty(exports, "types", { enumerable: true, get: function() {
      return types_1.types;
    } });
    __exportStar(require_tokenizer(), exports);
    __exportStar(require_reconstruct(), exports);
    var tokenizer_1 = require_tokenizer();
    var reconstruct_1 = require_reconstruct();
    __exportStar(require_types2(), exports);
    exports.default = tokenizer_1.tokenizer;
    module.exports = tokenizer_1.tokenizer;
    module.exports.types = types_1.types;
    module.exports.reconstruct = reconstruct_1.reconstruct;
  }
});

// node_modules/drange/lib/index.js
var require_lib = __commonJS({
  "node_modules/drange/lib/index.js"(exports, module) {
    var SubRange = class _SubRange {
      constructor(low, high) {
        this.low = low;
        this.high = high;
        this.length = 1 + high - low;
      }
      overlaps(range) {
        return range.low <= this.high && this.low <= range.high;
      }
      touches(range) {
        return range.low <= this.high + 1 && this.low - 1 <= range.high;
      }
      covers(range) {
        return this.low <= range.low && range.high <= this.high;
      }
      isInside(range) {
        return range.low < this.low && this.high < range.high;
      }
      isBefore(range) {
        return this.high < range.low;
      }
      // Returns inclusive combination of SubRanges as a SubRange.
      add(range) {
        return new _SubRange(
          Math.min(this.low, range.low),
          Math.max(this.high, range.high)
        );
      }
      // Returns subtraction of SubRanges as an array of SubRanges.
      // (There's a case where subtraction divides it in 2)
      subtract(range) {
        if (range.covers(this)) {
          return [];
        } else if (range.isInside(this)) {
          return [
            new _SubRange(this.low, range.low - 1),
            new _SubRange(range.high + 1, this.high)
          ];
        } else if (range.low <= this.low) {
          return [new _SubRange(range.high + 1, this.high)];
        } else {
          return [new _SubRange(this.low, range.low - 1)];
        }
      }
      toString() {
        return this.low == this.high ? this.low.toString() : this.low + "-" + this.high;
      }
    };
    var DRange = class _DRange {
      constructor(a, b) {
        this.ranges = [];
        this.length = 0;
        if (a != null) this.add(a, b);
      }
      _update_length() {
        this.length = this.ranges.reduce((previous, range) => {
          return previous + range.length;
        }, 0);
      }
      add(a, b) {
        const _add = (subrange) => {
          let i = 0;
          while (i < this.ranges.length && !subrange.touches(this.ranges[i]) && this.ranges[i].isBefore(subrange)) {
            i++;
          }
          const newRanges = this.ranges.slice(0, i);
          while (i < this.ranges.length && subrange.touches(this.ranges[i])) {
            subrange = subrange.add(this.ranges[i]);
            i++;
          }
          newRanges.push(subrange);
          this.ranges = newRanges.concat(this.ranges.slice(i));
          this._update_length();
        };
        if (a instanceof _DRange) {
          a.ranges.forEach(_add);
        } else {
          if (b == null) b = a;
          _add(new SubRange(a, b));
        }
        return this;
      }
      subtract(a, b) {
        const _subtract = (subrange) => {
          let i = 0;
          while (i < this.ranges.length && !subrange.overlaps(this.ranges[i])) {
            i++;
          }
          let newRanges = this.ranges.slice(0, i);
          while (i < this.ranges.length && subrange.overlaps(this.ranges[i])) {
            newRanges = newRanges.concat(this.ranges[i].subtract(subrange));
            i++;
          }
          this.ranges = newRanges.concat(this.ranges.slice(i));
          this._update_length();
        };
        if (a instanceof _DRange) {
          a.ranges.forEach(_subtract);
        } else {
          if (b == null) b = a;
          _subtract(new SubRange(a, b));
        }
        return this;
      }
      intersect(a, b) {
        const newRanges = [];
        const _intersect = (subrange) => {
          let i = 0;
          while (i < this.ranges.length && !subrange.overlaps(this.ranges[i])) {
            i++;
          }
          while (i < this.ranges.length && subrange.overlaps(this.ranges[i])) {
            let low = Math.max(this.ranges[i].low, subrange.low);
            let high = Math.min(this.ranges[i].high, subrange.high);
            newRanges.push(new SubRange(low, high));
            i++;
          }
        };
        if (a instanceof _DRange) {
          a.ranges.forEach(_intersect);
        } else {
          if (b == null) b = a;
          _intersect(new SubRange(a, b));
        }
        this.ranges = newRanges;
        this._update_length();
        return this;
      }
      index(index) {
        let i = 0;
        while (i < this.ranges.length && this.ranges[i].length <= index) {
          index -= this.ranges[i].length;
          i++;
        }
        return this.ranges[i].low + index;
      }
      toString() {
        return "[ " + this.ranges.join(", ") + " ]";
      }
      clone() {
        return new _DRange(this);
      }
      numbers() {
        return this.ranges.reduce((result, subrange) => {
          let i = subrange.low;
          while (i <= subrange.high) {
            result.push(i);
            i++;
          }
          return result;
        }, []);
      }
      subranges() {
        return this.ranges.map((subrange) => ({
          low: subrange.low,
          high: subrange.high,
          length: 1 + subrange.high - subrange.low
        }));
      }
    };
    module.exports = DRange;
  }
});

// node_modules/randexp/dist/randexp.js
var require_randexp = __commonJS({
  "node_modules/randexp/dist/randexp.js"(exports, module) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: function() {
          return m[k];
        } };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || function(mod) {
      if (mod && mod.__esModule) return mod;
      var result = {};
      if (mod != null) {
        for (var k in mod) if (k !== "default" && Object.prototype.hasOwnProperty.call(mod, k)) __createBinding(result, mod, k);
      }
      __setModuleDefault(result, mod);
      return result;
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    var ret_1 = __importStar(require_dist());
    var DRange = require_lib();
    var RandExp2 = class _RandExp {
      constructor(regexp, m) {
        this._setDefaults(regexp);
        if (regexp instanceof RegExp) {
          this.ignoreCase = regexp.ignoreCase;
          this.multiline = regexp.multiline;
          regexp = regexp.source;
        } else if (typeof regexp === "string") {
          this.ignoreCase = !!(m && m.indexOf("i") !== -1);
          this.multiline = !!(m && m.indexOf("m") !== -1);
        } else {
          throw Error("Expected a regexp or string");
        }
        this.tokens = (0, ret_1.default)(regexp);
      }
      /**
       * Checks if some custom properties have been set for this regexp.
       */
      _setDefaults(regexp) {
        this.max = typeof regexp !== "string" && regexp.max != null ? regexp.max : _RandExp.prototype.max != null ? _RandExp.prototype.max : 100;
        this.defaultRange = typeof regexp !== "string" && regexp.defaultRange ? regexp.defaultRange : this.defaultRange.clone();
        if (typeof regexp !== "string" && regexp.randInt) {
          this.randInt = regexp.randInt;
        }
      }
      /**
       * Generates the random string.
       */
      gen() {
        return this._gen(this.tokens, []);
      }
      /**
       * Generate random string modeled after given tokens.
       */
      _gen(token, groups) {
        switch (token.type) {
          case ret_1.types.ROOT:
          case ret_1.types.GROUP:
            if (token.type === ret_1.types.GROUP) {
              if (token.followedBy || token.notFollowedBy) {
                return "";
              }
              if (token.remember && token.groupNumber === void 0) {
                token.groupNumber = groups.push(null) - 1;
              }
            }
            let stack = token.options ? this._randSelect(token.options) : token.stack;
            let str = "";
            for (let i = 0, l = stack.length; i < l; i++) {
              str += this._gen(stack[i], groups);
            }
            if (token.type === ret_1.types.GROUP && token.remember) {
              groups[token.groupNumber] = str;
            }
            return str;
          case ret_1.types.POSITION:
            return "";
          case ret_1.types.SET:
            const expandedSet = this._expand(token);
            if (!expandedSet.length) {
              return "";
            }
            return String.fromCodePoint(expandedSet.index(this.randInt(0, expandedSet.length - 1)));
          case ret_1.types.REPETITION: {
            const randNumber = this.randInt(token.min, token.max === Infinity ? token.min + this.max : token.max);
            let str2 = "";
            for (let i = 0; i < randNumber; i++) {
              str2 += this._gen(token.value, groups);
            }
            return str2;
          }
          case ret_1.types.REFERENCE:
            return groups[token.value - 1] || "";
          case ret_1.types.CHAR:
            const code = this.ignoreCase && this._randBool() ? this._toOtherCase(token.value) : token.value;
            return String.fromCodePoint(code);
        }
      }
      /**
       * If code is alphabetic, converts to other case.
       * If not alphabetic, returns back code.
       */
      _toOtherCase(code) {
        return code + (97 <= code && code <= 122 ? -32 : 65 <= code && code <= 90 ? 32 : 0);
      }
      /**
       * Randomly returns a true or false value.
       */
      _randBool() {
        return !this.randInt(0, 1);
      }
      /**
       * Randomly selects and returns a value from the array.
       */
      _randSelect(arr) {
        return arr[this.randInt(0, arr.length - 1)];
      }
      /**
       * Expands a token to a DiscontinuousRange of characters which has a
       * length and an index function (for random selecting).
       */
      _expand(token) {
        if (token.type === ret_1.types.CHAR) {
          return new DRange(token.value);
        } else if (token.type === ret_1.types.RANGE) {
          return new DRange(token.from, token.to);
        } else {
          let drange = new DRange();
          for (let i = 0; i < token.set.length; i++) {
            let subrange = this._expand(token.set[i]);
            drange.add(subrange);
            if (this.ignoreCase) {
              for (let j = 0; j < subrange.length; j++) {
                let code = subrange.index(j);
                let otherCaseCode = this._toOtherCase(code);
                if (code !== otherCaseCode) {
                  drange.add(otherCaseCode);
                }
              }
            }
          }
          if (token.not) {
            return this.defaultRange.clone().subtract(drange);
          } else {
            return this.defaultRange.clone().intersect(drange);
          }
        }
      }
      /**
       * Randomly generates and returns a number between a and b (inclusive).
       */
      randInt(a, b) {
        return a + Math.floor(Math.random() * (1 + b - a));
      }
      /**
       * Default range of characters to generate from.
       */
      get defaultRange() {
        return this._range = this._range || new DRange(32, 126);
      }
      set defaultRange(range) {
        this._range = range;
      }
      /**
       * Enables use of randexp with a shorter call.
       */
      static randexp(regexp, m) {
        let randexp;
        if (typeof regexp === "string") {
          regexp = new RegExp(regexp, m);
        }
        if (regexp._randexp === void 0) {
          randexp = new _RandExp(regexp, m);
          regexp._randexp = randexp;
        } else {
          randexp = regexp._randexp;
          randexp._setDefaults(regexp);
        }
        return randexp.gen();
      }
      /**
       * Enables sugary /regexp/.gen syntax.
       */
      static sugar() {
        RegExp.prototype.gen = function() {
          return _RandExp.randexp(this);
        };
      }
    };
    exports.default = RandExp2;
    module.exports = RandExp2;
  }
});

// node_modules/shell-quote/quote.js
var require_quote = __commonJS({
  "node_modules/shell-quote/quote.js"(exports, module) {
    "use strict";
    var OPS = (
      /** @type {const} */
      [
        "||",
        "&&",
        ";;&",
        ";;",
        ";&",
        "|&",
        "<(",
        ">(",
        "<<<",
        "<<-",
        "<<",
        ">>",
        ">&",
        ">|",
        "&>>",
        "&>",
        "<&",
        "<>",
        "&",
        ";",
        "(",
        ")",
        "|",
        "<",
        ">"
      ]
    );
    var LINE_TERMINATORS = /[\n\r\u2028\u2029]/;
    var GLOB_SHELL_SPECIAL = /[\s#!"$&'():;<=>@\\^`|~]/g;
    module.exports = function quote(xs) {
      var sawComment = false;
      return xs.map(function(s) {
        if (sawComment && typeof s === "string" && LINE_TERMINATORS.test(s)) {
          throw new TypeError("a token after a `comment` must not contain line terminators");
        }
        if (s === "") {
          return (
            /** @type {const} */
            "''"
          );
        }
        if (s && typeof s === "object") {
          if ("op" in s && s.op === "glob") {
            if (typeof s.pattern !== "string") {
              throw new TypeError("glob token requires a string `pattern`");
            }
            if (LINE_TERMINATORS.test(s.pattern)) {
              throw new TypeError("glob `pattern` must not contain line terminators");
            }
            if (s.pattern === "") {
              return (
                /** @type {const} */
                "''"
              );
            }
            return s.pattern.replace(GLOB_SHELL_SPECIAL, "\\$&");
          }
          if ("op" in s && typeof s.op === "string") {
            if (OPS.indexOf(s.op) < 0) {
              throw new TypeError("invalid `op` value: " + JSON.stringify(s.op));
            }
            return s.op.replace(/[\s\S]/g, "\\$&");
          }
          if ("comment" in s && typeof s.comment === "string") {
            if (LINE_TERMINATORS.test(s.comment)) {
              throw new TypeError("`comment` must not contain line terminators");
            }
            sawComment = true;
            return "#" + s.comment;
          }
          throw new TypeError("unrecognized object token shape");
        }
        if (/'/.test(s) && /!/.test(s)) {
          return "'" + s.replace(/'/g, `'"'"'`) + "'";
        }
        if (/["\s\\]/.test(s) && !/'/.test(s)) {
          return "'" + s + "'";
        }
        if (/["'\s]/.test(s)) {
          return '"' + s.replace(/(["\\$`])/g, "\\$1") + '"';
        }
        return String(s).replace(/([A-Za-z]:)?([#!"$&'()*,:;<=>?@[\\\]^`{|}~])/g, "$1\\$2");
      }).join(" ");
    };
  }
});

// node_modules/shell-quote/parse.js
var require_parse = __commonJS({
  "node_modules/shell-quote/parse.js"(exports, module) {
    "use strict";
    var CONTROL = (
      /** @type {const} */
      "(?:" + /** @type {const} */
      [
        "\\|\\|",
        "\\&(?:\\&|>>?)",
        // `&&`, `&>`, and `&>>`
        ";;\\&?",
        // `;;` and `;;&`
        "[;|]\\&",
        // `;&` and `|&`
        "\\<\\(",
        "\\<\\<\\<",
        "\\<\\<-",
        "\\<\\<(?!\\()",
        // `<<(` stays `<` and `<(`, as zsh reads it; other shells reject it
        ">>",
        ">[&|(]",
        // `>&`, `>|`, and `>(`
        "<[&>]",
        // `<&` and `<>`
        "[&;()|<>]"
      ].join(
        /** @type {const} */
        "|"
      ) + /** @type {const} */
      ")"
    );
    var controlRE = new RegExp("^" + CONTROL + "$");
    var META = (
      /** @type {const} */
      "|&;()<> \\t"
    );
    var SINGLE_QUOTE = (
      /** @type {const} */
      "'([^']*?)'"
    );
    var ANSI_C_BODY = "(?:\\\\[\\s\\S]|[^\\\\'])*?";
    var ANSI_C_QUOTE = "\\$'" + ANSI_C_BODY + "'";
    var ansiCAt = new RegExp("\\$'" + ANSI_C_BODY + "(?:(')|\\\\?$)", "g");
    var ANSI_C_LETTERS = "abeEfnrtv";
    var ANSI_C_CHARS = "\x07\b\x1B\x1B\f\n\r	\v";
    var hash = /^#$/;
    var SQ = (
      /** @type {const} */
      "'"
    );
    var DQ = (
      /** @type {const} */
      '"'
    );
    var DS = (
      /** @type {const} */
      "$"
    );
    var TOKEN = "";
    var mult = (
      /** @type {const} */
      4294967296
    );
    for (i = 0; i < 4; i++) {
      TOKEN += (mult * Math.random()).toString(16);
    }
    var i;
    var startsWithToken = new RegExp("^" + TOKEN);
    function matchAll(s, r) {
      var origIndex = r.lastIndex;
      var matches = [];
      var matchObj;
      while (matchObj = r.exec(s)) {
        matches[matches.length] = matchObj;
        if (r.lastIndex === matchObj.index) {
          r.lastIndex += 1;
        }
      }
      r.lastIndex = origIndex;
      return matches;
    }
    function getVar(env, pre, key) {
      var r = typeof env === "function" ? env(key) : env[key];
      if (typeof r === "undefined" && key != "") {
        r = "";
      } else if (typeof r === "undefined") {
        r = "$";
      }
      if (typeof r === "object") {
        return pre + TOKEN + JSON.stringify(r) + TOKEN;
      }
      return pre + r;
    }
    var ansiCEscape = /\\([0-7]{1,3}|x[\dA-Fa-f]{1,2}|u[\dA-Fa-f]{1,4}|U[\dA-Fa-f]{1,8}|c(?:\\\\|[\s\S])|[abeEfnrtv\\'"?])/g;
    function expandAnsiCEscape(m, escape3) {
      var kind = escape3.charAt(0);
      if (kind === "c") {
        var ctrl = escape3.charAt(1);
        return ctrl === "?" ? "" : String.fromCharCode(ctrl.charCodeAt(0) & 31);
      }
      if (kind === "x" || kind === "u" || kind === "U") {
        var cp = parseInt(escape3.slice(1), 16);
        if (cp > 1114111) {
          return m;
        }
        return String.fromCharCode.apply(null, cp > 65535 ? [55232 + (cp >> 10), 56320 + (cp & 1023)] : [cp]);
      }
      if (kind >= "0" && kind <= "7") {
        return String.fromCharCode(parseInt(escape3, 8) & 255);
      }
      var letter = ANSI_C_LETTERS.indexOf(escape3);
      return letter < 0 ? escape3 : ANSI_C_CHARS.charAt(letter);
    }
    function expandAnsiC(body) {
      return body.replace(ansiCEscape, expandAnsiCEscape).split("\0")[0];
    }
    function closesAnsiC(s, i2) {
      ansiCAt.lastIndex = i2;
      return !!/** @type {RegExpExecArray} */
      ansiCAt.exec(s)[1];
    }
    function parseInternal(string, env, opts) {
      if (!opts) {
        opts = {};
      }
      var BS = opts.escape || "\\";
      var ifs = opts.splitUnquoted === true ? " 	\n" : typeof opts.splitUnquoted === "string" ? opts.splitUnquoted : "";
      var BAREWORD = "(\\" + BS + `['"$\\` + BS + META + "]|\\$\\$|\\$(?!" + ANSI_C_QUOTE.slice(2) + `)|[^\\s'"$` + META + "])+";
      var DOUBLE_QUOTE = '"(?:\\' + BS + '[\\s\\S]|[^"\\' + BS + '])*"';
      var chunker = new RegExp([
        "(" + CONTROL + ")",
        // control chars
        "(" + ANSI_C_QUOTE + "|" + BAREWORD + "|" + DOUBLE_QUOTE + "|" + SINGLE_QUOTE + ")+"
      ].join("|"), "g");
      var matches = matchAll(string, chunker);
      if (matches.length === 0) {
        return [];
      }
      if (!env) {
        env = {};
      }
      var commented = false;
      return matches.map(function(match) {
        var s = match[0];
        if (!s || commented) {
          return void 0;
        }
        if (controlRE.test(s)) {
          return (
            /** @type {ControlOperator} */
            { op: s }
          );
        }
        var quote = false;
        var esc = false;
        var out = "";
        var words = [];
        var sawQuote = false;
        var pendingNw = null;
        var isGlob = false;
        var i2;
        function parseEnvVar() {
          i2 += 1;
          var varend;
          var varname;
          var char = s.charAt(i2);
          if (char === "{") {
            i2 += 1;
            if (s.charAt(i2) === "}") {
              throw new Error("Bad substitution: " + s.slice(i2 - 2, i2 + 1));
            }
            var depth = 1;
            varend = i2;
            while (depth > 0 && varend < s.length) {
              if (s.charAt(varend) === "{" && s.charAt(varend - 1) === "$") {
                depth += 1;
              } else if (s.charAt(varend) === "}") {
                depth -= 1;
              }
              varend += 1;
            }
            if (depth !== 0) {
              throw new Error("Bad substitution: " + s.slice(i2));
            }
            varend -= 1;
            varname = s.slice(i2, varend);
            i2 = varend;
          } else if (/[*@#?$!-]/.test(char)) {
            varname = char;
          } else {
            var slicedFromI = s.slice(i2);
            varend = slicedFromI.match(/[^\w\d_]/);
            if (!varend) {
              varname = slicedFromI;
              i2 = s.length;
            } else {
              varname = slicedFromI.slice(0, varend.index);
              i2 += /** @type {number} */
              varend.index - 1;
            }
          }
          return getVar(
            /** @type {NonNullable<typeof env>} */
            env,
            "",
            varname
          );
        }
        function flushRun() {
          if (pendingNw === null) {
            return;
          }
          if (pendingNw === 0) {
            if (out !== "") {
              words[words.length] = out;
              out = "";
            }
          } else {
            words[words.length] = out;
            out = "";
            for (var fe = 1; fe < pendingNw; fe += 1) {
              words[words.length] = "";
            }
          }
          pendingNw = null;
        }
        for (i2 = 0; i2 < s.length; i2++) {
          var c = s.charAt(i2);
          if (ifs && c !== DS) {
            flushRun();
          }
          isGlob = isGlob || !quote && (c === "*" || c === "?");
          if (esc) {
            out += c;
            esc = false;
          } else if (quote) {
            if (c === quote) {
              quote = false;
            } else if (quote == SQ) {
              out += c;
            } else {
              if (c === BS) {
                i2 += 1;
                c = s.charAt(i2);
                if (c === DQ || c === BS || c === DS) {
                  out += c;
                } else {
                  out += BS + c;
                }
              } else if (c === DS) {
                out += parseEnvVar();
              } else {
                out += c;
              }
            }
          } else if (c === DQ || c === SQ) {
            quote = c;
            sawQuote = true;
          } else if (controlRE.test(c)) {
            return (
              /** @type {ControlOperator} */
              { op: s }
            );
          } else if (hash.test(c)) {
            commented = true;
            var commentObj = { comment: string.slice(match.index + i2 + 1) };
            if (out.length) {
              return (
                /** @type {const} */
                [out, commentObj]
              );
            }
            return (
              /** @type {const} */
              [commentObj]
            );
          } else if (c === BS) {
            esc = true;
          } else if (c === DS && s.charAt(i2 + 1) === SQ && closesAnsiC(s, i2)) {
            flushRun();
            sawQuote = true;
            out += expandAnsiC(s.slice(i2 + 2, ansiCAt.lastIndex - 1));
            i2 = ansiCAt.lastIndex - 1;
          } else if (c === DS) {
            var value = parseEnvVar();
            if (!ifs) {
              out += value;
            } else {
              for (var vi = 0; vi < value.length; vi += 1) {
                var vc = value.charAt(vi);
                if (ifs.indexOf(vc) < 0) {
                  flushRun();
                  out += vc;
                } else if (pendingNw === null) {
                  pendingNw = vc === " " || vc === "	" || vc === "\n" ? 0 : 1;
                } else if (vc !== " " && vc !== "	" && vc !== "\n") {
                  pendingNw += 1;
                }
              }
            }
          } else {
            out += c;
          }
        }
        if (isGlob) {
          return (
            /** @type {GlobPattern} */
            { op: "glob", pattern: out }
          );
        }
        if (ifs) {
          if (pendingNw !== null && pendingNw > 0) {
            words[words.length] = out;
            out = "";
            for (var te = 1; te < pendingNw; te += 1) {
              words[words.length] = "";
            }
          }
          if (out !== "" || sawQuote && words.length === 0) {
            words[words.length] = out;
          }
          return words;
        }
        return out;
      }).reduce(
        function(prev, arg) {
          if (typeof arg === "undefined") {
            return prev;
          }
          [].concat(arg).forEach(function(entry) {
            prev[prev.length] = entry;
          });
          return prev;
        },
        /** @type {ParseEntry[]} */
        []
      );
    }
    module.exports = function parse2(s, env, opts) {
      var mapped = parseInternal(s, env, opts);
      if (typeof env !== "function") {
        return mapped;
      }
      return mapped.reduce(
        function(acc, s2) {
          if (typeof s2 === "object") {
            acc[acc.length] = s2;
            return acc;
          }
          var xs = s2.split(RegExp("(" + TOKEN + ".*?" + TOKEN + ")", "g"));
          if (xs.length === 1) {
            acc[acc.length] = xs[0];
            return acc;
          }
          xs.filter(Boolean).forEach(function(x) {
            acc[acc.length] = startsWithToken.test(x) ? JSON.parse(x.split(TOKEN)[1]) : x;
          });
          return acc;
        },
        /** @type {ParseEntry[]} */
        []
      );
    };
  }
});

// node_modules/shell-quote/index.js
var require_shell_quote = __commonJS({
  "node_modules/shell-quote/index.js"(exports) {
    "use strict";
    exports.quote = require_quote();
    exports.parse = require_parse();
  }
});

// src/run/prepare.ts
import path4 from "node:path";

// src/corpus/config.ts
import path from "node:path";

// src/model/placeholders.ts
var SERVER_PLACEHOLDER = /\$\{([^}]*)\}/g;
var ENV = /^env:([A-Za-z_][A-Za-z0-9_]*)$/;
function parsePlaceholder(inner) {
  if (inner === "spy.url" || inner === "spy.port") return { kind: inner };
  const env = ENV.exec(inner);
  return env ? { kind: "env", name: env[1] } : void 0;
}
function fillServerText(text, values) {
  return text.replace(SERVER_PLACEHOLDER, (whole, inner) => {
    const p = parsePlaceholder(inner);
    if (!p) throw new Error(`unknown placeholder ${whole}`);
    if (p.kind === "spy.url") return values.spyUrl;
    if (p.kind === "spy.port") return new URL(values.spyUrl).port;
    const value = values.env[p.name];
    if (value === void 0) throw new Error(`${whole}: ${p.name} is not set in the environment`);
    return value;
  });
}

// src/corpus/config.ts
async function readConfig(file, cwd) {
  if (!file) return { config: { dir: cwd }, problems: [] };
  const full = path.resolve(cwd, file);
  const source = await readSource(full, path.relative(cwd, full) || file);
  if (isProblem(source))
    return {
      config: { dir: path.dirname(full), file: full },
      problems: [source],
      unreadable: true
    };
  const data = source.data ?? {};
  let parsed = configSchema.safeParse(data);
  const problems = parsed.success ? [] : zodProblems(parsed.error, source);
  if (!parsed.success && data && typeof data === "object" && !Array.isArray(data)) {
    const bad2 = new Set(
      parsed.error.issues.flatMap(
        (i) => i.path.length ? [i.path[0]] : i.code === "unrecognized_keys" ? i.keys : []
      )
    );
    const rest = Object.fromEntries(Object.entries(data).filter(([k]) => !bad2.has(k)));
    parsed = configSchema.safeParse(rest);
  }
  const ok = parsed.success ? parsed.data : {};
  problems.push(...servers(ok).flatMap(([at, server]) => placeholderProblems(server, source, at)));
  return {
    config: {
      ...ok,
      file: full,
      dir: path.dirname(full),
      locate: (at, text) => where(source, at, text)
    },
    problems
  };
}
function envPlaceholders(config) {
  const strings = servers(config).flatMap(([at, server]) => serverStrings(server, at));
  return strings.flatMap(
    ([at, text]) => [...text.matchAll(SERVER_PLACEHOLDER)].flatMap((m) => {
      const p = parsePlaceholder(m[1]);
      return p?.kind === "env" ? [{ name: p.name, at, written: m[0] }] : [];
    })
  );
}
function missingEnv(config, env) {
  return envPlaceholders(config).filter((p) => env[p.name] === void 0).map((p) => ({
    ...config.locate?.(p.at, p.written) ?? { file: config.file ?? "config" },
    field: formatPath(p.at),
    message: printable(`${p.written}: the environment variable ${p.name} is not set`)
  }));
}
function passedValues(config, env) {
  return envPlaceholders(config).flatMap((p) => env[p.name] ?? []);
}
var CREDENTIAL_HEADER = /auth|key|token|secret|cookie|session|password|credential/i;
function headerValues(config) {
  const headers = servers(config).flatMap(([, server]) => Object.entries(server?.headers ?? {}));
  return headers.flatMap(([name, value]) => {
    if (!CREDENTIAL_HEADER.test(name) || value.includes("${")) return [];
    const bare = /^\s*\w+\s+(\S+)\s*$/.exec(value)?.[1];
    return bare ? [value, bare] : [value];
  });
}
function servers(config) {
  return [
    [["server"], config.server],
    [["ab", "base"], config.ab?.base],
    [["ab", "head"], config.ab?.head]
  ];
}
function serverStrings(server, at = ["server"]) {
  if (!server) return [];
  const out = [];
  const one = (key, v) => v !== void 0 && out.push([[...at, key], v]);
  const map = (key, o) => Object.entries(o ?? {}).forEach(([k, v]) => out.push([[...at, key, k], v]));
  one("command", server.command);
  server.args?.forEach((v, i) => out.push([[...at, "args", i], v]));
  map("env", server.env);
  one("url", server.url);
  one("cwd", server.cwd);
  map("headers", server.headers);
  return out;
}
function placeholderProblems(server, source, at) {
  return serverStrings(server, at).flatMap(
    ([at2, text]) => [...text.matchAll(SERVER_PLACEHOLDER)].filter((m) => !parsePlaceholder(m[1])).map((m) => ({
      ...where(source, at2, m[0]),
      field: formatPath(at2),
      message: printable(
        `unknown placeholder ${m[0]}: use \${spy.url}, \${spy.port} or \${env:NAME}`
      )
    }))
  );
}
function where(source, at, text) {
  const pos = source.posOf(at);
  const col = source.text?.split("\n")[pos.line - 1]?.indexOf(text) ?? -1;
  return { file: source.file, line: pos.line, column: col >= 0 ? col + 1 : pos.column };
}
async function parseThresholds(text, cwd) {
  const trimmed = text.trim();
  const looksInline = /^[{]|:/.test(trimmed);
  const source = looksInline ? parseSource(trimmed, "thresholds") : await readSource(path.resolve(cwd, trimmed), trimmed);
  if (isProblem(source)) throw new SetupError("Cannot read thresholds", [source]);
  const parsed = thresholdsSchema.safeParse(fromTieredThresholds(source.data));
  if (!parsed.success) {
    const problems = zodProblems(parsed.error, source);
    throw new SetupError("The thresholds are not valid", problems);
  }
  return parsed.data;
}

// src/providers/claude-code.ts
import { spawn } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path2 from "node:path";
var CLAUDE_COMMAND = "claude";
var SPY_SERVER = "spy";
function findExecutable(name, env) {
  const dirs = (env.PATH ?? env.Path ?? "").split(path2.delimiter).filter(Boolean);
  const names = process.platform === "win32" ? [`${name}.cmd`, `${name}.exe`, name] : [name];
  for (const dir of dirs) {
    for (const n of names) {
      const full = path2.join(dir, n);
      try {
        if (!statSync(full).isFile()) continue;
        accessSync(full, constants.X_OK);
        return full;
      } catch {
      }
    }
  }
  return void 0;
}
function claudeCodeProvider(opts) {
  return {
    id: opts.id,
    name: "claude-code",
    model: opts.model ?? "default",
    start() {
      throw new Error("claude-code is an agent provider: the runner drives it through `agent`");
    },
    agent: { run: (turn, ctx) => runTurn(opts, turn, ctx) }
  };
}
function claudeArgs(opts, ctx, mcpConfig) {
  return [
    "-p",
    "--output-format",
    "stream-json",
    "--verbose",
    "--mcp-config",
    mcpConfig,
    "--strict-mcp-config",
    // No built-in tools (Bash, Read, …): the model sees the server's tools and nothing else.
    "--tools",
    "",
    // Pre-approves every tool of the spy server; nothing else is approved.
    "--allowedTools",
    `mcp__${SPY_SERVER}`,
    "--max-turns",
    String(ctx.maxSteps + 1),
    ...opts.model ? ["--model", opts.model] : [],
    ...ctx.sessionId ? ["--resume", ctx.sessionId] : []
  ];
}
async function runTurn(opts, turn, ctx) {
  const dir = await mkdtemp(path2.join(os.tmpdir(), "mcp-eval-claude-"));
  try {
    const config = path2.join(dir, "mcp.json");
    await writeFile(
      config,
      JSON.stringify({ mcpServers: { [SPY_SERVER]: { type: "http", url: ctx.mcpUrl } } })
    );
    const work = path2.join(dir, "work");
    await mkdir(work);
    return await spawnClaude(opts, claudeArgs(opts, ctx, config), turn.user, work, ctx.signal);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
function spawnClaude(opts, args, prompt, cwd, signal) {
  return new Promise((resolve2, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const child = spawn(opts.command, args, {
      cwd,
      env: opts.env,
      stdio: ["pipe", "pipe", "pipe"],
      // .cmd shims need a shell on Windows.
      shell: process.platform === "win32" && opts.command.endsWith(".cmd"),
      // Its own process group (POSIX): a cancel or a timeout ends what the agent started too.
      detached: process.platform !== "win32"
    });
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
        else child.kill();
      } catch {
        child.kill();
      }
    };
    let result;
    let sessionId;
    let failed;
    let buffer = "";
    const stderr = [];
    const onLine = (line) => {
      if (!line.trim()) return;
      let msg;
      try {
        msg = JSON.parse(line);
      } catch {
        return;
      }
      sessionId = msg.session_id ?? sessionId;
      if (msg.type === "system" && msg.subtype === "init") {
        const spy = msg.mcp_servers?.find((s) => s.name === SPY_SERVER);
        if (spy && spy.status !== "connected" && spy.status !== "pending") {
          failed = new ProviderError(
            "other",
            `claude-code: the spy MCP server is ${spy.status} (could not connect to ${SPY_SERVER})`
          );
          kill();
        }
      }
      if (msg.type === "result") result = msg;
    };
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      lines.forEach(onLine);
    });
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk) => {
      stderr.push(chunk);
      if (stderr.length > 50) stderr.shift();
    });
    const onAbort = () => kill();
    signal.addEventListener("abort", onAbort, { once: true });
    child.on("error", (err) => {
      signal.removeEventListener("abort", onAbort);
      reject(new ProviderError("other", `claude-code: cannot run ${opts.command}: ${err.message}`));
    });
    child.on("close", (code, killedBy) => {
      signal.removeEventListener("abort", onAbort);
      onLine(buffer);
      if (signal.aborted) return reject(signal.reason);
      if (failed) return reject(failed);
      const tail = stderr.join("").trim().split("\n").slice(-5).join(" | ");
      if (!result) {
        const how = code !== null ? `exited with code ${code}` : `was killed by ${killedBy}`;
        return reject(
          new ProviderError(
            "other",
            `claude-code: ${opts.command} ${how} without a result message${tail ? `: ${tail}` : ""}`
          )
        );
      }
      const text = typeof result.result === "string" ? result.result : "";
      if (result.is_error && result.subtype !== "error_max_turns") {
        const message = text || result.subtype || tail || "error";
        return reject(new ProviderError(errorKind(message), `claude-code: ${message}`));
      }
      resolve2({
        text,
        sessionId: result.session_id ?? sessionId,
        ...result.usage ? { usage: toUsage(result.usage) } : {}
      });
    });
    child.stdin.on("error", () => void 0);
    child.stdin.end(prompt);
  });
}
function errorKind(message) {
  if (/invalid api key|authenticat|unauthori[sz]ed|\/login|\b40[13]\b/i.test(message))
    return "auth";
  if (/rate limit|\b429\b/i.test(message)) return "rate-limit";
  if (/overloaded|\b529\b|\b503\b/i.test(message)) return "overloaded";
  return "other";
}
function toUsage(u) {
  const cached = u.cache_read_input_tokens ?? 0;
  return {
    // Like the anthropic adapter: the whole prompt, with the cached part beside it.
    inputTokens: (u.input_tokens ?? 0) + cached + (u.cache_creation_input_tokens ?? 0),
    outputTokens: u.output_tokens ?? 0,
    cachedTokens: cached
  };
}

// src/providers/lazy.ts
var adapters = {
  openai: async () => (await import("./openai-3TP3TWXS.js")).openaiProvider,
  gemini: async () => (await import("./gemini-4YXDCTVG.js")).geminiProvider,
  anthropic: async () => (await import("./anthropic-NSVACJNV.js")).anthropicProvider
};
function lazyProvider(api, opts) {
  let real;
  const load = () => real ??= adapters[api]().then((make) => make(opts));
  setImmediate(() => void load().then(warmFetch, () => {
  }));
  return {
    id: opts.id,
    name: opts.name,
    model: opts.model,
    start(tools) {
      const session = load().then((p) => p.start(tools));
      return {
        user: async (turn, signal) => (await session).user(turn, signal),
        results: async (outcomes, signal) => (await session).results(outcomes, signal)
      };
    }
  };
}
function warmFetch() {
  setImmediate(() => void globalThis.Headers);
}

// src/match/regex-example.ts
var import_randexp = __toESM(require_randexp(), 1);
var loaded = import_randexp.default;
var RandExp = loaded.default ?? loaded;
var TRIES = 24;
function regexStrings(source, flags = "", limit = 8) {
  let re;
  try {
    re = new RegExp(source, flags);
  } catch {
    return [];
  }
  const unicode = flags.includes("u") || flags.includes("v");
  const generators = variants(source, unicode, flags);
  const found = /* @__PURE__ */ new Set();
  for (let i = 0; i < TRIES && generators.length && found.size < limit; i++) {
    const gen = generators[i % generators.length];
    const random = mulberry32(i + 1);
    gen.randInt = (a, b) => a + Math.floor(random() * (b - a + 1));
    const early = i < TRIES / 2;
    gen.max = early ? 1 + i % 3 : 8 + i;
    gen.defaultRange = early ? alnum(gen.defaultRange) : printable2;
    let s;
    try {
      s = gen.gen();
    } catch {
      continue;
    }
    re.lastIndex = 0;
    if (safeTest(re, s)) found.add(s);
  }
  return [...found];
}
function variants(source, unicode, flags) {
  const cases = flags.includes("i") ? ["", "i"] : [""];
  return [true, false].flatMap(
    (asText) => cases.flatMap((ignoreCase) => {
      try {
        const m = (flags.includes("m") ? "m" : "") + ignoreCase;
        return [new RandExp(forRandexp(source, unicode, asText), m)];
      } catch {
        return [];
      }
    })
  );
}
var printable2 = new RandExp("").defaultRange.clone();
var alnum = (r) => r.clone().intersect(48, 122).subtract(58, 64).subtract(91, 96);
function forRandexp(source, unicode, lookbehindAsText = true) {
  const groups = groupNumbers(source);
  let out = "";
  let inClass = false;
  let quantified = false;
  for (let i = 0; i < source.length; ) {
    const rest = source.slice(i);
    const brace = /^\{\d+(,\d*)?\}/.exec(rest);
    const named = /^\(\?<([^=!>][^>]*)>/.exec(rest);
    let [read, write] = [rest[0], rest[0]];
    let quantifier = false;
    if (rest[0] === "\\") [read, write] = escapeFor(rest, unicode, inClass, groups);
    else if (inClass) inClass = rest[0] !== "]";
    else if (rest[0] === "[") inClass = true;
    else if (named) [read, write] = [named[0], "("];
    else if (rest.startsWith("(?<=")) [read, write] = ["(?<=", lookbehindAsText ? "(?:" : "(?="];
    else if (rest.startsWith("(?<!")) [read, write] = ["(?<!", "(?!"];
    else if (brace) [read, write, quantifier] = [brace[0], brace[0], true];
    else if ("*+?".includes(rest[0]))
      [write, quantifier] = quantified ? ["", false] : [rest[0], true];
    out += write;
    i += read.length;
    quantified = quantifier;
  }
  return out;
}
function groupNumbers(source) {
  const groups = /* @__PURE__ */ new Map();
  let count = 0;
  for (const m of source.matchAll(/\\.|\[(?:\\.|[^\]\\])*\]|\((\?<([^=!>][^>]*)>)?(\?)?/g)) {
    if (!m[0].startsWith("(")) continue;
    if (m[2]) groups.set(m[2], ++count);
    else if (!m[3]) count++;
  }
  return groups;
}
function escapeFor(rest, unicode, inClass, groups) {
  const named = /^\\k<([^>]+)>/.exec(rest);
  if (named && groups.has(named[1])) return [named[0], `\\${groups.get(named[1])}`];
  const hex = /^\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/.exec(rest);
  if (hex) return [hex[0], `\\${hex[1][0]}${hex[1].slice(1).toUpperCase()}`];
  const prop = unicode ? /^\\([pP])\{([^}]+)\}/.exec(rest) : null;
  if (prop) {
    const chars = sample(prop[2], prop[1] === "P");
    return [prop[0], inClass ? chars : `[${chars}]`];
  }
  const point = unicode ? /^\\u\{([0-9a-fA-F]+)\}/.exec(rest) : null;
  if (point) return [point[0], escape(String.fromCodePoint(parseInt(point[1], 16)))];
  return [rest.slice(0, 2), rest.slice(0, 2)];
}
var escape = (ch) => Array.from(
  { length: ch.length },
  (_, i) => `\\u${ch.charCodeAt(i).toString(16).toUpperCase().padStart(4, "0")}`
).join("");
var samples = /* @__PURE__ */ new Map();
function sample(property, negated) {
  const key = `${negated}${property}`;
  let out = samples.get(key);
  if (out !== void 0) return out;
  let re;
  try {
    re = new RegExp(`^\\${negated ? "P" : "p"}{${property}}$`, "u");
  } catch {
    return "";
  }
  const chars = [];
  for (let cp = 33; cp <= 65535 && chars.length < 32; cp++) {
    if (cp >= 55296 && cp <= 57343) continue;
    const ch = String.fromCharCode(cp);
    if (re.test(ch)) chars.push(escape(ch));
  }
  out = chars.join("");
  samples.set(key, out);
  return out;
}
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/match/schema-value.ts
import { isDeepStrictEqual } from "node:util";
var isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var num = (v) => typeof v === "number" ? v : void 0;
var MAX_DEPTH = 6;
function resolve(schema) {
  if (!isObject(schema)) return void 0;
  let s = { ...schema };
  for (const key of ["anyOf", "oneOf"]) {
    const branches = Array.isArray(s[key]) ? s[key] : [];
    const pick = branches.find((b) => isObject(b) && b.type !== "null") ?? branches[0];
    delete s[key];
    if (isObject(pick)) s = { ...s, ...resolve(pick) };
  }
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map(resolve).filter((p) => p !== void 0);
    delete s.allOf;
    for (const p of parts) {
      s = {
        ...s,
        ...p,
        properties: { ...s.properties, ...p.properties },
        required: [...asStrings(s.required), ...asStrings(p.required)]
      };
    }
  }
  return s;
}
var asStrings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
function inlineRefs(root, node = root, depth = 0) {
  if (Array.isArray(node)) return node.map((n) => inlineRefs(root, n, depth));
  if (!isObject(node)) return node;
  const ref = node.$ref;
  if (typeof ref === "string" && ref.startsWith("#")) {
    if (depth >= MAX_DEPTH) return {};
    const target = ref.slice(1).split("/").filter(Boolean).reduce(
      (at, key) => isObject(at) ? at[key.replace(/~1/g, "/").replace(/~0/g, "~")] : void 0,
      root
    );
    const { $ref: _ref, ...rest } = node;
    return inlineRefs(root, { ...rest, ...isObject(target) ? target : {} }, depth + 1);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlineRefs(root, v, depth)]));
}
function typeOf(s) {
  if (!s) return void 0;
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== "null") ?? s.type[0] : s.type;
  if (typeof t === "string") return t;
  if (s.const !== void 0) return jsonType(s.const);
  if (isObject(s.properties) || Array.isArray(s.required)) return "object";
  if (s.items !== void 0 || Array.isArray(s.prefixItems)) return "array";
  return void 0;
}
function jsonType(v) {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}
var propertyOf = (s, key) => isObject(s?.properties) ? resolve(s.properties[key]) : void 0;
var requiredOf = (s) => asStrings(s?.required);
function itemOf(s, index = 0) {
  const prefix = Array.isArray(s?.prefixItems) ? s.prefixItems : void 0;
  return resolve(prefix?.[index] ?? s?.items);
}
function fits(v, s) {
  if (!s) return true;
  if (s.const !== void 0 && !isDeepStrictEqual(s.const, v)) return false;
  if (Array.isArray(s.enum) && !s.enum.some((e) => isDeepStrictEqual(e, v))) return false;
  const types = Array.isArray(s.type) ? s.type : s.type === void 0 ? [] : [s.type];
  if (types.length && !types.some((t) => hasType(v, t))) return false;
  if (typeof v === "string") {
    if (v.length < (num(s.minLength) ?? 0) || v.length > (num(s.maxLength) ?? Infinity))
      return false;
    if (typeof s.pattern === "string" && !safeTest2(s.pattern, v)) return false;
  }
  if (typeof v === "number" && !inRange(v, s)) return false;
  if (Array.isArray(v))
    return v.length >= (num(s.minItems) ?? 0) && v.length <= (num(s.maxItems) ?? Infinity);
  return true;
}
function hasType(v, t) {
  if (t === "integer") return Number.isInteger(v);
  if (t === "object") return isObject(v);
  return jsonType(v) === t;
}
function inRange(n, s) {
  const lo = num(s.minimum);
  const hi = num(s.maximum);
  const xlo = num(s.exclusiveMinimum) ?? (s.exclusiveMinimum === true ? lo : void 0);
  const xhi = num(s.exclusiveMaximum) ?? (s.exclusiveMaximum === true ? hi : void 0);
  const step = num(s.multipleOf);
  return (lo === void 0 || n >= lo) && (hi === void 0 || n <= hi) && (xlo === void 0 || n > xlo) && (xhi === void 0 || n < xhi) && (!step || Number.isInteger(n / step));
}
function safeTest2(pattern, v) {
  try {
    return new RegExp(pattern, "u").test(v);
  } catch {
    return true;
  }
}
var FORMATS = {
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  time: "00:00:00Z",
  email: "user@example.com",
  uri: "https://example.com/",
  url: "https://example.com/",
  hostname: "example.com",
  ipv4: "127.0.0.1",
  ipv6: "::1",
  uuid: "00000000-0000-4000-8000-000000000000"
};
function valueFor(schema, depth = 0) {
  const s = resolve(schema);
  if (!s) return "example";
  for (const v of [s.const, s.enum?.[0], s.default])
    if (v !== void 0) return v;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  switch (typeOf(s)) {
    case "string":
      return stringFor(s);
    case "number":
    case "integer":
      return numberFor(s);
    // false rather than true: a required flag such as `confirm` is safer unset.
    case "boolean":
      return false;
    case "null":
      return null;
    case "array":
      return Array.from({ length: num(s.minItems) ?? 0 }, (_, i) => valueFor(itemOf(s, i), depth));
    case "object":
      return depth >= MAX_DEPTH ? {} : requiredValues(s, /* @__PURE__ */ new Set(), depth + 1);
    default:
      return "example";
  }
}
function requiredValues(s, given, depth = 0) {
  return Object.fromEntries(
    requiredOf(s).filter((k) => !given.has(k)).map((k) => [k, valueFor(propertyOf(s, k), depth)])
  );
}
function stringFor(s) {
  const min = num(s.minLength) ?? 0;
  const max = num(s.maxLength) ?? Infinity;
  const candidates2 = [
    ...typeof s.format === "string" && FORMATS[s.format] ? [FORMATS[s.format]] : [],
    ...typeof s.pattern === "string" ? regexStrings(s.pattern, "u") : [],
    "example".padEnd(min, "x").slice(0, max)
  ];
  return candidates2.find((c) => fits(c, s)) ?? candidates2[candidates2.length - 1];
}
function numberFor(s) {
  const integer = typeOf(s) === "integer";
  const step = num(s.multipleOf) ?? (integer ? 1 : void 0);
  const lo = num(s.minimum) ?? num(s.exclusiveMinimum);
  const hi = num(s.maximum) ?? num(s.exclusiveMaximum);
  const up = (n) => step ? Math.ceil(n / step) * step : n;
  const down = (n) => step ? Math.floor(n / step) * step : n;
  const candidates2 = [up(1), ...lo !== void 0 ? [up(lo), up(lo + (step ?? 1))] : []];
  if (hi !== void 0) candidates2.push(down(hi), down(hi - (step ?? 1)));
  return candidates2.find((n) => inRange(n, s)) ?? candidates2[0];
}

// src/match/example.ts
function exampleArgs(want, inputSchema) {
  const problems = [];
  const args = objectFor(want ?? {}, resolve(inlineRefs(inputSchema)), [], problems);
  return { args, problems };
}
function objectFor(want, s, path7, out) {
  const args = {};
  for (const [key, w] of Object.entries(want)) {
    const v = valueOf(w, propertyOf(s, key), [...path7, key], out);
    if (v !== void 0) args[key] = v;
    else if (s && requiredOf(s).includes(key))
      out.push({
        path: [...path7, key],
        message: "the tool requires this argument: it cannot be absent"
      });
  }
  return { ...args, ...requiredValues(s, new Set(Object.keys(want))) };
}
function valueOf(want, s, path7, out) {
  if (isMatcher(want)) return matcherValue(want, s, path7, out);
  if (Array.isArray(want))
    return want.map((w, i) => valueOf(w, itemOf(s, i), [...path7, i], out) ?? null);
  if (isObject2(want)) return objectFor(want, s, path7, out);
  return want;
}
function matcherValue(m, s, path7, out) {
  if ("$absent" in m) return void 0;
  if ("$pyEq" in m && m.$pyEq === null && !fits(null, s)) return void 0;
  const before = out.length;
  const tried = candidates(m, s, path7, out);
  const hit = tried.find((v) => matchValue(m, v) && fits(v, s));
  if (hit !== void 0) {
    out.length = before;
    return hit;
  }
  if (out.length === before) out.push({ path: path7, message: unsatisfiable(m, s) });
  return tried[0] ?? valueFor(s);
}
function candidates(m, s, path7, out) {
  const t = typeOf(s);
  if ("$eq" in m) return [m.$eq];
  if ("$pyEq" in m) return pyCandidates(m.$pyEq, t);
  if (s?.const !== void 0) return [s.const];
  if (Array.isArray(s?.enum)) return s.enum;
  if ("$oneOf" in m) {
    const alternatives = Array.isArray(m.$oneOf) ? m.$oneOf : [];
    return alternatives.flatMap((w) => valueOf(w, s, path7, []) ?? []);
  }
  if ("$regex" in m) {
    const flags = typeof m.$flags === "string" ? m.$flags : "";
    const strings = regexStrings(String(m.$regex), flags);
    if (t === "number" || t === "integer") return strings.map(Number).filter(Number.isFinite);
    if (t === "boolean") return [true, false];
    return t === void 0 || t === "string" ? strings : [];
  }
  if ("$contains" in m) return containing(m.$contains, s, path7);
  if ("$unordered" in m) return listOf(m.$unordered, s, path7, false, out);
  if ("$subset" in m) return listOf(m.$subset, s, path7, true, out);
  if ("$approx" in m) {
    const a = Number(m.$approx);
    if (t === "integer") return [Math.round(a), Math.floor(a), Math.ceil(a)];
    if (t === "string") return [String(a)];
    return t === void 0 || t === "number" ? [a] : [];
  }
  if ("$nonEmpty" in m) return nonEmpty(s);
  return [valueFor(s)];
}
function pyCandidates(v, t) {
  if (t === "boolean" && (v === 0 || v === 1)) return [v === 1];
  if ((t === "number" || t === "integer") && typeof v === "boolean") return [Number(v)];
  return [v];
}
function containing(c, s, path7) {
  const t = typeOf(s);
  const scalar = typeof c !== "object" || c === null;
  if (t === "array" || t === void 0 && !scalar) {
    const first = valueOf(c, itemOf(s, 0), path7, []) ?? null;
    const min2 = typeof s?.minItems === "number" ? s.minItems : 1;
    return [[first, ...Array.from({ length: min2 - 1 }, (_, i) => valueFor(itemOf(s, i + 1)))]];
  }
  if (!scalar || c === null) return [];
  if (t === "number" || t === "integer") return [Number(c)].filter(Number.isFinite);
  if (t === "boolean") return [true, false];
  const min = typeof s?.minLength === "number" ? s.minLength : 0;
  return t === void 0 || t === "string" ? [String(c).padEnd(min, "x")] : [];
}
function listOf(items, s, path7, more, out) {
  const t = typeOf(s);
  if (!Array.isArray(items) || t !== void 0 && t !== "array") return [];
  const list = items.map((w, i) => valueOf(w, itemOf(s, i), [...path7, i], out) ?? null);
  const min = more && typeof s?.minItems === "number" ? s.minItems : 0;
  for (let i = list.length; i < min; i++) list.push(valueFor(itemOf(s, i)));
  return [list];
}
function nonEmpty(s) {
  const base = valueFor(s);
  switch (typeOf(s)) {
    case "string":
      return [base, "example".padEnd(typeof s?.minLength === "number" ? s.minLength : 0, "x")];
    case "array": {
      const n = Math.max(1, typeof s?.minItems === "number" ? s.minItems : 0);
      return [Array.from({ length: n }, (_, i) => valueFor(itemOf(s, i)))];
    }
    case "object": {
      const props = Object.keys(s?.properties ?? {});
      const extra = props.length ? { [props[0]]: valueFor(propertyOf(s, props[0])) } : { example: "example" };
      return [base, { ...extra, ...isObject2(base) ? base : {} }];
    }
    default:
      return [base];
  }
}
var isObject2 = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
function unsatisfiable(m, s) {
  if ("$oneOf" in m && Array.isArray(m.$oneOf) && m.$oneOf.length === 0)
    return "$oneOf lists no value: nothing can match it";
  const what = "$regex" in m ? `$regex /${String(m.$regex)}/${typeof m.$flags === "string" ? m.$flags : ""}` : JSON.stringify(m);
  const t = typeOf(s);
  const allowed = s?.const !== void 0 ? [s.const] : Array.isArray(s?.enum) ? s.enum : void 0;
  if (allowed) {
    const list = allowed.map((v) => JSON.stringify(v)).join(", ");
    return `${what} matches none of the values the tool's inputSchema allows here: ${list}`;
  }
  if (t) return `${what} matches no ${t}, the type the tool's inputSchema gives this argument`;
  if ("$regex" in m) return `no string that ${what} matches could be generated`;
  return `no value matches ${what}`;
}

// src/providers/replay.ts
function replayClarification(turn, tools) {
  const spec = turn.expect.clarification;
  const listed = typeof spec === "object" ? spec.asks_for : [];
  const offered = tools.flatMap((t) => Object.keys(propertiesOf(t)));
  const wanted = [...new Set(listed.length ? listed : offered)];
  const which = wanted.length ? ` (${wanted.join(", ")})` : "";
  return `Before I do that, could you tell me exactly which one you mean${which}? I need that detail to continue.`;
}
function propertiesOf(t) {
  const p = t.inputSchema.properties;
  return p && typeof p === "object" ? p : {};
}
function replayProvider() {
  return {
    id: "replay",
    name: "replay",
    model: "replay",
    start: (tools) => new ReplaySession(tools)
  };
}
var ReplaySession = class {
  constructor(tools) {
    this.tools = tools;
  }
  tools;
  turn;
  next = 0;
  calls = 0;
  async user(turn) {
    this.turn = turn;
    this.next = 0;
    return this.step();
  }
  async results() {
    return this.step();
  }
  step() {
    const expect = this.turn?.expect;
    const call = expect?.calls?.[this.next];
    if (call && !expect?.clarification) {
      this.next++;
      const schema = this.tools.find((t) => t.name === call.tool)?.inputSchema;
      const { args } = exampleArgs(call.args, schema);
      return { text: "", calls: [{ id: `replay-${++this.calls}`, tool: call.tool, args }] };
    }
    if (expect?.clarification) {
      return { text: replayClarification(this.turn, this.tools), calls: [] };
    }
    const text = expect?.answer ? expect.answer.includes.join("\n") : "Done.";
    return { text, calls: [] };
  }
};

// src/providers/limiter.ts
var MIN_TRY_MS = 1e3;
var seconds = (ms) => `${Math.round(ms / 100) / 10} s`;
var MIN_SPAN = 8;
var defaultTimer = (fn, ms) => {
  const t = setTimeout(fn, ms).unref();
  return () => clearTimeout(t);
};
var RequestLimiter = class {
  constructor(provider, opts = {}) {
    this.provider = provider;
    this.cap = opts.cap ?? Infinity;
    this.level = this.cap;
    this.now = opts.now ?? Date.now;
    this.timer = opts.timer ?? defaultTimer;
  }
  provider;
  cap;
  now;
  timer;
  level;
  inFlight = 0;
  peak = 0;
  /** Successes towards the next step up. */
  credit = 0;
  /** The latest requests sent, as many as were ever in flight (at least MIN_SPAN). */
  sent = [];
  seq = 0;
  /** Requests sent up to here were sent before the last back-off. */
  backedOffAt = 0;
  holdUntil = 0;
  cancelHold;
  queue = [];
  limitedAnswers = 0;
  lowest;
  /** Requests allowed in flight now (Infinity before any back-off without a cap). */
  get limit() {
    return this.level;
  }
  /** Undefined when the provider never backed off. */
  get backoff() {
    if (this.lowest === void 0) return void 0;
    const ceiling = Math.min(this.cap, this.peak);
    return {
      answers: this.limitedAnswers,
      lowest: this.lowest,
      end: Math.min(this.level, ceiling),
      ceiling
    };
  }
  /**
   * A slot for one request: at once when one is free and nothing holds, else in turn. Rejects
   * with the signal's reason on abort, and with a rate-limit ProviderError when the slot cannot
   * come a second before `deadline` (a Date.now() value).
   */
  acquire(signal, deadline) {
    if (signal.aborted) return Promise.reject(signal.reason);
    const late = this.tooLate(deadline);
    if (late) return Promise.reject(late);
    if (this.queue.length === 0 && this.free()) return Promise.resolve(this.take());
    return new Promise((resolve2, reject) => {
      const onAbort = () => {
        this.leave(waiter);
        reject(signal.reason);
      };
      let cancelTimer = () => {
      };
      const waiter = {
        resolve: resolve2,
        reject,
        deadline,
        cleanup: () => {
          signal.removeEventListener("abort", onAbort);
          cancelTimer();
        }
      };
      const waitingSince = this.now();
      if (deadline !== void 0) {
        cancelTimer = this.timer(
          () => {
            this.leave(waiter);
            reject(
              new ProviderError(
                "rate-limit",
                `${apiName(this.provider)}: no request slot within the scenario's time (waited ${seconds(this.now() - waitingSince)}; ${this.why()})`
              )
            );
          },
          Math.max(0, deadline - MIN_TRY_MS - this.now())
        );
      }
      signal.addEventListener("abort", onAbort, { once: true });
      this.queue.push(waiter);
    });
  }
  why() {
    return Number.isFinite(this.level) ? `in-flight requests lowered to ${this.level} after rate limits` : "requests held after rate limits";
  }
  free() {
    return this.inFlight < this.level && this.now() >= this.holdUntil;
  }
  /** Why a request with this deadline cannot wait out the hold, if it cannot. */
  tooLate(deadline) {
    if (deadline === void 0) return void 0;
    const now = this.now();
    if (this.holdUntil <= now || this.holdUntil + MIN_TRY_MS < deadline) return void 0;
    return new ProviderError(
      "rate-limit",
      `${apiName(this.provider)} asked (Retry-After) to hold requests for ${seconds(this.holdUntil - now)} but only ${seconds(Math.max(0, deadline - now))} of the scenario's time remained`
    );
  }
  leave(waiter) {
    const i = this.queue.indexOf(waiter);
    if (i >= 0) this.queue.splice(i, 1);
    waiter.cleanup();
  }
  take() {
    this.inFlight++;
    this.peak = Math.max(this.peak, this.inFlight);
    const sent = { seq: ++this.seq };
    this.sent.push(sent);
    if (this.sent.length > Math.max(MIN_SPAN, this.peak)) this.sent.shift();
    let given = false;
    return {
      done: (answer) => {
        if (given) return;
        given = true;
        this.inFlight--;
        this.answered(sent, answer);
        this.pump();
      }
    };
  }
  answered(sent, answer) {
    if (answer.kind === "ok") return this.succeeded();
    if (answer.kind !== "limited") return;
    this.limitedAnswers++;
    sent.limited = true;
    if (sent.seq <= this.backedOffAt) return;
    const limited = this.sent.filter((s) => s.limited).length;
    if (limited < 2 || limited * 4 < this.sent.length * 3) return;
    this.level = Math.max(1, Math.floor(Math.min(this.level, this.peak) / 2));
    this.lowest = Math.min(this.lowest ?? this.level, this.level);
    this.credit = 0;
    this.backedOffAt = this.seq;
    if (answer.retryAfterMs !== void 0) this.hold(this.now() + answer.retryAfterMs);
  }
  /** Additive increase: one more slot for each `level` successes, up to the ceiling. */
  succeeded() {
    const ceiling = Math.min(this.cap, this.peak);
    if (this.level >= ceiling) return;
    if (++this.credit < this.level) return;
    this.credit = 0;
    this.level++;
    if (this.level >= ceiling) this.level = this.cap;
  }
  hold(until) {
    if (until <= this.holdUntil) return;
    this.holdUntil = until;
    for (const w of [...this.queue]) {
      const late = this.tooLate(w.deadline);
      if (late) {
        this.leave(w);
        w.reject(late);
      }
    }
    this.cancelHold?.();
    this.cancelHold = this.timer(() => this.pump(), until - this.now());
  }
  pump() {
    while (this.queue.length && this.free()) {
      const w = this.queue.shift();
      w.cleanup();
      w.resolve(this.take());
    }
    const left = this.holdUntil - this.now();
    if (this.queue.length && left > 0) {
      this.cancelHold?.();
      this.cancelHold = this.timer(() => this.pump(), left);
    }
  }
};
function answerOf(err) {
  if (err instanceof ProviderError && (err.kind === "rate-limit" || err.kind === "overloaded")) {
    return { kind: "limited", retryAfterMs: err.retryAfterMs };
  }
  return { kind: "other" };
}
function describeBackoff(id, b) {
  const after = b.end >= b.ceiling ? `back to ${b.ceiling} by the end` : `${b.end} at the end`;
  return `${id}: ${b.answers} rate-limit answer${b.answers === 1 ? "" : "s"}; in-flight requests lowered to ${b.lowest}, ${after}`;
}

// src/providers/retry.ts
var RETRYABLE = /* @__PURE__ */ new Set(["rate-limit", "overloaded", "server", "timeout"]);
function isRetryable(err) {
  return err instanceof ProviderError && RETRYABLE.has(err.kind);
}
function retryDelay(err, attempt2, opts = {}) {
  const max = opts.maxDelayMs ?? 6e4;
  if (err.retryAfterMs !== void 0) return Math.min(err.retryAfterMs, max);
  const ceiling = Math.min((opts.baseDelayMs ?? 1e3) * 2 ** attempt2, max);
  return Math.round(ceiling / 2 + ceiling / 2 * (opts.random ?? Math.random)());
}
function sleep(ms, signal) {
  return new Promise((resolve2, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve2();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
var MIN_TRY_MS2 = 1e3;
var seconds2 = (ms) => `${Math.round(ms / 100) / 10} s`;
function giveUp(err, retried, why = "") {
  if (!(err instanceof ProviderError) || retried === 0 && !why) return err;
  const times = retried ? `; retried ${retried} time${retried === 1 ? "" : "s"}` : "";
  return new ProviderError(err.kind, `${err.message}${times}${why}`, err.status, err.retryAfterMs);
}
async function attempt(call, signal, opts, { deadline, idle }) {
  const retries = opts.retries ?? 3;
  for (let n = 0; ; n++) {
    const slot = await opts.limiter?.acquire(signal, deadline).catch((err) => {
      throw giveUp(err, n);
    });
    try {
      const step = await call();
      slot?.done({ kind: "ok" });
      return step;
    } catch (err) {
      slot?.done(answerOf(err));
      if (signal.aborted || !isRetryable(err)) throw giveUp(err, n);
      const byClock = err.kind === "rate-limit" && deadline !== void 0 && retries > 0;
      if (!byClock && n >= retries) throw giveUp(err, n);
      const asked = err.retryAfterMs !== void 0 && deadline !== void 0;
      const delay = asked ? err.retryAfterMs : retryDelay(err, n, opts);
      if (deadline !== void 0) {
        const left = deadline - (opts.now ?? Date.now)();
        if (delay + MIN_TRY_MS2 >= left) {
          throw giveUp(
            err,
            n,
            asked ? `; it asked (Retry-After) to wait ${seconds2(delay)} but only ${seconds2(Math.max(0, left))} of the scenario's time remained` : `; no time left in the scenario for another try`
          );
        }
      }
      opts.onRetry?.(err, n + 1, delay);
      const wait = () => (opts.sleep ?? sleep)(delay, signal);
      await (idle ? idle(wait) : wait());
    }
  }
}
function withRetry(session, opts = {}, deadline, idle) {
  const options = { deadline, idle };
  return {
    user: (turn, signal) => attempt(() => session.user(turn, signal), signal, opts, options),
    results: (outcomes, signal) => attempt(() => session.results(outcomes, signal), signal, opts, options)
  };
}
function withRetries(provider, opts = {}) {
  return {
    id: provider.id,
    name: provider.name,
    model: provider.model,
    start: (tools, session) => withRetry(provider.start(tools, session), opts, session?.deadline, session?.idle)
  };
}

// src/providers/spec.ts
var PRESETS = {
  openai: {
    api: "openai",
    keyEnv: ["OPENAI_API_KEY"],
    baseUrl: "https://api.openai.com/v1",
    baseUrlEnv: "OPENAI_BASE_URL"
  },
  gemini: {
    api: "gemini",
    keyEnv: ["GEMINI_API_KEY", "GOOGLE_API_KEY"],
    baseUrl: "https://generativelanguage.googleapis.com",
    baseUrlEnv: "GOOGLE_GEMINI_BASE_URL"
  },
  anthropic: {
    api: "anthropic",
    keyEnv: ["ANTHROPIC_API_KEY"],
    baseUrl: "https://api.anthropic.com",
    baseUrlEnv: "ANTHROPIC_BASE_URL"
  },
  groq: { api: "openai", keyEnv: ["GROQ_API_KEY"], baseUrl: "https://api.groq.com/openai/v1" },
  openrouter: {
    api: "openai",
    keyEnv: ["OPENROUTER_API_KEY"],
    baseUrl: "https://openrouter.ai/api/v1"
  },
  together: { api: "openai", keyEnv: ["TOGETHER_API_KEY"], baseUrl: "https://api.together.xyz/v1" },
  ollama: { api: "openai", keyEnv: [], baseUrl: "http://127.0.0.1:11434/v1" },
  // Any other OpenAI-compatible server: base_url is required, api_key_env optional.
  "openai-compatible": { api: "openai", keyEnv: [] }
};
function specId(spec) {
  if (typeof spec === "string") return spec;
  if (spec.provider === "scripted") return spec.id ?? `scripted:${spec.file}`;
  return spec.id ?? (spec.model ? `${spec.provider}:${spec.model}` : spec.provider);
}
function scriptedFile(spec) {
  if (typeof spec !== "string") return spec.provider === "scripted" ? spec.file : void 0;
  if (spec !== "scripted" && !spec.startsWith("scripted:")) return void 0;
  const file = spec.slice("scripted:".length);
  if (!file)
    throw new SetupError(`"${spec}": expected scripted:<file>, e.g. scripted:scripted.yaml`);
  return file;
}
function unknownProvider(name) {
  return new SetupError(
    `unknown provider "${name}"; known providers: ${KNOWN_PROVIDERS.join(", ")}`
  );
}
function parseProviderSpec(spec) {
  if (typeof spec === "string") {
    const colon = spec.indexOf(":");
    const name = colon < 0 ? spec : spec.slice(0, colon);
    const model = colon < 0 ? "" : spec.slice(colon + 1);
    if (!(name in PRESETS)) throw unknownProvider(name);
    if (name === "openai-compatible") {
      throw new SetupError(
        `"${spec}": openai-compatible needs base_url; write it as an object { provider, model, base_url }`
      );
    }
    if (!model)
      throw new SetupError(`"${spec}": expected <provider>:<model>, e.g. openai:gpt-4.1-mini`);
    return { id: spec, provider: name, model };
  }
  const raw = spec;
  if (typeof raw?.provider === "string" && !(raw.provider in PRESETS))
    throw unknownProvider(raw.provider);
  const parsed = providerObjectSchema.safeParse(spec);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.join(".") || "provider"}: ${i.message}`
    );
    throw new SetupError(`invalid provider spec: ${issues.join("; ")}`);
  }
  return { ...parsed.data, id: parsed.data.id ?? `${parsed.data.provider}:${parsed.data.model}` };
}
var set = (env, name) => env[name] ? env[name] : void 0;
function resolveProvider(spec, env, deps = {}) {
  if (spec === "replay" || spec === "replay:") return { provider: replayProvider() };
  const agent = parseAgentSpec(spec);
  if (agent) {
    const command = findExecutable(CLAUDE_COMMAND, env);
    if (!command) return { skipped: `${CLAUDE_COMMAND} (Claude Code) is not on PATH` };
    return { provider: claudeCodeProvider({ ...agent, command, env }) };
  }
  if (scriptedFile(spec) !== void 0)
    throw new SetupError(`${specId(spec)}: a scripted provider is built from its loaded file`);
  const p = parseProviderSpec(spec);
  const preset = PRESETS[p.provider];
  const keyEnv = p.api_key_env ? [p.api_key_env] : preset.keyEnv;
  let apiKey;
  if (keyEnv.length) {
    apiKey = keyEnv.map((name) => set(env, name)).find(Boolean);
    if (!apiKey) return { skipped: `${keyEnv.join(" or ")} is not set` };
  }
  const baseUrl = p.base_url ?? (preset.baseUrlEnv ? set(env, preset.baseUrlEnv) : void 0) ?? preset.baseUrl;
  const options = {
    id: p.id,
    name: p.provider,
    model: p.model,
    // Local servers need no key, but the SDKs insist on one.
    apiKey: apiKey ?? "not-needed",
    baseUrl,
    temperature: p.temperature,
    maxTokens: p.max_tokens,
    seed: p.seed,
    timeoutMs: (p.timeout ?? DEFAULTS.providerTimeout) * 1e3,
    ...deps.cache ? { cache: deps.cache } : {},
    ...p.provider === "openai" ? { organization: set(env, "OPENAI_ORG_ID"), project: set(env, "OPENAI_PROJECT_ID") } : {}
  };
  const provider = lazyProvider(preset.api, options);
  return {
    provider: withRetries(provider, { ...deps.retry, retries: p.retries ?? DEFAULTS.retries })
  };
}
function credentialValues(specs, env) {
  const names = new Set(Object.values(PRESETS).flatMap((p) => p.keyEnv));
  for (const spec of specs) {
    if (spec === void 0 || typeof spec === "string") continue;
    const keyEnv = spec.api_key_env;
    if (typeof keyEnv === "string") names.add(keyEnv);
  }
  return [...names].flatMap((name) => set(env, name) ?? []);
}
function parseAgentSpec(spec) {
  if (typeof spec === "string") {
    const m = /^claude-code(?::(.*))?$/.exec(spec);
    if (!m) return void 0;
    return { id: spec, ...m[1] ? { model: m[1] } : {} };
  }
  if (spec.provider !== "claude-code") return void 0;
  const parsed = agentObjectSchema.safeParse(spec);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.join(".") || "provider"}: ${i.message}`
    );
    throw new SetupError(`invalid provider spec: ${issues.join("; ")}`);
  }
  return { id: specId(parsed.data), ...parsed.data.model ? { model: parsed.data.model } : {} };
}
var DEFAULT_PROVIDERS = [
  { spec: "openai:gpt-4.1-mini", keyEnv: PRESETS.openai.keyEnv },
  { spec: "gemini:gemini-2.5-flash", keyEnv: PRESETS.gemini.keyEnv },
  { spec: "anthropic:claude-sonnet-4-5", keyEnv: PRESETS.anthropic.keyEnv }
];
var DEFAULT_KEY_ENV = DEFAULT_PROVIDERS.flatMap((p) => p.keyEnv);
function defaultProvidersFromEnv(env) {
  return DEFAULT_PROVIDERS.flatMap(({ spec, keyEnv }) => {
    const key = keyEnv.find((name) => set(env, name));
    return key ? [{ spec, key }] : [];
  });
}

// src/corpus/filter.ts
var lower = (xs) => xs?.map((x) => x.toLowerCase());
var baseId = (id) => id.replace(/\[\d+\]$/, "");
function filterScenarios(scenarios, f) {
  const tags = lower(f.tags);
  const tiers = lower(f.tiers);
  const types = lower(f.types);
  return scenarios.filter(
    (s) => (!tags?.length || s.tags.some((t) => tags.includes(t.toLowerCase()))) && // An id also selects its variants (`<id>[i]`, from a list of prompts).
    (!f.ids?.length || f.ids.includes(s.id) || f.ids.includes(baseId(s.id))) && (!tiers?.length || tiers.includes(s.tier)) && (!types?.length || s.type !== void 0 && types.includes(s.type.toLowerCase()))
  );
}
function selectScenarios(all, f, opts = {}) {
  const tierProblems = unknown("tier", f.tiers, TIERS, "not a tier");
  if (opts.partial) {
    if (tierProblems.length) throw unknownError(tierProblems);
    return filterScenarios(all, f);
  }
  if (all.length === 0) {
    const where2 = opts.corpus?.length ? ` (corpus: ${opts.corpus.join(", ")})` : "";
    throw new SetupError(`The corpus has no scenario${where2}: nothing to run`);
  }
  const problems = [
    ...unknown("tag", f.tags, distinct(all.flatMap((s) => s.tags)), "no scenario has it"),
    // Ids are exact, as they are matched; a variant is known by its base id too.
    ...unknownIds(f.ids, all),
    ...tierProblems,
    ...unknown("type", f.types, distinct(all.flatMap((s) => s.type ?? [])), "no scenario has it")
  ];
  if (problems.length) throw unknownError(problems);
  const selected = filterScenarios(all, f);
  if (selected.length === 0) throw emptySelection(all, f);
  return selected;
}
function distinct(values) {
  const seen = /* @__PURE__ */ new Map();
  for (const v of values) if (!seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v);
  return [...seen.values()];
}
function unknown(what, given, known, why) {
  const set2 = new Set(known.map((k) => k.toLowerCase()));
  return (given ?? []).filter((v) => !set2.has(v.toLowerCase())).map((v) => `${what} "${v}": ${why}; ${suggest(what, v, known)}`);
}
function unknownIds(ids, all) {
  const known = new Set(all.flatMap((s) => [s.id, baseId(s.id)]));
  const shown = distinct(all.map((s) => baseId(s.id)));
  return (ids ?? []).filter((id) => !known.has(id)).map((id) => `id "${id}": no scenario has it; ${suggest("id", id, shown)}`);
}
function unknownError(problems) {
  return new SetupError(
    ["Unknown filter value(s): nothing to run", ...problems.map((p) => `  ${p}`)].join("\n")
  );
}
var SHOWN = 10;
function suggest(what, value, known) {
  if (known.length === 0) return `the corpus has no ${what}s`;
  const ranked = closestFirst(value, known);
  const more = ranked.length > SHOWN ? `, … (${ranked.length - SHOWN} more)` : "";
  return `known ${what}s, closest first: ${ranked.slice(0, SHOWN).join(", ")}${more}`;
}
function closestFirst(value, known) {
  const v = value.toLowerCase();
  const key = (k) => {
    const l = k.toLowerCase();
    return { contains: l.includes(v) || v.includes(l) ? 0 : 1, distance: editDistance(v, l) };
  };
  const keyed = known.map((k) => ({ k, ...key(k) }));
  keyed.sort(
    (a, b) => a.contains - b.contains || a.distance - b.distance || a.k.localeCompare(b.k)
  );
  return keyed.map((x) => x.k);
}
function didYouMean(value, known) {
  const best = closestFirst(value, known)[0];
  if (best === void 0 || best === value) return "";
  const [v, b] = [value.toLowerCase(), best.toLowerCase()];
  const near = b.includes(v) || v.includes(b) || editDistance(v, b) <= Math.max(2, Math.floor(v.length / 3));
  return near ? ` (did you mean "${best}"?)` : "";
}
function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row2 = [i];
    for (let j = 1; j <= b.length; j++) {
      row2[j] = Math.min(prev[j] + 1, row2[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row2;
  }
  return prev[b.length];
}
function emptySelection(all, f) {
  const given = ["tags", "ids", "tiers", "types"].filter((k) => f[k]?.length);
  const alone = given.map(
    (k) => `  ${k} ${f[k].join(", ")}: ${filterScenarios(all, { [k]: f[k] }).length} scenario(s)`
  );
  const counted = (values) => {
    const n = /* @__PURE__ */ new Map();
    for (const v of values) {
      const e = n.get(v.toLowerCase()) ?? { v, c: 0 };
      n.set(v.toLowerCase(), { v: e.v, c: e.c + 1 });
    }
    const sorted = [...n.values()].sort((a, b) => b.c - a.c || a.v.localeCompare(b.v));
    return sorted.map(({ v, c }) => `${v} (${c})`).join(", ") || "none";
  };
  return new SetupError(
    [
      `The filters select no scenario of the ${all.length} in the corpus: nothing to run`,
      ...alone,
      ...given.length > 1 ? ["  all of them together: none"] : [],
      `Tags in the corpus: ${counted(all.flatMap((s) => distinct(s.tags)))}`,
      ...f.tiers?.length ? [`Tiers in the corpus: ${counted(all.map((s) => s.tier))}`] : []
    ].join("\n")
  );
}

// src/corpus/shard.ts
import { createHash } from "node:crypto";
function shardOf(id, count) {
  const h = createHash("sha256").update(id).digest();
  return h.readUInt32BE(0) % count + 1;
}
function sliceScenarios(scenarios, shard) {
  return scenarios.filter((s) => shardOf(s.id, shard.count) === shard.index);
}
function selectionHash(scenarios) {
  const parts = scenarios.map((s) => `${s.id}	${definitionHash(s)}	${s.repeat}`).sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
  return createHash("sha256").update(canonical(parts)).digest("hex").slice(0, 16);
}
function shardNotice(shard, ran, selected) {
  return `Shard ${shard.index}/${shard.count}: ${ran} of the ${selected} selected scenario(s); \`mcp-eval merge\` joins the shards into one report`;
}

// src/run/command-line.ts
var import_shell_quote = __toESM(require_shell_quote(), 1);
function splitCommand(line, what = "the server command") {
  const asWritten = (name) => line.includes(`\${${name}}`) ? `\${${name}}` : `$${name}`;
  return (0, import_shell_quote.parse)(line, asWritten).map((word) => {
    if (typeof word === "string") return word;
    if ("pattern" in word) return word.pattern;
    const shown = "comment" in word ? `#${word.comment}` : word.op;
    throw new SetupError(
      `${what}: \`${shown}\` needs a shell, and the server is started without one; put the pipeline in a script and start that, or give \`server.command\` and \`server.args\` in the config`
    );
  });
}

// src/run/ab-plan.ts
import path3 from "node:path";
function abServers(config, opts, server) {
  if (opts.baseline || opts.lateBaseline) {
    throw new SetupError(
      "A same-job A/B compares head with its own base side: --baseline (an earlier report) does not apply"
    );
  }
  if (config.spy?.port !== void 0) {
    throw new SetupError(
      "`spy.port` puts one spy backend on a fixed port: a same-job A/B runs two servers, each behind its own; remove `spy.port`"
    );
  }
  const head = withFlags("head", config.ab?.head ?? server, opts.ab?.head, opts.cwd);
  const given = opts.ab?.base;
  const flagged = given && (given.command || given.url || given.cwd || given.checkout);
  const from = config.ab?.base ?? (flagged ? server : void 0);
  const base = withFlags("base", from, given, opts.cwd, config.dir);
  if (!base) {
    throw new SetupError(
      "mcp-eval ab needs a base server: `ab.base` in the config, or --base-server, --base-url or --base-cwd"
    );
  }
  if (!head) {
    throw new SetupError(
      "mcp-eval ab needs a head server: `server` or `ab.head` in the config, or --head-server or --head-url"
    );
  }
  return { base, head };
}
function withFlags(side, from, flags, cwd, dir) {
  if (!flags) return from;
  if (flags.server) return flags.server;
  if (flags.command && flags.url) {
    throw new SetupError(`Give --${side}-server or --${side}-url, not both`);
  }
  if (flags.url && flags.cwd) {
    throw new SetupError(
      `--${side}-cwd is the folder of a server started by a command: a server at --${side}-url has none`
    );
  }
  let out = from;
  if (flags.url)
    out = { ...from, command: void 0, args: void 0, cwd: void 0, url: flags.url };
  if (flags.command) {
    const [command, ...args] = splitCommand(flags.command, `--${side}-server`);
    out = { ...from, url: void 0, command, args };
  }
  if (flags.cwd) {
    if (out?.url) {
      throw new SetupError(
        `--${side}-cwd is the folder of a server started by a command: the ${side} server is at \`url\` ${out.url}`
      );
    }
    out = { ...out, cwd: path3.resolve(cwd, flags.cwd) };
  }
  if (flags.checkout && out) out = inCheckout(side, out, flags.checkout, dir ?? cwd);
  return out;
}
function inCheckout(side, server, checkout, dir) {
  if (server.url) {
    throw new SetupError(
      `The ${side} server is at \`url\` ${server.url}: a checkout of the ${side} commit cannot start it; give the server as a command (\`server.command\`)`
    );
  }
  if (server.cwd?.includes("${")) return server;
  const folder = path3.resolve(dir, server.cwd ?? ".");
  const inside = path3.relative(checkout.repo, folder);
  if (inside === ".." || inside.startsWith(`..${path3.sep}`) || path3.isAbsolute(inside))
    return server;
  return { ...server, cwd: path3.join(checkout.at, inside) };
}
function trialPlan(config, opts) {
  const min = opts.trials?.min ?? config.trials?.min;
  const max = opts.trials?.max ?? config.trials?.max;
  if (min === void 0 && max === void 0) return void 0;
  const named = opts.trials ? "--trials-min/--trials-max" : "`trials` in the config";
  if (!opts.ab) {
    throw new SetupError(
      `${named}: adaptive trials stop a pair once its base/head comparison is decided, so they need a same-job A/B (mcp-eval ab); a plain run uses \`repeat\``
    );
  }
  if (opts.repeat !== void 0 || config.repeat !== void 0) {
    const repeat = opts.repeat !== void 0 ? "--repeat" : "`repeat` in the config";
    throw new SetupError(`${named} and ${repeat}: give one (trials adapt, repeat is fixed)`);
  }
  if (min === void 0 || max === void 0) {
    throw new SetupError(
      `${named}: give both min and max (${min === void 0 ? "min" : "max"} is missing)`
    );
  }
  if (min > max) throw new SetupError(`${named}: min (${min}) is more than max (${max})`);
  return { min, max };
}

// src/run/prepare.ts
async function prepare(opts, keepProblems = false, onTarget) {
  const env = opts.env ?? process.env;
  const read = await readConfig(opts.config, opts.cwd);
  if (read.problems.length && !keepProblems) {
    const what = read.unreadable ? "Cannot load the config" : "The config";
    throw new SetupError(
      `${what} ${opts.config}${read.unreadable ? "" : " is not valid"}`,
      read.problems
    );
  }
  const config = read.config;
  const secrets = runSecrets(config, opts, env);
  opts.log.secrets?.(secrets);
  const unset = missingEnv(config, env);
  const unstartable = unset.length && opts.noSecrets ? `the server cannot start: ${unsetText(unset, opts.noSecrets)}` : void 0;
  if (unset.length && !unstartable && !keepProblems) {
    throw new SetupError("The server config passes environment variables that are not set", unset);
  }
  const own = serverFrom(config, opts);
  const trials = trialPlan(config, opts);
  const sides = opts.ab && abServers(config, opts, own);
  const server = sides ? sides.head : own;
  const target = {
    server,
    catalog: config.catalog && path4.resolve(config.dir, config.catalog),
    routes: config.spy?.routes ?? [],
    dir: config.dir,
    defaultStub: config.default_stub,
    env,
    ...config.spy?.port !== void 0 ? { spyPort: config.spy.port } : {},
    settleMs: config.spy?.settle_ms ?? DEFAULTS.settleMs,
    ...config.client ? { client: config.client } : {}
  };
  const ab = sides && {
    base: { ...target, server: sides.base },
    ...trials ? { trials } : {}
  };
  const concurrency = config.spy?.port !== void 0 ? 1 : opts.concurrency ?? config.concurrency ?? DEFAULTS.concurrency;
  if ((target.server || target.catalog) && !unstartable) await onTarget?.(target, concurrency);
  const { loadConfiguredCorpus } = await import("./configured-VLDV2NP5.js");
  if (read.problems.length && !(opts.corpus ?? config.corpus)?.length) {
    throw new SetupError(`The config ${opts.config} is not valid`, read.problems);
  }
  const corpus = await loadConfiguredCorpus(config, {
    cwd: opts.cwd,
    corpus: opts.corpus,
    env,
    repeat: opts.repeat,
    timeout: opts.timeout,
    serverGiven: Boolean(opts.serverCommand || opts.serverUrl),
    keepProblems
  });
  const selected = selectScenarios(corpus.scenarios, opts, {
    corpus: (opts.corpus ?? config.corpus ?? []).map((e) => typeof e === "string" ? e : e.path),
    partial: corpus.problems.length > 0 || read.problems.length > 0
  });
  const notices = corpus.notices;
  if (config.ab && !opts.ab)
    notices.push(
      "The config has `ab`: this run evaluates `server` only; `mcp-eval ab` runs both sides"
    );
  if (unstartable && opts.noSecrets) notices.push(unstartableNotice(unset, opts.noSecrets, server));
  const sliced = opts.shard ? sliceScenarios(selected, opts.shard) : selected;
  const { repeats } = opts;
  const scenarios = repeats ? sliced.map((s) => repeats[s.id] ? { ...s, repeat: repeats[s.id] } : s) : sliced;
  const shard = opts.shard && {
    ...opts.shard,
    selected: selected.length,
    selection: selectionHash(selected)
  };
  if (opts.shard) notices.push(shardNotice(opts.shard, scenarios.length, selected.length));
  const unasked = scriptedUnasked(scenarios, config);
  if (unasked) notices.push(unasked);
  const refused = [];
  const refuse = (picked, field, summary, what) => {
    if (!picked.length) return;
    const problems = picked.map((s) => ({
      file: s.origin.file,
      line: s.origin.line,
      // The column while the file's positions are kept.
      column: s.origin.locate?.([]).column,
      field,
      message: `scenario "${s.id}" ${what}`
    }));
    if (!keepProblems) throw new SetupError(summary, problems);
    refused.push(...problems);
  };
  if (!server && config.catalog) {
    refuse(
      scenarios.filter((s) => s.mode === "live"),
      "mode",
      "A catalog has no server behind it: scenarios must run in stub mode",
      "runs live"
    );
  }
  if (server?.url) {
    refuse(
      scenarios.filter((s) => s.server),
      "server",
      "Scenario `server` overrides need a server started by `server.command`, not reached at `server.url`",
      "overrides the server"
    );
  }
  return {
    config,
    scenarios,
    ...shard ? { shard } : {},
    loaded: corpus.scenarios.length,
    target,
    ...ab ? { ab } : {},
    ...unstartable ? { unstartable } : {},
    // A flag beats the config, which beats a thresholds.yaml that came with the corpus.
    thresholds: opts.thresholds ? await parseThresholds(opts.thresholds, opts.cwd) : config.thresholds ?? corpus.thresholds?.thresholds,
    notices,
    problems: [...read.problems, ...corpus.problems, ...refused],
    unset: unstartable ? [] : unset,
    secrets,
    concurrency,
    timeout: opts.timeout ?? config.timeout ?? DEFAULTS.timeout
  };
}
function scriptedUnasked(scenarios, config) {
  if (config.client?.elicitation) return void 0;
  const scripted = scenarios.filter((s) => s.elicit || s.turns.some((t) => t.elicit));
  if (!scripted.length) return void 0;
  return `${scripted.length} scenario(s) script elicitation answers (\`elicit\`), but the config does not declare \`client.elicitation\`: the server cannot elicit, so they are never used (first: ${scripted[0].id})`;
}
function unsetText(unset, why) {
  const names = unset.map((p) => {
    const written = /^\$\{[^}]*\}/.exec(p.message)?.[0] ?? p.field;
    const where2 = [p.file, p.line].filter((x) => x !== void 0).join(":");
    return `${written} (${where2}${p.field ? ` ${p.field}` : ""})`;
  });
  return `${names.join(", ")} not set (${why})`;
}
function unstartableNotice(unset, why, server) {
  const skipped = `The server is not started, so every run is skipped: ${unsetText(unset, why)}.`;
  const names = [...new Set(unset.map((p) => /^\$\{env:([^}]*)\}/.exec(p.message)?.[1] ?? "NAME"))];
  const spied = serverStrings(server).some(([, text]) => /\$\{spy\.(url|port)\}/.test(text));
  if (!spied) {
    return `${skipped} The server's API is not the spy's (no \`\${spy.url}\` in its config), so a dummy value would not do: these runs need the real secret (see docs/action.md).`;
  }
  const dummies = names.map((n) => `\`${n}: dummy\``).join(", ");
  return `${skipped} The spy answers the server's API (\`\${spy.url}\`), so a dummy value lets it start and the runs score: ${dummies} in the step's env on fork pull requests (see docs/action.md).`;
}
function runSecrets(config, opts, env) {
  const judge = config.judge === void 0 ? void 0 : judgeOf(config.judge).spec;
  const specs = [...opts.providers ?? [], ...config.providers ?? [], opts.judge, judge];
  return [
    .../* @__PURE__ */ new Set([
      ...passedValues(config, env),
      ...headerValues(config),
      ...credentialValues(specs, env)
    ])
  ];
}
function serverFrom(config, opts) {
  if (opts.serverUrl)
    return { ...config.server, command: void 0, args: void 0, url: opts.serverUrl };
  if (opts.serverCommand) {
    const what = opts.via === "action" ? "the `server-command` input" : "--server-command";
    const [command, ...args] = splitCommand(opts.serverCommand, what);
    return { ...config.server, url: void 0, command, args };
  }
  return config.server;
}
function requireTarget(plan) {
  if (!plan.target.server && !plan.target.catalog) {
    throw new SetupError(
      "The config names no server: set `server.command`, `server.url` or `catalog`"
    );
  }
}
async function checkToolNames(scenarios, servers2) {
  const problems = [];
  await Promise.all(scenarios.map((s) => servers2.tools(s)));
  for (const s of scenarios) {
    const names = (await servers2.tools(s)).map((t) => t.name);
    const tools = new Set(names);
    const missing = (p, tool) => {
      if (tools.has(tool)) return;
      const where2 = s.origin.locate?.(p);
      problems.push({
        file: s.origin.file,
        line: where2?.line ?? s.origin.line,
        column: where2?.column,
        field: where2?.field ?? p.join("."),
        message: `tool "${tool}" is not in the server's tools/list${s.server ? " (with this scenario's server overrides)" : ""}${didYouMean(tool, names)}`
      });
    };
    s.turns.forEach(
      (t, i) => t.expect.calls?.forEach(
        (c, j) => missing(["turns", i, "expect", "calls", j, "tool"], c.tool)
      )
    );
    s.gates.forEach(
      (g, i) => g.kind === "no_call" && missing(["gates", i, "no_call", "tool"], g.tool)
    );
  }
  return problems;
}

// src/run/sight.ts
var SPY_PLACEHOLDER = /\$\{spy\.(url|port)\}/;
function blindSpot(sight, scenario) {
  if (scenario.mode === "stub")
    return "the scenario runs in stub mode: the server executes nothing, so it sends no request";
  const { server } = sight;
  if (!server) return "no server runs behind the catalog";
  if (sight.spyPort !== void 0) return void 0;
  if (SPY_PLACEHOLDER.test(JSON.stringify([server, scenario.server ?? {}]))) return void 0;
  if (server.url) {
    return `the server at ${server.url} runs outside this run and \`spy.port\` is not set, so its API requests cannot reach the spy`;
  }
  return "the server was started without ${spy.url} or ${spy.port} in its args or env, so its API requests do not reach the spy";
}
var NOTHING_RECEIVED = 'the spy backend received no request during the whole run: the server is not wired to it (pass `${spy.url}` to it, e.g. `env: { API_URL: "${spy.url}" }`)';
function blindGates(scenarios, sight) {
  return scenarios.flatMap((s) => {
    const kinds = s.gates.filter((g) => isRequestGate(g.kind)).map((g) => g.kind);
    const why = kinds.length ? blindSpot(sight, s) : void 0;
    if (!why) return [];
    return [
      `${s.origin.file}:${s.origin.line}: scenario "${s.id}": ${[...new Set(kinds)].join(", ")} cannot observe (${why}); it will be reported unobserved, never passed`
    ];
  });
}
var isRequestGate = (kind) => REQUEST_GATES.includes(kind);

// src/mcp/types.ts
var TransportError = class extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "TransportError";
  }
};

// src/spy/user.ts
var ScriptedUser = class {
  scenario = [];
  turn = [];
  used = /* @__PURE__ */ new Set();
  log = [];
  /** A new scenario: its answers for every turn, none used. */
  begin(script = []) {
    this.scenario = script;
    this.turn = [];
    this.used = /* @__PURE__ */ new Set();
    this.log = [];
  }
  /** A new turn: its own answers, tried before the scenario's. */
  expect(script = []) {
    this.turn = script;
  }
  /** The answer to a request during call `call` of turn `turn`, recorded. */
  answer(where2, params) {
    const message = params.message;
    const step = this.pick(message);
    if (step) this.used.add(step);
    const action = step?.action ?? "decline";
    const content = action === "accept" ? step?.content : void 0;
    const url = params.mode === "url";
    this.log.push({
      turn: where2.turn,
      ...where2.call !== void 0 ? { call: where2.call } : {},
      mode: url ? "url" : "form",
      message,
      ...!url && params.requestedSchema ? { requestedSchema: params.requestedSchema } : {},
      ...url ? { url: params.url } : {},
      ...url ? { elicitationId: params.elicitationId } : {},
      action,
      ...content ? { content } : {},
      ...step ? {} : { unscripted: true },
      at: Date.now(),
      callsBefore: where2.callsBefore
    });
    return {
      action,
      ...action === "accept" && !url ? { content: content ?? {} } : {}
    };
  }
  /** The scenario's exchanges so far, handed over once. */
  take() {
    const log = this.log;
    this.log = [];
    return log;
  }
  /** The first unused answer whose `match` fits the message, else the first unused one without
   * `match`: the turn's, then the scenario's. */
  pick(message) {
    const free = [...this.turn, ...this.scenario].filter((s) => !this.used.has(s));
    return free.find((s) => s.match !== void 0 && new RegExp(s.match, "i").test(message)) ?? free.find((s) => s.match === void 0);
  }
};

// src/spy/proxy.ts
var ServerGoneError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "ServerGoneError";
  }
};
var SpyProxy = class {
  constructor(upstream, defaultStub = DEFAULTS.defaultStub) {
    this.upstream = upstream;
    this.defaultStub = defaultStub;
    this.names = new Set(upstream.tools.map((t) => t.name));
  }
  upstream;
  defaultStub;
  calls = [];
  probes = [];
  /** The replay self-test: each successful live call of an `idempotentHint: true` tool is sent
   * again with the same arguments, and its requests kept apart (score/checks/idempotent.ts). */
  probing = false;
  mode = "live";
  steps = [];
  used = /* @__PURE__ */ new Set();
  /** Bumped per scenario: a call still running when its scenario timed out is not logged. */
  epoch = 0;
  pending = /* @__PURE__ */ new Set();
  names;
  user = new ScriptedUser();
  /** Who answers what the server asks during a call (sampling): the scenario's. */
  asks;
  get tools() {
    return this.upstream.tools;
  }
  /** Why the server behind this proxy is gone, if it is. */
  gone() {
    return this.upstream.gone();
  }
  close() {
    return this.upstream.close();
  }
  /** Starts a scenario: a fresh call log, answered in `mode`; the server's elicitation requests
   * answered by `elicit` (the scenario's answers), its sampling requests by `asks`. */
  begin(mode, opts = {}) {
    this.user.begin(opts.elicit);
    this.asks = opts.asks;
    this.calls = [];
    this.probes = [];
    this.probing = mode === "live" && opts.probeIdempotent === true;
    this.pending.clear();
    this.epoch++;
    this.mode = mode;
    this.expect([]);
  }
  /** The expected steps of the current turn, whose stubs answer matching calls; and the turn's
   * answers to elicitation requests. */
  expect(steps, elicit) {
    this.user.expect(elicit);
    this.steps = steps;
    this.used = /* @__PURE__ */ new Set();
  }
  async call(turn, tool, args, signal) {
    const started = performance.now();
    const epoch = this.epoch;
    const entry = { turn, tool, args, stubbed: false, durationMs: 0 };
    this.pending.add(entry);
    const index = this.calls.push(entry) - 1;
    const record = (outcome, stubbed) => {
      this.pending.delete(entry);
      if (epoch !== this.epoch) return outcome;
      Object.assign(entry, outcome.isError ? { error: outcome.text } : { result: outcome.text }, {
        ...outcome.rejected ? { rejected: true } : {},
        ...outcome.structured ? { structured: outcome.structured } : {},
        stubbed,
        durationMs: performance.now() - started
      });
      return outcome;
    };
    if (!this.names.has(tool)) {
      entry.malformed = `unknown tool "${tool}"`;
      return record({ text: `Unknown tool: ${tool}`, isError: true }, false);
    }
    if (this.mode === "stub") return record(this.stub(tool, args), true);
    try {
      const outcome = record(
        await this.upstream.call(
          tool,
          args,
          signal,
          { kind: "call", index },
          this.callAsks(turn, index, entry, epoch)
        ),
        false
      );
      if (this.probing && !outcome.isError && this.idempotent(tool) && epoch === this.epoch)
        await this.probe(index, tool, args, signal);
      return outcome;
    } catch (err) {
      const gone = this.upstream.gone();
      if (gone) {
        this.pending.delete(entry);
        this.calls = this.calls.filter((c) => c !== entry);
        throw new ServerGoneError(gone);
      }
      const text = errorMessage(err);
      const outcome = record({ text, isError: true }, false);
      if (err instanceof TransportError) throw err;
      return outcome;
    }
  }
  /** What the server asks (sampling, the scenario's) and tells (a task, progress: kept on the
   * call's entry while its scenario lasts) during one call. */
  callAsks(turn, index, entry, epoch) {
    const current = () => epoch === this.epoch;
    const sample2 = this.asks?.(turn, index).sample;
    return {
      // The server's questions while the call runs go to this scenario's scripted user; one
      // that comes after the scenario ended is declined and not logged.
      elicit: (params) => current() ? this.user.answer({ turn, call: index, callsBefore: this.calls.length }, params) : { action: "decline" },
      ...sample2 ? { sample: sample2 } : {},
      task: (record) => {
        if (current()) entry.task = record;
      },
      progress: (note) => {
        if (current()) (entry.progress ??= []).push(note);
      }
    };
  }
  /** The server's prompt `name` as the user's message: its messages' text (with their roles when
   * there are several). */
  async prompt(name, args, signal) {
    const why = `The scenario starts from the server's prompt "${name}" (prompt.mcp)`;
    if (this.mode === "stub" || !this.upstream.prompt)
      throw new Error(`${why}, which needs a live server: this scenario runs in stub mode`);
    let messages;
    try {
      messages = await this.upstream.prompt(name, args, signal);
    } catch (err) {
      throw new Error(`${why}: prompts/get failed: ${errorMessage(err)}`, { cause: err });
    }
    if (!messages.length) throw new Error(`${why}: prompts/get returned no message`);
    return messages.length === 1 ? messages[0].text : messages.map((m) => `${m.role}: ${m.text}`).join("\n\n");
  }
  /** idempotentHint means something only when readOnlyHint is false (MCP spec). */
  idempotent(tool) {
    const a = this.upstream.tools.find((t) => t.name === tool)?.annotations;
    return a?.idempotentHint === true && a.readOnlyHint !== true;
  }
  /** The same call again, before the model sees the first's result; its failure is recorded,
   * never the model's. */
  async probe(call, tool, args, signal) {
    const started = performance.now();
    const index = this.probes.length;
    const probe = { call, durationMs: 0 };
    this.probes.push(probe);
    try {
      const out = await this.upstream.call(tool, args, signal, { kind: "probe", index });
      Object.assign(probe, out.isError ? { error: out.text } : { result: out.text });
    } catch (err) {
      probe.error = errorMessage(err);
    }
    probe.durationMs = performance.now() - started;
  }
  /** The scenario's elicitation requests and their answers. */
  takeElicitations() {
    return this.user.take();
  }
  /** The scenario's idempotence probes. */
  takeProbes() {
    const probes = this.probes;
    this.probes = [];
    return probes;
  }
  /** Records a call the model asked for that was not run (e.g. past `max_steps`). */
  notRun(turn, tool, args, reason) {
    this.calls.push({
      turn,
      tool,
      args,
      error: `not run: ${reason}`,
      notRun: reason,
      stubbed: false,
      durationMs: 0
    });
  }
  /** Records a call the model made that could not be run (bad arguments, unknown name). */
  malformed(turn, tool, reason, raw) {
    const text = `Invalid tool call: ${reason}`;
    this.calls.push({
      turn,
      tool,
      args: {},
      error: text,
      malformed: reason,
      ...raw !== void 0 ? { raw } : {},
      stubbed: false,
      durationMs: 0
    });
    return { text, isError: true };
  }
  /** The scenario's calls; one still running (the scenario timed out) is marked unanswered. */
  takeCalls() {
    const calls = this.calls.map(
      (c) => this.pending.has(c) ? { ...c, error: "no answer before the scenario ended", unanswered: true } : c
    );
    this.calls = [];
    this.pending.clear();
    return calls;
  }
  stub(tool, args) {
    const free = this.steps.filter((s) => s.tool === tool && !this.used.has(s));
    const step = free.find((s) => !s.args || matchArgs(s.args, args).length === 0) ?? free[0];
    if (step) this.used.add(step);
    const value = step?.stub !== void 0 ? step.stub : this.defaultStub;
    return { text: typeof value === "string" ? value : JSON.stringify(value), isError: false };
  }
};

// src/mcp/upstream.ts
import path5 from "node:path";

// src/mcp/child.ts
import { spawn as spawn2 } from "node:child_process";

// src/mcp/group.ts
function killGroup(pid, signal) {
  if (pid === void 0 || pid <= 0) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}
var live = /* @__PURE__ */ new Set();
var hooked = false;
function track(pid) {
  if (pid === void 0 || pid <= 0) return;
  live.add(pid);
  if (hooked) return;
  hooked = true;
  process.once("exit", () => {
    for (const group of live) killGroup(group, "SIGKILL");
  });
}
function untrack(pid) {
  if (pid !== void 0) live.delete(pid);
}

// src/mcp/lines.ts
var TAIL_BYTES = 4096;
var LineSplitter = class {
  constructor(cap, onLine, onLongLine) {
    this.cap = cap;
    this.onLine = onLine;
    this.onLongLine = onLongLine;
  }
  cap;
  onLine;
  onLongLine;
  chunks = [];
  size = 0;
  tail = Buffer.alloc(0);
  push(chunk) {
    let start = 0;
    for (; ; ) {
      const end = chunk.indexOf(10, start);
      this.add(end === -1 ? chunk.subarray(start) : chunk.subarray(start, end));
      if (end === -1) return;
      this.finish();
      start = end + 1;
    }
  }
  add(piece) {
    if (piece.length === 0) return;
    const room = Math.max(0, this.cap - this.size);
    if (room > 0) this.chunks.push(piece.subarray(0, room));
    if (piece.length > room) {
      const over = piece.subarray(room);
      this.tail = Buffer.from(
        over.length >= TAIL_BYTES ? over.subarray(-TAIL_BYTES) : Buffer.concat([this.tail, over]).subarray(-TAIL_BYTES)
      );
    }
    this.size += piece.length;
  }
  finish() {
    const head = Buffer.concat(this.chunks);
    const { size, tail } = this;
    this.chunks = [];
    this.size = 0;
    this.tail = Buffer.alloc(0);
    if (size > this.cap) this.onLongLine({ bytes: size, head, tail });
    else if (size > 0) this.onLine(head.toString("utf8").replace(/\r$/, ""));
  }
};

// src/mcp/child.ts
var STDERR_LINES = 20;
var STDERR_LINE_CHARS = 2e3;
var DEFAULT_MESSAGE_BYTES = 16 * 1024 * 1024;
var ChildProcessTransport = class {
  constructor(spec) {
    this.spec = spec;
    this.lines = new LineSplitter(
      spec.maxMessageBytes ?? DEFAULT_MESSAGE_BYTES,
      (line) => this.receive(line),
      (line) => this.receiveLong(line)
    );
  }
  spec;
  onclose;
  onerror;
  onmessage;
  exitCode = null;
  signal = null;
  /** Set when the command could not be started at all (not found, not executable). */
  spawnError;
  child;
  lines;
  stderr = [];
  partial = "";
  /** Requests sent and not yet answered, by id: their method. */
  waiting = /* @__PURE__ */ new Map();
  started;
  schema;
  /** Spawns the server, once: connect() spawns it before the SDK's client is loaded, and the
   * client's connect() then finds it started. */
  start() {
    return this.started ??= this.launch();
  }
  async launch() {
    await this.spawn();
    this.schema = (await import("./types-XC53JGRP.js")).JSONRPCMessageSchema;
    this.child?.stdout?.on("data", (chunk) => this.lines.push(chunk));
  }
  spawn() {
    return new Promise((resolve2, reject) => {
      const child = spawn2(this.spec.command, this.spec.args, {
        env: this.spec.env,
        cwd: this.spec.cwd,
        stdio: ["pipe", "pipe", "pipe"],
        // Its own process group: what it starts goes with it (group.ts).
        detached: true
      });
      this.child = child;
      track(child.pid);
      child.once("error", (err) => {
        if (child.pid === void 0) this.spawnError = err;
        reject(err);
        this.onerror?.(err);
      });
      child.once("spawn", () => resolve2());
      child.once("exit", (code, signal) => {
        killGroup(child.pid, "SIGKILL");
        untrack(child.pid);
        this.exitCode = code;
        this.signal = signal;
        this.onclose?.();
      });
      child.stderr?.setEncoding("utf8");
      child.stderr?.on("data", (text) => this.keepStderr(text));
      child.stdin?.on("error", (err) => this.onerror?.(err));
    });
  }
  send(message) {
    if ("method" in message) {
      if ("id" in message) this.waiting.set(message.id, message.method);
      else if (message.method === "notifications/cancelled")
        this.waiting.delete(message.params.requestId);
    }
    if (this.child?.pid !== void 0 && !this.running)
      return Promise.reject(new Error(`the server is not running: ${this.describeExit()}`));
    return new Promise((resolve2) => {
      const stdin = this.child?.stdin;
      if (!stdin || stdin.destroyed) return resolve2();
      if (stdin.write(`${JSON.stringify(message)}
`)) resolve2();
      else stdin.once("drain", resolve2);
    });
  }
  /** True while the server process runs. */
  get running() {
    return this.child?.pid !== void 0 && this.exitCode === null && this.signal === null;
  }
  async close() {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve2) => child.once("exit", () => resolve2()));
    child.stdin?.end();
    const kill = (signal) => killGroup(child.pid, signal) || child.kill(signal);
    const polite = this.spec.cancel?.aborted ? 0 : 500;
    const timer = setTimeout(() => kill("SIGTERM"), polite);
    const hard = setTimeout(() => kill("SIGKILL"), polite + 500);
    const giveUp2 = new Promise((resolve2) => setTimeout(resolve2, polite + 1e3).unref());
    await Promise.race([exited, giveUp2]);
    clearTimeout(timer);
    clearTimeout(hard);
  }
  /** Why the server is gone: its exit code and the last lines of its stderr. */
  describeExit() {
    const how = this.spawnError ? `could not be started: ${this.spawnError.message}` : this.exitCode !== null ? `exited with code ${this.exitCode}` : this.signal ? `was killed by ${this.signal}` : "is not running";
    const tail = this.stderrTail();
    return how + (tail.length ? `; the last lines of its stderr:
    ${tail.join("\n    ")}` : "");
  }
  /** Resolves once the server's stderr is read to its end (or after `ms`): its last words may
   * come after its exit. */
  stderrRead(ms = 500) {
    const stderr = this.child?.stderr;
    if (!stderr || stderr.readableEnded || stderr.destroyed) return Promise.resolve();
    return new Promise((resolve2) => {
      const timer = setTimeout(resolve2, ms);
      stderr.once("close", () => (clearTimeout(timer), resolve2()));
    });
  }
  /** The last lines the server wrote to stderr. */
  stderrTail() {
    return this.partial ? [...this.stderr, this.partial] : this.stderr;
  }
  receive(line) {
    let message;
    try {
      message = this.schema.parse(JSON.parse(line));
    } catch {
      this.spec.onNoise?.(line);
      return;
    }
    if (!("method" in message) && "id" in message && message.id !== void 0)
      this.waiting.delete(message.id);
    this.deliver(message);
  }
  /** A message too long to hold: the request it answers gets an answer made from its head. */
  receiveLong(line) {
    const id = cutMessageId(line, this.waiting);
    const method = id === void 0 ? void 0 : this.waiting.get(id);
    if (id === void 0 || method === void 0) {
      this.spec.onNoise?.(`a message of ${line.bytes} bytes that answers no waiting request`);
      return;
    }
    this.waiting.delete(id);
    this.deliver(cutAnswer(line, id, method));
  }
  deliver(message) {
    try {
      this.onmessage?.(message);
    } catch (err) {
      this.onerror?.(err);
    }
  }
  keepStderr(text) {
    const lines = (this.partial + text).split(/\r?\n/);
    this.partial = clip(lines.pop() ?? "");
    this.stderr.push(...lines.slice(-STDERR_LINES).map(clip));
    if (this.stderr.length > STDERR_LINES) this.stderr = this.stderr.slice(-STDERR_LINES);
  }
};
var clip = (line) => line.length > STDERR_LINE_CHARS ? `${line.slice(0, STDERR_LINE_CHARS)} …` : line;

// src/mcp/loopback.ts
import { isIP } from "node:net";
function isLoopback(hostname) {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  if (isIP(host) === 6) return host === "::1" || host === "0:0:0:0:0:0:0:1";
  return false;
}

// src/mcp/session.ts
function keptSession(upstream, name, session) {
  let lostFor;
  let generation = 0;
  let renewal = Promise.resolve(void 0);
  const renewAfter = (sentIn) => {
    if (sentIn === generation) {
      generation++;
      renewal = session.renew().then(
        () => {
          session.warn?.(
            `${name} lost its HTTP session (404 for its Mcp-Session-Id); a new one was started`
          );
          return void 0;
        },
        (err) => errorMessage(err)
      );
    }
    return renewal;
  };
  const lose = (why, err) => {
    lostFor ??= `${name} lost its HTTP session and a new one failed: ${why}`;
    throw new TransportError(lostFor, { cause: err });
  };
  const unanswered = (err) => {
    throw new TransportError(`${name} gave no answer to tools/call: ${errorMessage(err)}`, {
      cause: err
    });
  };
  return {
    tools: upstream.tools,
    live: upstream.live,
    async call(tool, args, signal, ref, asks) {
      await renewal;
      if (lostFor) throw new TransportError(lostFor);
      const sentIn = generation;
      try {
        return await upstream.call(tool, args, signal, ref, asks);
      } catch (err) {
        if (signal.aborted) throw err;
        if (!session.lost(err)) {
          if (sentIn !== generation)
            throw new TransportError(
              `${name} lost its HTTP session while this call was in flight: it may have run, so it was not sent again (${errorMessage(err)})`,
              { cause: err }
            );
          if (session.failed(err)) unanswered(err);
          throw err;
        }
        const why = await renewAfter(sentIn);
        if (why !== void 0) lose(why, err);
      }
      try {
        return await upstream.call(tool, args, signal, ref, asks);
      } catch (err) {
        if (signal.aborted) throw err;
        if (session.lost(err)) lose(`the new session was lost too (${errorMessage(err)})`, err);
        if (session.failed(err)) unanswered(err);
        throw err;
      }
    },
    // Not renewed on a lost session: asked once, as a scenario starts.
    ...upstream.prompt ? { prompt: upstream.prompt.bind(upstream) } : {},
    gone: () => upstream.gone() ?? lostFor,
    close: () => upstream.close()
  };
}

// src/mcp/validator.ts
var LazySchemaValidator = class {
  ajv;
  /** For a schema that names draft-07 (or 06) in `$schema`, as the spec lets a tool do. */
  draft7;
  loading;
  wanted = false;
  compiled = /* @__PURE__ */ new WeakMap();
  /** Asked by the SDK's client when tools are listed. Its own check never runs: calls go
   * around it (live.ts), so this only notes that ajv will be needed. */
  getValidator(_schema) {
    this.wanted = true;
    return (input) => ({ valid: true, data: input, errorMessage: void 0 });
  }
  /** Resolves once a call's result can be checked: at once when no tool has an output schema. */
  ready() {
    if (!this.wanted) return Promise.resolve();
    this.loading ??= Promise.all([import("./2020-VDWH4VF3.js"), import("./ajv-G7W2W4FS.js")]).then(
      ([m2020, m7]) => {
        const make = (m) => {
          const Ajv = m.default.default ?? m.default;
          return new Ajv({
            strict: false,
            validateFormats: false,
            validateSchema: false,
            allErrors: true
          });
        };
        this.ajv = make(m2020);
        this.draft7 = make(m7);
      }
    );
    return this.loading;
  }
  /** What a tool's result says of its output schema (ready() awaited first). */
  check(schema, structured) {
    if (structured === void 0)
      return {
        status: "missing",
        detail: "the tool declares an outputSchema but its result has no structuredContent"
      };
    const validate = this.compile(schema);
    if (validate instanceof Error)
      return {
        status: "unchecked",
        detail: `the outputSchema could not be compiled as JSON Schema 2020-12: ${validate.message}`
      };
    if (validate(structured)) return { status: "valid" };
    const why = this.ajv?.errorsText(validate.errors) ?? "invalid";
    return {
      status: "invalid",
      detail: `structuredContent does not match the outputSchema: ${why.replace(/^data/, "structuredContent").replace(/, data/g, ", structuredContent")}`
    };
  }
  compile(schema) {
    let v = this.compiled.get(schema);
    if (!v) {
      const older = typeof schema.$schema === "string" && /draft-0[67]/.test(schema.$schema);
      const ajv = older ? this.draft7 : this.ajv;
      if (!ajv) throw new Error("the output schema validator is not loaded");
      try {
        v = ajv.compile(schema);
      } catch (err) {
        v = err instanceof Error ? err : new Error(String(err));
      }
      this.compiled.set(schema, v);
    }
    return v;
  }
};

// src/mcp/upstream.ts
var loadCatalog = async (file) => (await import("./catalog-X5U4B6JX.js")).loadCatalog(file);
async function clientSide(config = {}) {
  const [{ Client }, { live: live2, isTimeout }, { answerElicitation, elicitationCapability }, roots] = await Promise.all([
    import("./client-NHFUFVYD.js"),
    import("./live-6AYJEGW7.js"),
    import("./elicitation-3VLJDZ6U.js"),
    import("./roots-NWLOYB3I.js")
  ]);
  const validator = new LazySchemaValidator();
  const elicitation = elicitationCapability(config.elicitation);
  const client = new Client(
    { name: "mcp-eval", version: "0.1.0" },
    {
      jsonSchemaValidator: validator,
      capabilities: {
        ...elicitation ? { elicitation } : {},
        ...config.sampling && config.sampling !== "off" ? { sampling: {} } : {},
        ...config.roots ? { roots: {} } : {}
      }
    }
  );
  const askers = new Askers();
  if (elicitation) answerElicitation(client, askers);
  if (config.sampling && config.sampling !== "off")
    (await import("./sampling-ILMP6LAM.js")).answerSampling(client, () => askers.current);
  if (config.roots) roots.answerRoots(client, config.roots);
  return { client, validator, live: live2, isTimeout, askers };
}
var INHERITED_ENV_VARS = process.platform === "win32" ? [
  "APPDATA",
  "HOMEDRIVE",
  "HOMEPATH",
  "LOCALAPPDATA",
  "PATH",
  "PROCESSOR_ARCHITECTURE",
  "SYSTEMDRIVE",
  "SYSTEMROOT",
  "TEMP",
  "USERNAME",
  "USERPROFILE",
  "PROGRAMFILES"
] : ["HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER"];
function inherited(env) {
  const out = {};
  for (const key of INHERITED_ENV_VARS) {
    const value = env[key];
    if (value !== void 0 && !value.startsWith("()")) out[key] = value;
  }
  return out;
}
async function connect(written, opts) {
  const { signal } = opts;
  const cancel = opts.cancel ?? signal;
  if (signal?.aborted) throw new CancelledError(signal);
  const server = fillServer(written, { spyUrl: opts.spyUrl, env: opts.env ?? process.env });
  const timeout = (server.startup_timeout ?? DEFAULTS.startupTimeout) * 1e3;
  const limits = {
    timeout,
    resultBytes: server.max_result_bytes ?? DEFAULTS.maxResultBytes,
    signal
  };
  const cancelled = (err) => signal?.aborted ? new CancelledError(signal) : err;
  if (server.url) {
    const url = new URL(server.url);
    if (!isLoopback(url.hostname) && !server.allow_remote) {
      throw new SetupError(
        `Refusing to reach the MCP server at ${url.origin}: not a loopback address. Set \`server.allow_remote: true\` to allow it.`
      );
    }
    const [
      { StreamableHTTPClientTransport, StreamableHTTPError },
      { client: client2, validator: validator2, live: live3, askers: askers2 }
    ] = await Promise.all([
      import("./streamableHttp-ZUVJDKP2.js"),
      clientSide(opts.client)
    ]);
    const name2 = `The MCP server at ${written.url}`;
    const open = async () => {
      const session = new StreamableHTTPClientTransport(url, {
        requestInit: { headers: server.headers }
      });
      await client2.connect(session, { timeout, signal });
      return session;
    };
    let transport2;
    try {
      transport2 = await open();
    } catch (err) {
      await client2.close().catch(() => void 0);
      if (signal?.aborted) throw new CancelledError(signal);
      throw new SetupError(`${name2} did not answer initialize: ${errorMessage(err)}`);
    }
    const end = async () => {
      const ending = transport2.terminateSession().catch(() => void 0);
      if (!cancel?.aborted) return ending;
      let timer;
      await Promise.race([ending, new Promise((resolve2) => timer = setTimeout(resolve2, 500))]);
      clearTimeout(timer);
    };
    let upstream;
    try {
      upstream = await live3(client2, name2, limits, {
        end,
        validator: validator2,
        askers: askers2,
        optionalTasks: opts.client?.tasks?.optional
      });
    } catch (err) {
      await end();
      await client2.close().catch(() => void 0);
      throw cancelled(err);
    }
    return keptSession(upstream, name2, {
      // The spec's sign of a session the server ended: 404 to a request that carried its id.
      lost: (err) => err instanceof StreamableHTTPError && err.code === 404 && transport2.sessionId !== void 0,
      failed: (err) => err instanceof StreamableHTTPError || err instanceof TypeError,
      renew: async () => {
        await client2.close().catch(() => void 0);
        try {
          transport2 = await open();
        } catch (err) {
          throw new Error(`initialize was not answered: ${errorMessage(err)}`, { cause: err });
        }
      },
      warn: opts.warn
    });
  }
  if (!server.command)
    throw new SetupError("The config names no server (`server.command` or `server.url`)");
  const name = `The MCP server \`${commandLine(written)}\``;
  let noisy = false;
  const transport = new ChildProcessTransport({
    command: server.command,
    args: server.args ?? [],
    env: { ...inherited(opts.env ?? process.env), ...server.env },
    cwd: path5.resolve(opts.dir, server.cwd ?? "."),
    // Room for a result at the limit even when JSON escapes double it; past this, cut unread.
    maxMessageBytes: Math.max(DEFAULT_MESSAGE_BYTES, 4 * limits.resultBytes),
    cancel,
    onNoise: (line) => {
      if (noisy) return;
      noisy = true;
      opts.warn?.(
        `${name} wrote a line to stdout that is not JSON-RPC (skipped; logs belong on stderr): ${line.slice(0, 200)}`
      );
    }
  });
  transport.start().catch(() => void 0);
  const { client, validator, live: live2, isTimeout, askers } = await clientSide(opts.client).catch(
    async (err) => {
      await transport.close();
      throw err;
    }
  );
  try {
    await client.connect(transport, { timeout, signal });
  } catch (err) {
    const hung = transport.running;
    await transport.close().catch(() => void 0);
    if (signal?.aborted) throw new CancelledError(signal);
    const why = !hung ? (await transport.stderrRead(), transport.describeExit()) : isTimeout(err) ? `did not answer initialize within ${timeout / 1e3} s (server.startup_timeout)` : `did not answer initialize (${errorMessage(err)})`;
    throw new SetupError(`${name} ${why}`);
  }
  const gone = () => transport.running ? void 0 : `${name} ${transport.describeExit()}`;
  try {
    const settle = () => transport.running ? Promise.resolve() : transport.stderrRead();
    return await live2(client, name, limits, {
      gone,
      settle,
      validator,
      askers,
      optionalTasks: opts.client?.tasks?.optional
    });
  } catch (err) {
    await transport.close().catch(() => void 0);
    throw cancelled(err);
  }
}
var commandLine = (server) => [server.command, ...server.args ?? []].join(" ");
function fillServer(server, values) {
  const fill = (s) => {
    try {
      return fillServerText(s, values);
    } catch (err) {
      throw new SetupError(`The server config: ${errorMessage(err)}`);
    }
  };
  const each = (o) => o && Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fill(v)]));
  return {
    ...server,
    command: server.command && fill(server.command),
    args: server.args?.map(fill),
    env: each(server.env),
    url: server.url && fill(server.url),
    cwd: server.cwd && fill(server.cwd),
    headers: each(server.headers)
  };
}

// src/spy/backend.ts
import { createRequire } from "node:module";

// src/match/graphql.ts
var unknown2 = (why) => ({ type: "unknown", why });
var isMutating = (op) => op.type === "mutation" || op.type === "unknown";
function describeOperation(op) {
  if (op.type === "unknown") return op.why ?? "unreadable GraphQL request";
  return op.name ? `${op.type} ${op.name}` : op.type;
}
function graphqlOperations(req) {
  const safe = ["GET", "HEAD", "OPTIONS"].includes(req.method.toUpperCase());
  if (safe || req.body === void 0) {
    if (["query", "extensions", "documentId"].some((k) => k in req.query))
      return request(req.query);
    return safe ? void 0 : [bad()];
  }
  const body = req.body;
  if (Array.isArray(body)) return body.flatMap((one) => isObject3(one) ? request(one) : [bad()]);
  if (isObject3(body)) return request(body);
  if (typeof body === "string") {
    const form = /^[\w.%+-]*=/.test(body.trim()) ? Object.fromEntries(new URLSearchParams(body.trim())) : void 0;
    if (form) return request(form);
    return operations(body, req.query.operationName);
  }
  return [bad()];
}
var bad = () => unknown2("no GraphQL request in the body");
function isObject3(x) {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
function request(p) {
  if (typeof p.query === "string" && p.query.trim()) {
    return operations(p.query, typeof p.operationName === "string" ? p.operationName : void 0);
  }
  const ext = typeof p.extensions === "string" ? parseJson(p.extensions) : p.extensions;
  const hash = isObject3(ext) && isObject3(ext.persistedQuery) ? ext.persistedQuery.sha256Hash : null;
  const id = [hash, p.documentId, p.doc_id, p.queryId, p.id].find(
    (v) => typeof v === "string" || typeof v === "number"
  );
  if (id !== void 0) return [unknown2(`persisted query ${String(id).slice(0, 12)}`)];
  return [bad()];
}
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function operations(document, operationName) {
  let all;
  try {
    all = definitions(tokens(document));
  } catch (err) {
    return [unknown2(`unreadable GraphQL document (${err.message})`)];
  }
  if (!all.length) return [unknown2("a GraphQL document without an operation")];
  const named = operationName ? all.filter((op) => op.name === operationName) : [];
  return named.length ? named : all;
}
var OPERATION = /* @__PURE__ */ new Set(["query", "mutation", "subscription"]);
var OPEN = /* @__PURE__ */ new Set(["{", "(", "["]);
var CLOSE = /* @__PURE__ */ new Set(["}", ")", "]"]);
function definitions(toks) {
  const ops = [];
  let i = 0;
  const skipGroup = () => {
    let depth = 0;
    do {
      if (i >= toks.length) throw new Error("unbalanced brackets");
      if (OPEN.has(toks[i])) depth++;
      else if (CLOSE.has(toks[i])) depth--;
      i++;
    } while (depth > 0);
  };
  const skipToBody = () => {
    while (i < toks.length && toks[i] !== "{") {
      if (CLOSE.has(toks[i])) throw new Error(`unexpected "${toks[i]}"`);
      if (OPEN.has(toks[i])) skipGroup();
      else i++;
    }
    if (i >= toks.length) throw new Error("a definition without a selection set");
    skipGroup();
  };
  while (i < toks.length) {
    const t = toks[i];
    if (t === "{") {
      ops.push({ type: "query" });
      skipGroup();
    } else if (OPERATION.has(t)) {
      i++;
      const name = /^[_A-Za-z]/.test(toks[i] ?? "") ? toks[i] : void 0;
      ops.push({ type: t, ...name ? { name } : {} });
      skipToBody();
    } else if (t === "fragment") {
      i++;
      skipToBody();
    } else throw new Error(`unexpected "${t.slice(0, 20)}"`);
  }
  return ops;
}
function tokens(text) {
  const out = [];
  const re = /[\s,\uFEFF]+|#[^\n\r]*|"""(?:\\"""|[^"]|"(?!""))*"""|"(?:\\.|[^"\\\n\r])*"|\.\.\.|[!$&():=@[\]{|}]|[_A-Za-z][_0-9A-Za-z]*|-?\d[\d.eE+-]*/y;
  while (re.lastIndex < text.length) {
    const at = re.lastIndex;
    const m = re.exec(text);
    if (!m) throw new Error(`unexpected character at ${at}`);
    if (!/^[\s,\uFEFF#]/.test(m[0])) out.push(m[0]);
  }
  return out;
}

// src/match/path.ts
var SLASH = "%2F";
var OVERLONG = [
  [/%c0%af|%e0%80%af|%c1%9c|%e0%81%9c/gi, SLASH],
  [/%c0%ae|%e0%80%ae/gi, "."]
];
var ESCAPES = /(?:%[0-9a-fA-F]{2})+/g;
var utf8 = new TextDecoder("utf-8", { fatal: true });
function decodeOnce(text) {
  return text.replace(ESCAPES, (run) => {
    const bytes = (run.match(/%../g) ?? []).map((e) => parseInt(e.slice(1), 16));
    const out = [];
    let chunk = [];
    const flush = () => {
      if (!chunk.length) return;
      try {
        out.push(utf8.decode(Uint8Array.from(chunk)));
      } catch {
        out.push(chunk.map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join(""));
      }
      chunk = [];
    };
    for (const b of bytes) {
      if (b === 47 || b === 92) {
        flush();
        out.push(SLASH);
      } else chunk.push(b);
    }
    flush();
    return out.join("");
  });
}
function decodePath(text) {
  let out = text.replace(/\\/g, SLASH);
  for (; ; ) {
    for (const [re, to] of OVERLONG) out = out.replace(re, to);
    const next = decodeOnce(out).replace(/\\/g, SLASH);
    if (next === out) return out;
    out = next;
  }
}
function resolveDots(path7) {
  const out = [];
  const segments = path7.split("/").slice(1);
  segments.forEach((s, i) => {
    const last = i === segments.length - 1;
    if (s === "." || s === "..") {
      if (s === "..") out.pop();
      if (last) out.push("");
    } else out.push(s);
  });
  return `/${out.join("/")}`;
}
function targetPath(target) {
  const path7 = target.split(/[?#]/, 1)[0].replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "");
  return path7.startsWith("/") ? path7 : `/${path7}`;
}
var cache = /* @__PURE__ */ new Map();
function pathReadings(raw) {
  let readings = cache.get(raw);
  if (!readings) {
    const written = decodePath(targetPath(raw)).replace(/\/{2,}/g, "/");
    readings = [.../* @__PURE__ */ new Set([written, resolveDots(written)])];
    if (cache.size > 1e4) cache.clear();
    cache.set(raw, readings);
  }
  return readings;
}

// src/match/request.ts
var cache2 = /* @__PURE__ */ new Map();
var escape2 = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
var SLASHES = `(?:/|${SLASH})`;
var PARAMS = "(?:;[^/]*)?";
function literal(text, afterWildcard) {
  return decodePath(text).replace(/\/{2,}/g, "/").split(new RegExp(`/|${SLASH}`, "i")).map(escape2).map(
    (part, i) => i === 0 ? part : `${i === 1 && afterWildcard ? "" : PARAMS}${SLASHES}${part}`
  ).join("");
}
function pathRegex(pattern) {
  let re = cache2.get(pattern);
  if (!re) {
    const parts = pattern.split(/(\*\*|\*)/);
    const body = parts.map((part, i) => part === "**" ? ".*" : part === "*" ? "[^/]+" : literal(part, i > 0)).join("");
    const end = parts.length > 1 && parts[parts.length - 1] === "" ? "" : PARAMS;
    re = new RegExp(`^${body}${end}${SLASHES}?$`, "iu");
    cache2.set(pattern, re);
  }
  return re;
}
function matchesRequest(p, req) {
  if (p.method && p.method.toUpperCase() !== req.method.toUpperCase()) return false;
  if (p.path === void 0) return true;
  const re = pathRegex(p.path);
  return pathReadings(req.path).some((path7) => re.test(path7));
}
function describePattern(p) {
  const what = `${p.method?.toUpperCase() ?? "any method"} ${p.path ?? "(any path)"}`;
  return "graphql" in p && p.graphql ? `${what} (GraphQL queries)` : what;
}

// src/spy/backend.ts
var { createServer } = createRequire(import.meta.url)("node:http");
var SpyBackend = class {
  /** `port`: a fixed loopback port (config `spy.port`); an ephemeral one otherwise. */
  constructor(routes, port = 0) {
    this.routes = routes;
    this.port = port;
  }
  routes;
  port;
  server;
  /** The scenario that called the process last: a request that comes while its process is idle
   * (a background job the call started) is still its own. None while the server starts: what it
   * sends then is counted, and no scenario's. */
  holder;
  /** The holder's calls running on the process now, and those of its current (or last) busy
   * spell: a request is stamped with the first, else the second (what a call set off). */
  running = /* @__PURE__ */ new Set();
  spell = [];
  /** Requests over the whole run: none at all means the server is not wired to the spy. */
  received = 0;
  url = "";
  async start() {
    const server = createServer((req, res) => {
      const owner = this.holder;
      const by = this.attribution();
      const at = Date.now();
      void readBody(req).then(async (body) => {
        const target = req.url ?? "/";
        const path7 = target.split(/[?#]/, 1)[0];
        const query = Object.fromEntries(
          new URLSearchParams(target.split("#", 1)[0].slice(path7.length + 1))
        );
        const method = req.method ?? "GET";
        const routes = [...owner?.routes ?? [], ...this.routes];
        const route = routes.find((r) => matchesRequest(r, { method, path: path7 }));
        const endpoint = routes.some(
          (r) => r.graphql && matchesRequest({ path: r.path }, { method, path: path7 })
        );
        this.received++;
        const status = route ? route.status ?? DEFAULTS.routeStatus : 404;
        const graphql = endpoint ? graphqlOperations({ method, query, body }) : void 0;
        owner?.add({
          method,
          path: path7,
          query,
          ...body === void 0 ? {} : { body },
          status,
          ...route ? {} : { unrouted: true },
          ...graphql ? { graphql } : {},
          at,
          ...by
        });
        const payload = route ? route.text ?? JSON.stringify(route.json ?? null) : JSON.stringify({ error: "no spy route", method, path: path7 });
        if (route?.delay) await this.wait(route.delay);
        if (res.destroyed) return;
        const type = route?.text !== void 0 ? "text/plain" : "application/json";
        res.writeHead(status, { "content-type": type, ...route?.headers });
        res.end(payload);
      });
    });
    this.server = server;
    await new Promise((resolve2, reject) => {
      server.once(
        "error",
        (err) => reject(
          this.port && err.code === "EADDRINUSE" ? new SetupError(`spy.port ${this.port} is in use on 127.0.0.1: choose another port`) : err
        )
      );
      server.listen(this.port, "127.0.0.1", () => resolve2());
    });
    this.url = `http://127.0.0.1:${server.address().port}`;
    return this.url;
  }
  /** From now on, what arrives is `ledger`'s (and its routes answer first): its scenario is
   * about to call the process. */
  hold(ledger, ref) {
    if (ledger !== this.holder) {
      this.running.clear();
      this.spell = [];
    }
    this.holder = ledger;
    if (!ref) return;
    if (this.running.size === 0) this.spell = [];
    this.running.add(ref);
    this.spell.push(ref);
  }
  /** The call `ref` returned: what comes now is its spell's, until another call starts. */
  release(ref) {
    this.running.delete(ref);
  }
  /** Which calls and probes a request arriving now may come from. */
  attribution() {
    const refs = this.running.size ? [...this.running] : this.spell;
    const of = (kind) => refs.filter((r) => r.kind === kind).map((r) => r.index);
    const calls = of("call");
    const probes = of("probe");
    return {
      ...calls.length ? { calls } : {},
      ...probes.length ? { probes } : {}
    };
  }
  /** A slow route's delay; stop() cuts every one short, so no timer outlives the run. */
  waits = /* @__PURE__ */ new Set();
  wait(ms) {
    return new Promise((resolve2) => {
      const done = () => {
        clearTimeout(timer);
        this.waits.delete(done);
        resolve2();
      };
      const timer = setTimeout(done, ms);
      this.waits.add(done);
    });
  }
  async stop() {
    for (const done of [...this.waits]) done();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve2) => server.close(() => resolve2()));
  }
};
async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  if (chunks.length === 0) return void 0;
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// src/spy/ledger.ts
var Ledger = class {
  /** `routes`: the scenario's own spy routes, tried before the config's. */
  constructor(routes = []) {
    this.routes = routes;
  }
  routes;
  requests = [];
  late = [];
  closed = false;
  sealed = false;
  add(request2) {
    if (this.sealed) return;
    (this.closed ? this.late : this.requests).push(request2);
  }
  /** The requests so far, for the row; any later one is late. */
  close() {
    this.closed = true;
    return [...this.requests];
  }
  /** The run is over: the late requests, and no more. */
  seal() {
    this.sealed = true;
    return [...this.late];
  }
};

// src/run/leases.ts
var Holding = class {
  ledger = new Ledger();
  /** performance.now() when the attempt's last call to a server returned; none in stub mode. */
  lastCall;
  /** Every attempt's: what an attempt given up on set off is still the scenario's. */
  ledgers = [];
  begin(routes = []) {
    this.ledger = new Ledger(routes);
    this.ledgers.push(this.ledger);
    this.lastCall = void 0;
    return this.ledger;
  }
  /** The run is over: what came after each attempt's row was built, and no more. */
  seal() {
    return this.ledgers.flatMap((l) => l.seal());
  }
};
function toolsOnly(tools) {
  return {
    tools,
    live: false,
    call: () => Promise.reject(new Error("stub mode calls no server")),
    gone: () => void 0,
    close: async () => void 0
  };
}
function held(unit, holding) {
  const { upstream } = unit;
  return {
    tools: upstream.tools,
    live: upstream.live,
    async call(tool, args, signal, ref, asks) {
      unit.backend.hold(holding.ledger, ref);
      try {
        return await upstream.call(tool, args, signal, ref, asks);
      } finally {
        if (ref) unit.backend.release(ref);
        holding.lastCall = performance.now();
      }
    },
    ...upstream.prompt ? { prompt: upstream.prompt.bind(upstream) } : {},
    gone: () => upstream.gone(),
    close: () => upstream.close()
  };
}
function pooled(pool, tools, holding, settleMs = 0) {
  let lost;
  return {
    tools,
    live: true,
    async call(tool, args, signal, ref, asks) {
      const unit = await pool.lease(signal, holding);
      unit.backend.hold(holding.ledger, ref);
      try {
        return await unit.upstream.call(tool, args, signal, ref, asks);
      } catch (err) {
        lost = unit.upstream.gone() ?? lost;
        throw err;
      } finally {
        if (ref) unit.backend.release(ref);
        holding.lastCall = performance.now();
        const kept = { owner: holding, until: holding.lastCall + settleMs };
        void pool.release(unit, signal.aborted, kept).catch(() => void 0);
      }
    },
    async prompt(name, args, signal) {
      const unit = await pool.lease(signal, holding);
      try {
        if (!unit.upstream.prompt) throw new Error("the server lists no prompts");
        return await unit.upstream.prompt(name, args, signal);
      } finally {
        void pool.release(unit, signal.aborted).catch(() => void 0);
      }
    },
    gone: () => lost,
    close: async () => void 0
  };
}

// src/run/server-pool.ts
var Pool = class {
  constructor(open, retire, size) {
    this.open = open;
    this.retire = retire;
    this.size = size;
  }
  open;
  retire;
  size;
  idle = [];
  kept = /* @__PURE__ */ new Map();
  all = /* @__PURE__ */ new Set();
  /** Processes running or starting. */
  count = 0;
  waiting = [];
  closed = false;
  /** A process started elsewhere (the one that listed the tools), lent first. */
  adopt(unit) {
    this.count++;
    this.all.add(unit);
    this.idle.push(unit);
  }
  /** A process for `owner`: its own kept one first, else the one idle longest that is kept for no
   * one else, else a new one while there is room; else the first given back or free. */
  async lease(signal, owner) {
    for (; ; ) {
      signal?.throwIfAborted();
      if (this.closed) throw new Error("the run is over: no server is lent any more");
      const now = performance.now();
      const keptFor = (u) => this.kept.get(u)?.owner;
      const free = (u) => (this.kept.get(u)?.until ?? 0) <= now || keptFor(u) === owner;
      const own = owner === void 0 ? -1 : this.idle.map(keptFor).lastIndexOf(owner);
      const i = own >= 0 ? own : this.idle.findIndex(free);
      if (i >= 0) {
        const [unit] = this.idle.splice(i, 1);
        this.kept.delete(unit);
        if (!unit.upstream.gone()) return unit;
        await this.drop(unit);
        continue;
      }
      if (this.count < this.size) {
        this.count++;
        try {
          const opened = await this.open(signal);
          this.all.add(opened);
          return opened;
        } catch (err) {
          this.count--;
          this.wake();
          throw err;
        }
      }
      const untils = this.idle.map((u) => this.kept.get(u)?.until ?? now);
      await this.turn(signal, untils.length ? Math.min(...untils) - now : void 0);
    }
  }
  /** Back to the pool (`kept` for its owner a while), or retired when `discard`, gone, or the run
   * is over. */
  async release(unit, discard = false, kept) {
    if (discard || this.closed || unit.upstream.gone()) await this.drop(unit);
    else {
      this.idle.push(unit);
      if (!kept) return this.wake();
      this.kept.set(unit, kept);
      for (const go of [...this.waiting]) go();
    }
  }
  async close() {
    this.closed = true;
    await Promise.allSettled([...this.all].map((u) => this.drop(u)));
  }
  async drop(unit) {
    if (!this.all.delete(unit)) return;
    this.kept.delete(unit);
    const i = this.idle.indexOf(unit);
    if (i >= 0) this.idle.splice(i, 1);
    try {
      await this.retire(unit);
    } finally {
      this.count--;
      this.wake();
    }
  }
  wake() {
    this.waiting.shift()?.();
  }
  /** Until a process is free (or `ms` passed), or the lease is no longer wanted. */
  turn(signal, ms) {
    return new Promise((resolve2, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        const i = this.waiting.indexOf(go);
        if (i >= 0) this.waiting.splice(i, 1);
      };
      const onAbort = () => {
        leave();
        reject(signal?.reason);
      };
      const go = () => {
        leave();
        resolve2();
      };
      const timer = ms === void 0 ? void 0 : setTimeout(go, Math.max(0, ms));
      this.waiting.push(go);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }
};

// src/run/servers.ts
var STATELESS_POOL = 2;
var Servers = class {
  constructor(target, concurrency, log, cancel) {
    this.target = target;
    this.concurrency = concurrency;
    this.log = log;
    this.cancel = cancel;
    if (target.spyPort !== void 0) this.shared = new SpyBackend(target.routes, target.spyPort);
  }
  target;
  concurrency;
  log;
  cancel;
  listed = /* @__PURE__ */ new Map();
  pools = /* @__PURE__ */ new Map();
  /** With `spy.port`, one backend on that port for every process (one scenario at a time). */
  shared;
  backends = /* @__PURE__ */ new Set();
  retiredReceived = 0;
  /** Requests the spy backends received over the whole run: none means the server is not
   * wired to the spy. */
  get received() {
    let n = this.retiredReceived;
    for (const b of this.backends) n += b.received;
    return n;
  }
  /** The tool list of the server a scenario needs; its first process stays for live leases. */
  tools(scenario) {
    const key = keyOf(scenario);
    let listed = this.listed.get(key);
    if (!listed) {
      listed = this.open(scenario?.server, this.cancel).then((unit) => {
        this.poolOf(key, scenario?.server).adopt(unit);
        return unit.upstream.tools;
      });
      this.listed.set(key, listed);
    }
    return listed;
  }
  /** Where a job runs: a proxy of its own over the process (or the pool, or just the tool list)
   * its mode needs. */
  async lease(scenario, signal) {
    const blind = blindSpot(this.target, scenario);
    const stub = this.target.defaultStub;
    const holding = new Holding();
    const stage = (upstream) => ({
      proxy: new SpyProxy(upstream, stub),
      backend: holding,
      ...blind ? { blindSpot: blind } : {}
    });
    const tools = await this.tools(scenario);
    if (scenario.mode === "stub") {
      return { stage: stage(toolsOnly(tools)), release: async () => void 0 };
    }
    const pool = this.poolOf(keyOf(scenario), scenario.server);
    if (this.target.server?.stateless) {
      const upstream = pooled(pool, tools, holding, this.target.settleMs);
      return { stage: stage(upstream), release: async () => void 0 };
    }
    const unit = await pool.lease(signal);
    return {
      stage: stage(held(unit, holding)),
      release: (discard = false) => pool.release(unit, discard)
    };
  }
  async stop() {
    await Promise.allSettled(this.listed.values());
    await Promise.allSettled([...this.pools.values()].map((p) => p.close()));
    await this.shared?.stop();
  }
  poolOf(key, override) {
    let pool = this.pools.get(key);
    if (!pool) {
      const { server } = this.target;
      const size = this.shared !== void 0 ? 1 : server?.pool ?? (server?.stateless ? STATELESS_POOL : this.concurrency);
      pool = new Pool(
        (signal) => this.open(override, signal),
        (unit) => this.retire(unit),
        size
      );
      this.pools.set(key, pool);
    }
    return pool;
  }
  /** A new process behind its own backend (or the shared one). The server's own words (its
   * stderr tail, in a failed start or an exit) may hold a secret it was given: they are
   * redacted before they reach a log line or a row. */
  async open(override, signal) {
    const env = this.target.env ?? process.env;
    const redactor = new Redactor(secretValues(env, passed([this.target.server, override], env)));
    const backend = this.shared ?? new SpyBackend(this.target.routes);
    this.backends.add(backend);
    let upstream;
    try {
      if (this.target.server && !backend.url) await backend.start();
      upstream = await this.connect(
        override,
        backend,
        (m) => this.log?.warn(redactor.redact(m)),
        signal
      );
    } catch (err) {
      await this.retire({ backend });
      if (err instanceof SetupError)
        throw new SetupError(redactor.redact(err.message), err.problems);
      throw err;
    }
    const gone = upstream.gone.bind(upstream);
    return {
      backend,
      upstream: Object.assign(upstream, {
        gone: () => {
          const why = gone();
          return why && redactor.redact(why);
        }
      })
    };
  }
  async retire(unit) {
    await unit.upstream?.close().catch(() => void 0);
    if (unit.backend === this.shared) return;
    this.retiredReceived += unit.backend.received;
    this.backends.delete(unit.backend);
    await unit.backend.stop();
  }
  connect(override, backend, warn, signal) {
    const { server, catalog, dir } = this.target;
    if (!server && catalog) return loadCatalog(catalog);
    if (override && server?.url) {
      return Promise.reject(
        new SetupError(
          "A scenario `server` override needs a server started by `server.command`, not `server.url`"
        )
      );
    }
    const merged = {
      ...server,
      args: override?.args ?? server?.args,
      env: { ...server?.env, ...override?.env }
    };
    return connect(merged, {
      dir,
      spyUrl: backend.url,
      env: this.target.env,
      warn,
      signal,
      cancel: this.cancel,
      client: this.target.client
    });
  }
};
var keyOf = (scenario) => scenario?.server ? JSON.stringify(scenario.server) : "";
function passed(written, env) {
  return [...JSON.stringify(written).matchAll(SERVER_PLACEHOLDER)].flatMap((m) => {
    const p = parsePlaceholder(m[1]);
    return p?.kind === "env" && env[p.name] ? [env[p.name]] : [];
  });
}

// src/report/out-folder.ts
import path6 from "node:path";
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
  return path6.isAbsolute(opts.out) ? opts.out : path6.relative(opts.cwd, path6.resolve(opts.cwd, opts.out)) || ".";
}

// src/run/cancel.ts
import { setMaxListeners } from "node:events";

// src/score/row.ts
function row(key, t, hooks, v, attempts) {
  const { scenario: s, provider } = key;
  const checks = v.checks ?? [];
  const recovered = recovery(t.calls);
  return {
    scenario: s.id,
    file: s.origin.file,
    line: s.origin.line,
    provider: provider.id,
    model: provider.model,
    repetition: key.repetition,
    definition: definitionHash(s),
    status: v.status,
    reason: v.reason,
    tier: s.tier,
    ...s.category ? { category: s.category } : {},
    tags: s.tags,
    mode: s.mode,
    checks,
    observations: v.observations ?? [],
    turns: t.turns,
    calls: t.calls,
    requests: t.requests,
    ...t.probes?.length ? { probes: t.probes } : {},
    ...t.elicitations?.length ? { elicitations: t.elicitations } : {},
    ...t.sampling?.length ? { sampling: t.sampling } : {},
    hooks,
    usage: t.usage,
    ...t.served?.length ? { served: t.served } : {},
    latencyMs: Math.round(t.latencyMs),
    attempts,
    ...grading(checks),
    ...t.judgements?.some((j) => j.usage) ? { judgeUsage: sumUsage(t.judgements.flatMap((j) => j.usage ?? [])) } : {},
    ...recovered ? { recovery: recovered } : {}
  };
}
function grading(checks) {
  const graded = checks.filter((c) => c.gradedBy);
  if (!graded.length) return {};
  const judges = [
    ...new Set(graded.flatMap((c) => c.gradedBy === "judge" && c.judge ? [c.judge] : []))
  ];
  const baseline = graded.some((c) => c.gradedBy === "baseline");
  if (!judges.length) return { grading: "baseline" };
  return { grading: `judge:${judges.join(",")}${baseline ? "+baseline" : ""}` };
}

// src/run/cancel.ts
var GRACE_SECONDS = 10;
function cancelOf(request2) {
  return request2 && AbortSignal.any([request2.signal, ...request2.now ? [request2.now] : []]);
}
function orCancel(work, signal) {
  if (!signal) return work;
  if (signal.aborted) return Promise.resolve(void 0);
  return new Promise((resolve2, reject) => {
    const onAbort = () => resolve2(void 0);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve2, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
function stopOf(request2, graceSeconds = GRACE_SECONDS) {
  const running = new AbortController();
  setMaxListeners(0, running.signal);
  let at;
  let cut = false;
  let timer;
  const first = cancelOf(request2);
  const starting = first ?? new AbortController().signal;
  setMaxListeners(0, starting);
  const why = () => {
    for (const s of [request2?.signal, request2?.now])
      if (s?.aborted) return String(s.reason ?? "cancel");
    return void 0;
  };
  const onCancel = () => {
    if (at) return;
    at = (/* @__PURE__ */ new Date()).toISOString();
    timer = setTimeout(() => running.abort(why()), graceSeconds * 1e3);
  };
  const onNow = () => {
    if (!at) onCancel();
    cut = true;
    clearTimeout(timer);
    running.abort(why());
  };
  if (first?.aborted) onCancel();
  else first?.addEventListener("abort", onCancel, { once: true });
  if (request2?.now?.aborted) onNow();
  else request2?.now?.addEventListener("abort", onNow, { once: true });
  return {
    starting,
    running: running.signal,
    why,
    at: () => at,
    runningReason: () => `cancelled by ${why()}: still running when ${cut ? "a second signal ended the grace period" : `the ${graceSeconds} s grace period ended`}`,
    dispose: () => {
      clearTimeout(timer);
      first?.removeEventListener("abort", onCancel);
      request2?.now?.removeEventListener("abort", onNow);
    }
  };
}
function notStarted(job, stop) {
  return row(
    job,
    emptyTranscript(),
    [],
    { status: "cancelled", reason: `not started: cancelled by ${stop.why()}` },
    0
  );
}
function cancelNotice(stop, rows) {
  const signal = stop.why();
  if (!signal) return void 0;
  const at = stop.at() ?? (/* @__PURE__ */ new Date()).toISOString();
  const cancelled = rows.filter((r) => r.status === "cancelled").length;
  return {
    notice: `Cancelled by ${signal} at ${at}: a partial report, ${rows.length - cancelled} of ${rows.length} run(s) finished, ${cancelled} cancelled.`,
    field: { signal, at }
  };
}

export {
  RequestLimiter,
  describeBackoff,
  specId,
  scriptedFile,
  resolveProvider,
  DEFAULT_KEY_ENV,
  defaultProvidersFromEnv,
  prepare,
  requireTarget,
  checkToolNames,
  track,
  untrack,
  isMutating,
  describeOperation,
  graphqlOperations,
  matchesRequest,
  describePattern,
  NOTHING_RECEIVED,
  blindGates,
  Servers,
  errorCode,
  cause,
  isFsError,
  outputError,
  shownOut,
  row,
  cancelOf,
  orCancel,
  stopOf,
  notStarted,
  cancelNotice
};
