// The uPlot drawing of reads (bars) and downloads (line) over days or months; loaded only when a chart is shown.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { type ChartPoint, dateLabel } from "./stats-summary";

const HEIGHT = 180;

const cssColor = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

const SHORT_DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const SHORT_MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", year: "2-digit", timeZone: "UTC" });

/** "25 Oct" under a day, "Oct 25" under a month. */
function tickLabel(date: string): string {
  const isMonth = date.length === 7;
  const moment = new Date(`${isMonth ? `${date}-01` : date}T00:00:00Z`);
  return (isMonth ? SHORT_MONTH : SHORT_DAY).format(moment);
}

/** The chart's x values are the points' positions; labels come from the points' dates. */
function chartOptions(points: readonly ChartPoint[], width: number): uPlot.Options {
  const dateAt = (index: number) => points[Math.round(index)]?.date;
  const reads = cssColor("--color-primary", "#1d4ed8");
  const downloads = cssColor("--color-success", "#15803d");
  const grid = { stroke: cssColor("--color-border", "#d1d5db"), width: 1 };
  return {
    width,
    height: HEIGHT,
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    scales: {
      // Half a step of room at each end, so the first and last bars show whole.
      x: { time: false, range: () => [-0.5, points.length - 0.5] },
      y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
    },
    axes: [
      {
        grid,
        space: 56,
        incrs: [1, 2, 3, 7, 14],
        values: (_chart, splits) => splits.map((index) => tickLabel(dateAt(index) ?? "")),
      },
      { grid, size: 40, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] },
    ],
    series: [
      {
        label: points[0]?.date.length === 7 ? "Month" : "Day",
        value: (_chart, index) => {
          const date = index == null ? undefined : dateAt(index);
          return date ? dateLabel(date) : "–";
        },
      },
      {
        label: "Reads",
        stroke: reads,
        fill: `${reads}66`,
        paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
        points: { show: false },
      },
      { label: "Downloads", stroke: downloads, width: 2, points: { size: 5, fill: downloads } },
    ],
  };
}

export default function ReadsChart({ points }: { points: readonly ChartPoint[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      points.map((_point, index) => index),
      points.map((point) => point.reads),
      points.map((point) => point.downloads),
    ];
    const chart = new uPlot(chartOptions(points, element.clientWidth || 320), data, element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points]);

  return <div ref={box} className="stats-chart__canvas" />;
}
