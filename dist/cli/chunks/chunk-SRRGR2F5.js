import { createRequire as __bundleRequire } from 'node:module';
import { fileURLToPath as __bundlePath } from 'node:url';
const require = __bundleRequire(import.meta.url);
const __bundleFilename = __bundlePath(import.meta.url);
const __bundleDirname = __bundlePath(new URL('.', import.meta.url));
import {
  safeTest
} from "./chunk-I75637QR.js";
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
      let tokens = [], rs, c;
      const regexp = /\\(?:(w)|(d)|(s)|(W)|(D)|(S))|((?:(?:\\)(.)|([^\]\\]))-(((?:\\)])|(((?:\\)?([^\]])))))|(\])|(?:\\)?([^])/g;
      while ((rs = regexp.exec(str)) !== null) {
        const p = (_g = (_f = (_e = (_d = (_c = (_b = (_a = rs[1] && sets.words()) !== null && _a !== void 0 ? _a : rs[2] && sets.ints()) !== null && _b !== void 0 ? _b : rs[3] && sets.whitespace()) !== null && _c !== void 0 ? _c : rs[4] && sets.notWords()) !== null && _d !== void 0 ? _d : rs[5] && sets.notInts()) !== null && _e !== void 0 ? _e : rs[6] && sets.notWhitespace()) !== null && _f !== void 0 ? _f : rs[7] && {
          type: types_1.types.RANGE,
          from: (rs[8] || rs[9]).charCodeAt(0),
          to: (c = rs[10]).charCodeAt(c.length - 1)
        }) !== null && _g !== void 0 ? _g : (c = rs[16]) && { type: types_1.types.CHAR, value: c.charCodeAt(0) };
        if (p) {
          tokens.push(p);
        } else {
          return [tokens, regexp.lastIndex];
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
    function setToLookup(tokens) {
      let lookup = {};
      let len = 0;
      for (const token of tokens) {
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
    function isSameSet(set, { lookup, len }) {
      if (len !== set.length) {
        return false;
      }
      const map = lookup();
      for (const elem of set) {
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
    function writeSetTokens(set, isNested = false) {
      if (isSameSet(set.set, sets.INTS)) {
        return set.not ? "\\D" : "\\d";
      }
      if (isSameSet(set.set, sets.WORDS)) {
        return set.not ? "\\W" : "\\w";
      }
      if (set.not && isSameSet(set.set, sets.NOTANYCHAR)) {
        return ".";
      }
      if (isSameSet(set.set, sets.WHITESPACE)) {
        return set.not ? "\\S" : "\\s";
      }
      let tokenString = "";
      for (let i = 0; i < set.set.length; i++) {
        const subset = set.set[i];
        tokenString += writeSetToken(subset);
      }
      const contents = `${set.not ? "^" : ""}${tokenString}`;
      return isNested ? contents : `[${contents}]`;
    }
    function writeSetToken(set) {
      if (set.type === types_1.types.CHAR) {
        return setChar(set.value);
      } else if (set.type === types_1.types.RANGE) {
        return `${setChar(set.from)}-${setChar(set.to)}`;
      }
      return writeSetTokens(set, true);
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

// src/match/schema-value.ts
import { isDeepStrictEqual } from "node:util";

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
    gen.defaultRange = early ? alnum(gen.defaultRange) : printable;
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
var printable = new RandExp("").defaultRange.clone();
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
  const candidates = [
    ...typeof s.format === "string" && FORMATS[s.format] ? [FORMATS[s.format]] : [],
    ...typeof s.pattern === "string" ? regexStrings(s.pattern, "u") : [],
    "example".padEnd(min, "x").slice(0, max)
  ];
  return candidates.find((c) => fits(c, s)) ?? candidates[candidates.length - 1];
}
function numberFor(s) {
  const integer = typeOf(s) === "integer";
  const step = num(s.multipleOf) ?? (integer ? 1 : void 0);
  const lo = num(s.minimum) ?? num(s.exclusiveMinimum);
  const hi = num(s.maximum) ?? num(s.exclusiveMaximum);
  const up = (n) => step ? Math.ceil(n / step) * step : n;
  const down = (n) => step ? Math.floor(n / step) * step : n;
  const candidates = [up(1), ...lo !== void 0 ? [up(lo), up(lo + (step ?? 1))] : []];
  if (hi !== void 0) candidates.push(down(hi), down(hi - (step ?? 1)));
  return candidates.find((n) => inRange(n, s)) ?? candidates[0];
}

export {
  regexStrings,
  resolve,
  inlineRefs,
  typeOf,
  propertyOf,
  requiredOf,
  itemOf,
  fits,
  valueFor,
  requiredValues
};
