/**
 * What the page's main thread did before its first contentful paint, read from a Chromium trace
 * of one load: each event's own time (its duration less the events nested in it), grouped into
 * the kinds of work that make a first frame. Used by first-paint-parts.ts.
 */

/** The trace event fields this reads (Chrome's JSON trace format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown>;
}

export const WORK_KINDS = ['navigation', 'script', 'parsing', 'style', 'layout', 'paint'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/**
 * Navigation is the renderer's side of taking the response: committing it, making the document
 * (its security policies included) and its parser, handing it the body.
 */
const NAVIGATION_PREFIXES = ['DocumentLoader::', 'NavigationBodyLoader::'];

/** Trace event name → kind of work; everything else nested in a task counts only as busy time. */
const KIND_OF: Record<string, WorkKind> = {
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'script',
  ParseHTML: 'parsing',
  ParseAuthorStyleSheet: 'parsing',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};

function kindOf(name: string): WorkKind | undefined {
  if (NAVIGATION_PREFIXES.some((prefix) => name.startsWith(prefix))) return 'navigation';
  return KIND_OF[name];
}

const perKind = (value: (kind: WorkKind) => number) =>
  Object.fromEntries(WORK_KINDS.map((kind) => [kind, value(kind)])) as Record<WorkKind, number>;

/** The categories a trace needs for this: few, as tracing slows the page down. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'toplevel',
  'v8.execute',
];

/** A task the main thread runs; Chromium traces one under either name, often both nested. */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface MainThreadWork {
  /** First contentful paint, ms after navigation start (as traced: tracing slows the page). */
  firstPaintMs: number;
  /** Time in the main thread's tasks between navigation start and the first contentful paint. */
  busyMs: number;
  /** Own time of each kind of work in that span, ms. */
  byKind: Record<WorkKind, number>;
  /** Scripts evaluated in that span (inline or loaded). */
  scripts: number;
}

function mentions(event: TraceEvent, text: string): boolean {
  return JSON.stringify(event.args ?? {}).includes(text);
}

/**
 * The load of `pageUrl` in `events`: from its navigation start in the renderer that drew it to
 * that renderer's first contentful paint.
 */
export function mainThreadWork(events: TraceEvent[], pageUrl: string): MainThreadWork {
  const start = events.findLast(
    (event) => event.name === 'navigationStart' && mentions(event, pageUrl),
  );
  if (!start) throw new Error(`the trace has no navigation to ${pageUrl}`);
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === start.pid && event.ts >= start.ts,
  );
  if (!paint) throw new Error(`the trace has no first contentful paint of ${pageUrl}`);
  const mainThread = events.find(
    (event) =>
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.pid === start.pid &&
      event.args?.name === 'CrRendererMain',
  );
  if (!mainThread) throw new Error('the trace names no renderer main thread');

  const spans = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === start.pid &&
        event.tid === mainThread.tid &&
        event.ts >= start.ts &&
        event.ts < paint.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  const byKind = perKind(() => 0);
  let busy = 0;
  let scripts = 0;
  // The events that enclose the current one; each event's own time excludes its children's.
  const open: { end: number; event: TraceEvent; own: number }[] = [];
  const close = (entry: { event: TraceEvent; own: number }) => {
    const kind = kindOf(entry.event.name);
    if (kind) byKind[kind] += entry.own;
  };
  const closeUntil = (ts: number) => {
    for (let last = open.at(-1); last && last.end <= ts; last = open.at(-1))
      close(open.pop() ?? last);
  };
  for (const event of spans) {
    const dur = event.dur ?? 0;
    closeUntil(event.ts);
    const parent = open.at(-1);
    if (parent) parent.own -= dur;
    else if (TASKS.has(event.name)) busy += Math.min(dur, paint.ts - event.ts);
    if (event.name === 'EvaluateScript') scripts++;
    open.push({ end: event.ts + dur, event, own: dur });
  }
  closeUntil(Number.POSITIVE_INFINITY);

  const ms = (us: number) => us / 1000;
  return {
    firstPaintMs: ms(paint.ts - start.ts),
    busyMs: ms(busy),
    byKind: perKind((kind) => ms(byKind[kind])),
    scripts,
  };
}
