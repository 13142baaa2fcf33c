/** The HTML report's stylesheet, inline (the report loads nothing). */
export const REPORT_STYLE = `
body { font: 14px/1.45 system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 1.5rem; color: #1a1a1a; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.15rem; margin-top: 2rem; border-bottom: 1px solid #ccc; }
h4 { margin: .8rem 0 .3rem; font-size: .95rem; } h5 { margin: .5rem 0 .2rem; font-size: .85rem; color: #444; }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 12px; }
pre { background: #f6f6f6; padding: .5rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; max-height: 24rem; }
table { border-collapse: collapse; margin: .4rem 0; } th, td { text-align: left; vertical-align: top; padding: .2rem .5rem; }
table.checks td, table.checks th, table.diff td, table.diff th { border-bottom: 1px solid #e4e4e4; }
table.diff { font-size: 12px; background: #fff7f7; }
details.case { border: 1px solid #ddd; border-radius: 4px; margin: .4rem 0; padding: .3rem .6rem; }
details.case.fail { border-color: #b3261e; } summary { cursor: pointer; }
.badge { display: inline-block; min-width: 2.6rem; text-align: center; border-radius: 3px; padding: 0 .3rem; font-size: 12px; color: #fff; }
.badge.pass { background: #1b6e2f; } .badge.fail { background: #b3261e; } .badge.skip { background: #6b6b6b; }
p.fail { color: #b3261e; } p.pass { color: #1b6e2f; } .muted { color: #666; font-size: 12px; }
.call { border-top: 1px dashed #ccc; margin-top: .5rem; }
`;
