export const id = 833;
export const ids = [833];
export const modules = {

/***/ 6833:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   register: () => (/* binding */ register)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _corpus_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6664);
/* harmony import */ var _model_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4663);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _mcp_upstream_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1803);
/* harmony import */ var _run_prepare_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(74);
/* harmony import */ var _spy_backend_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7742);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8285);
// mcp-eval catalog: saves a running server's tools/list to a catalog file, so that a corpus can
// run later with no server at all (`catalog:` in the config; stub mode).









function register(program, ctx) {
    program
        .command('catalog')
        .description("save the MCP server's tools/list to a catalog file (JSON)")
        .option('-c, --config <file>', 'config file naming the server (default: mcp-eval.yaml if present)')
        .option('--server-command <command>', 'command that starts the MCP server (stdio)')
        .option('--server-url <url>', 'streamable HTTP URL of the MCP server (loopback only)')
        .option('-o, --out <file>', 'the catalog file to write', 'tools.json')
        .action(async (flags) => {
        const { io } = ctx;
        const { cwd } = io;
        const config = await (0,_corpus_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)((0,_common_js__WEBPACK_IMPORTED_MODULE_8__/* .configFile */ .Ze)(flags.config, cwd), cwd);
        let server = config.server;
        if (flags.serverUrl)
            server = { ...server, command: undefined, args: undefined, url: flags.serverUrl };
        if (flags.serverCommand) {
            const [command, ...args] = (0,_run_prepare_js__WEBPACK_IMPORTED_MODULE_6__/* .splitCommand */ .GW)(flags.serverCommand);
            server = { ...server, url: undefined, command, args };
        }
        if (!server?.command && !server?.url) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .SetupError */ .w3('No server to ask: pass --server-command or --server-url, or set `server` in the config');
        }
        // The server may be pointed at the spy backend (${spy.url}); it answers from the config's routes.
        const backend = new _spy_backend_js__WEBPACK_IMPORTED_MODULE_7__/* .SpyBackend */ .n(config.spy?.routes ?? []);
        await backend.start();
        try {
            const upstream = await (0,_mcp_upstream_js__WEBPACK_IMPORTED_MODULE_5__/* .connect */ .N)(server, {
                dir: config.dir,
                spyUrl: backend.url,
                env: io.env,
            });
            try {
                const out = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, flags.out);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(out), { recursive: true });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(out, JSON.stringify({ tools: upstream.tools }, null, 2) + '\n');
                (0,_common_js__WEBPACK_IMPORTED_MODULE_8__/* .say */ .cv)(io, `Saved ${upstream.tools.length} tool(s) to ${node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(cwd, out) || out}`);
            }
            finally {
                await upstream.close();
            }
        }
        finally {
            await backend.stop();
        }
    });
}


/***/ })

};
