// report.html's stylesheet, inlined into the page (no network: the file works from file:// and
// from a downloaded artifact). Light and dark follow the reader's system setting.
export const STYLE = String.raw`
:root {
  --bg: #ffffff; --fg: #1f2328; --muted: #656d76; --border: #d0d7de; --panel: #f6f8fa;
  --user: #ddf4ff; --model: #f6f8fa; --tool: #fff8c5; --pass: #1a7f37; --fail: #cf222e;
  --warn: #9a6700; --info: #0969da; --code: #eff1f3;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #8d96a0; --border: #30363d; --panel: #161b22;
    --user: #0c2d6b; --model: #161b22; --tool: #3b2e00; --pass: #3fb950; --fail: #f85149;
    --warn: #d29922; --info: #58a6ff; --code: #1f242c;
  }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 16px 24px 48px; background: var(--bg); color: var(--fg);
  font: 14px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif; }
h1 { font-size: 20px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 20px 0 8px; }
h3 { font-size: 14px; margin: 14px 0 6px; }
.muted { color: var(--muted); }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
pre { background: var(--code); padding: 6px 8px; border-radius: 6px; margin: 4px 0;
  white-space: pre-wrap; word-break: break-word; max-height: 360px; overflow: auto; }
table { border-collapse: collapse; }
th, td { border: 1px solid var(--border); padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: var(--panel); font-weight: 600; }
.cards { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
.card { border: 1px solid var(--border); border-radius: 6px; padding: 6px 12px; background: var(--panel); }
.card b { display: block; font-size: 18px; }
.tables { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
.notice { border-left: 3px solid var(--warn); padding: 2px 8px; margin: 4px 0; }
.filters { position: sticky; top: 0; z-index: 2; background: var(--bg); padding: 8px 0;
  border-bottom: 1px solid var(--border); display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.filters select, .filters input { font: inherit; padding: 3px 6px; color: var(--fg);
  background: var(--bg); border: 1px solid var(--border); border-radius: 6px; }
.filters input[type=search] { min-width: 260px; }
button { font: inherit; cursor: pointer; color: var(--fg); background: var(--panel);
  border: 1px solid var(--border); border-radius: 6px; padding: 3px 10px; }
#rows { width: 100%; margin-top: 8px; }
#rows tr.row { cursor: pointer; }
#rows tr.row:hover td { background: var(--panel); }
#rows td.reason { max-width: 520px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#rows tr.detail > td { padding: 8px 16px 16px; background: var(--bg); }
.status { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600;
  color: #fff; background: var(--muted); white-space: nowrap; }
.status.pass { background: var(--pass); }
.status.fail, .status.errored, .status.timeout, .status.setup-failed { background: var(--fail); }
.status.inconclusive { background: var(--warn); }
.status.known-failure { background: var(--info); }
.status.cancelled { background: var(--warn); }
.ok { color: var(--pass); font-weight: 600; }
.bad { color: var(--fail); font-weight: 600; }
.warn { color: var(--warn); font-weight: 600; }
.tag { display: inline-block; border: 1px solid var(--border); border-radius: 10px; padding: 0 6px;
  margin-right: 3px; font-size: 12px; }
.chat { display: flex; flex-direction: column; gap: 6px; max-width: 980px; }
.msg { border-radius: 8px; padding: 6px 10px; border: 1px solid var(--border); max-width: 90%; }
.msg .who { font-size: 11px; font-weight: 600; color: var(--muted); text-transform: uppercase; }
.msg .text { white-space: pre-wrap; word-break: break-word; }
.msg.user { background: var(--user); align-self: flex-end; }
.msg.model { background: var(--model); align-self: flex-start; }
.msg.tool { background: var(--tool); align-self: flex-start; }
.meta { display: flex; flex-wrap: wrap; gap: 4px 16px; margin-bottom: 6px; }
#more { margin: 10px 0; }
#comparison { border-top: 1px solid var(--border); margin-top: 16px; }
.verdict { border-left: 4px solid var(--info); background: var(--panel); padding: 6px 10px;
  margin: 6px 0; font-weight: 600; white-space: pre-wrap; word-break: break-word; }
.verdict.caution { border-color: var(--fail); }
.verdict.warning { border-color: var(--warn); }
.verdict.tip { border-color: var(--pass); }
table.pairs { width: 100%; }
table.pairs tr.pair { cursor: pointer; }
table.pairs tr.pair:hover td { background: var(--panel); }
table.pairs td.reason { max-width: 420px; }
.tag.judge-only { margin-left: 6px; color: var(--warn); border-color: var(--warn); }
.sides { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px 16px; }
.side { min-width: 0; border-top: 1px solid var(--border); padding-top: 4px; }
.side-title { margin: 4px 0; }
`;
