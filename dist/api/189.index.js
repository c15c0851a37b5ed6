export const id = 189;
export const ids = [189];
export const modules = {

/***/ 2189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveProxy: () => (/* binding */ serveProxy)
/* harmony export */ });
/* unused harmony export SERVER_NAME */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _modelcontextprotocol_sdk_server_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9762);
/* harmony import */ var _modelcontextprotocol_sdk_server_streamableHttp_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6706);
/* harmony import */ var _modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(330);
// Serves a spy proxy as a real MCP server (streamable HTTP on 127.0.0.1), for MCP clients that
// run their own tool loop, such as an agent CLI. Every tools/call goes through proxy.call, so
// the spy records it exactly like a call the runner makes itself.




const SERVER_NAME = 'mcp-eval-spy';
function mcpServer(proxy, context) {
    const server = new _modelcontextprotocol_sdk_server_index_js__WEBPACK_IMPORTED_MODULE_1__/* .Server */ .g({ name: SERVER_NAME, version: '0.1.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_3__/* .ListToolsRequestSchema */ .gW, () => ({
        tools: proxy.tools.map((t) => ({
            name: t.name,
            ...(t.description ? { description: t.description } : {}),
            inputSchema: { type: 'object', ...t.inputSchema },
        })),
    }));
    server.setRequestHandler(_modelcontextprotocol_sdk_types_js__WEBPACK_IMPORTED_MODULE_3__/* .CallToolRequestSchema */ .FT, async (request) => {
        const { turn, signal } = context();
        const args = (request.params.arguments ?? {});
        const out = await proxy.call(turn, request.params.name, args, signal);
        return { content: [{ type: 'text', text: out.text }], isError: out.isError };
    });
    return server;
}
/**
 * Starts the server on an ephemeral loopback port. Stateless: each POST gets its own server and
 * transport, so any number of client processes (one per agent turn) can come and go.
 */
async function serveProxy(proxy, context) {
    const httpServer = node_http__WEBPACK_IMPORTED_MODULE_0___default().createServer((req, res) => {
        if (new URL(req.url ?? '/', 'http://127.0.0.1').pathname !== '/mcp') {
            res.writeHead(404).end();
            return;
        }
        if (req.method !== 'POST') {
            // No standalone SSE stream and no sessions to end in stateless mode.
            res.writeHead(405, { allow: 'POST' }).end();
            return;
        }
        const server = mcpServer(proxy, context);
        const transport = new _modelcontextprotocol_sdk_server_streamableHttp_js__WEBPACK_IMPORTED_MODULE_2__/* .StreamableHTTPServerTransport */ .D({ sessionIdGenerator: undefined });
        res.on('close', () => {
            void transport.close();
            void server.close();
        });
        server
            .connect(transport)
            .then(() => transport.handleRequest(req, res))
            .catch((err) => {
            if (!res.headersSent)
                res.writeHead(500, { 'content-type': 'application/json' });
            res.end(JSON.stringify({
                jsonrpc: '2.0',
                error: { code: -32603, message: err instanceof Error ? err.message : String(err) },
                id: null,
            }));
        });
    });
    await new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = httpServer.address();
    return {
        url: `http://127.0.0.1:${port}/mcp`,
        close: () => new Promise((resolve) => {
            httpServer.closeAllConnections();
            httpServer.close(() => resolve());
        }),
    };
}


/***/ })

};
