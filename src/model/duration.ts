// How every output says a duration, rounded to what a reader uses: 350 ms, 1.2 s, 3 min 05 s,
// 1 h 02 min. report.html's script bundles this very function (report/html/page-script/format.ts),
// so keep it free of imports: it runs in the browser too.

export function duration(ms: number): string {
  const t = Number.isFinite(ms) ? Math.max(0, ms) : 0;
  if (Math.round(t) < 1000) return `${Math.round(t)} ms`;
  // Below 59.95 s, so that one decimal never shows "60.0 s".
  if (t < 59_950) return `${(t / 1000).toFixed(1)} s`;
  const s = Math.round(t / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${pad(Math.floor((s % 3600) / 60))} min`;
}
