export const id = 451;
export const ids = [451];
export const modules = {

/***/ 451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadReport: () => (/* binding */ loadReport)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _model_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5235);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3916);
// Reading a report to compare with: a report.json, or a folder holding one. Checked against the
// report schema; fields this version does not know are kept (a newer report still compares).




/** `where`: a report.json or a folder with one, resolved against `cwd` (default: the process's). */
async function loadReport(where, cwd = process.cwd(), what = 'report') {
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, where);
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(resolved).catch(() => undefined);
    if (!info)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SetupError */ .w3(`The ${what} ${where} does not exist`);
    const file = info.isDirectory() ? node_path__WEBPACK_IMPORTED_MODULE_1___default().join(resolved, 'report.json') : resolved;
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SetupError */ .w3(info.isDirectory()
            ? `The ${what} folder ${where} holds no report.json`
            : `Cannot read the ${what} ${where}`);
    }
    const shown = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, file) || file;
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SetupError */ .w3(`The ${what} ${shown} is not JSON: ${err.message}`);
    }
    const version = data?.schemaVersion;
    if (version !== _model_report_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SetupError */ .w3(`The ${what} ${shown} is not an mcp-eval report of schemaVersion ${_model_report_js__WEBPACK_IMPORTED_MODULE_2__/* .SCHEMA_VERSION */ .f$} (schemaVersion: ${JSON.stringify(version ?? null)})`);
    }
    const parsed = _model_report_js__WEBPACK_IMPORTED_MODULE_2__/* .reportSchema */ .Qh.safeParse(data);
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .SetupError */ .w3(`The ${what} ${shown} is not a valid mcp-eval report`, parsed.error.issues.slice(0, 10).map((i) => ({
            file: shown,
            field: i.path
                .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
                .join('')
                .replace(/^\./, ''),
            message: i.message,
        })));
    }
    // The document as written, not the parsed copy: zod drops the fields it does not know.
    return { report: data, file };
}


/***/ })

};
