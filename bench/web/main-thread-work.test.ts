import { describe, expect, it } from 'vitest';
import { mainThreadWork, type TraceEvent } from './main-thread-work.js';

const PAGE = 'http://127.0.0.1:4000/login';
const RENDERER = 7;
const MAIN = 1;

function span(name: string, ts: number, dur: number, tid = MAIN, pid = RENDERER): TraceEvent {
  return { name, ph: 'X', pid, tid, ts, dur };
}

const threadNames: TraceEvent[] = [
  {
    name: 'thread_name',
    ph: 'M',
    pid: RENDERER,
    tid: MAIN,
    ts: 0,
    args: { name: 'CrRendererMain' },
  },
  { name: 'thread_name', ph: 'M', pid: RENDERER, tid: 2, ts: 0, args: { name: 'Compositor' } },
];

function navigation(ts: number, url = PAGE, pid = RENDERER): TraceEvent {
  return {
    name: 'navigationStart',
    ph: 'R',
    pid,
    tid: MAIN,
    ts,
    args: { data: { documentLoaderURL: url } },
  };
}

const firstPaint = (ts: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  pid: RENDERER,
  tid: MAIN,
  ts,
});

describe('mainThreadWork', () => {
  it("counts each event's own time under its kind, between navigation start and first paint", () => {
    const work = mainThreadWork(
      [
        ...threadNames,
        navigation(1_000),
        // Taking the response.
        span('RunTask', 1_000, 1_000),
        span('DocumentLoader::CommitNavigation', 1_000, 1_000),
        // A task parsing the document, which runs an inline script that compiles first.
        span('RunTask', 2_000, 50_000),
        span('ThreadControllerImpl::RunTask', 2_000, 50_000),
        span('ParseHTML', 2_000, 50_000),
        span('EvaluateScript', 10_000, 30_000),
        span('v8.compile', 10_000, 5_000),
        // The first frame.
        span('ThreadControllerImpl::RunTask', 60_000, 20_000),
        span('UpdateLayoutTree', 60_000, 4_000),
        span('Layout', 64_000, 6_000),
        span('Paint', 70_000, 3_000),
        span('Commit', 75_000, 5_000),
        // Another thread, and work after the first paint: neither counts.
        span('Paint', 60_000, 9_000, 2),
        span('ThreadControllerImpl::RunTask', 100_000, 40_000),
        span('EvaluateScript', 100_000, 40_000),
        firstPaint(90_000),
      ],
      PAGE,
    );
    expect(work).toEqual({
      firstPaintMs: 89,
      busyMs: 71,
      byKind: { navigation: 1, script: 30, parsing: 20, style: 4, layout: 6, paint: 8 },
      scripts: 1,
    });
  });

  it('takes the last navigation to the page and the first paint of its renderer after it', () => {
    const work = mainThreadWork(
      [
        ...threadNames,
        navigation(0, 'http://localhost:5000/'),
        navigation(1_000),
        firstPaint(500),
        span('ThreadControllerImpl::RunTask', 2_000, 10_000),
        span('Layout', 2_000, 10_000),
        firstPaint(21_000),
      ],
      PAGE,
    );
    expect(work.firstPaintMs).toBe(20);
    expect(work.byKind.layout).toBe(10);
  });

  it('counts a task cut by the first paint only up to it', () => {
    const work = mainThreadWork(
      [
        ...threadNames,
        navigation(0),
        span('ThreadControllerImpl::RunTask', 5_000, 20_000),
        firstPaint(10_000),
      ],
      PAGE,
    );
    expect(work.busyMs).toBe(5);
  });

  it('says what is missing from a trace that does not hold the load', () => {
    expect(() => mainThreadWork([...threadNames], PAGE)).toThrow(/no navigation/);
    expect(() => mainThreadWork([...threadNames, navigation(0)], PAGE)).toThrow(
      /no first contentful paint/,
    );
    expect(() => mainThreadWork([navigation(0), firstPaint(10)], PAGE)).toThrow(
      /no renderer main thread/,
    );
  });
});
