export const id = 721;
export const ids = [721];
export const modules = {

/***/ 49721:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadReportArtifact: () => (/* binding */ uploadReportArtifact)
/* harmony export */ });
/* harmony import */ var _actions_artifact__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77935);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// The artifact: report.json, report.md and the transcripts, so the full run survives the job.



/** Uploads the output folder; returns the artifact id, or undefined (with a warning) on failure. */
async function uploadReportArtifact(options) {
    try {
        if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL) {
            throw new Error('ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL are not set (not on a runner?)');
        }
        const root = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(options.directory);
        // Everything the engine wrote (report.json, report.md, transcripts), whatever it names them.
        const files = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(root, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => node_path__WEBPACK_IMPORTED_MODULE_2___default().join(entry.parentPath, entry.name))
            .sort();
        const { id } = await new _actions_artifact__WEBPACK_IMPORTED_MODULE_0__.DefaultArtifactClient().uploadArtifact(options.name, files, root);
        options.log.info(`Uploaded artifact ${options.name} (id ${id}, ${files.length} files).`);
        return id;
    }
    catch (error) {
        // The report is still on disk and in the summary; a missing artifact must not fail the step.
        options.log.warn(`Could not upload the artifact ${options.name}: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
    }
}


/***/ })

};
