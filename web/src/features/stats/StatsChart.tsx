// A reads-and-downloads chart with its text summary beside it; the chart library is fetched only once one is shown.
import { lazy, Suspense, useId } from "react";
import { type ChartPoint, describeChart } from "./stats-summary";
import "./stats.css";

const ReadsChart = lazy(() => import("./ReadsChart"));

interface StatsChartProps {
  title: string;
  /** How the summary names the range: "In the last 30 days". */
  period: string;
  points: readonly ChartPoint[];
}

export function StatsChart({ title, period, points }: StatsChartProps) {
  const summaryId = useId();
  return (
    <figure className="stats-chart" aria-describedby={summaryId}>
      <figcaption className="stats-chart__title">{title}</figcaption>
      {/* The drawing repeats the summary for sighted readers; assistive technology reads the summary. */}
      <div aria-hidden="true">
        <Suspense fallback={<div className="stats-chart__canvas stats-chart__canvas--loading" />}>
          <ReadsChart points={points} />
        </Suspense>
      </div>
      <p id={summaryId} className="stats-chart__summary">
        {describeChart(points, period)}
      </p>
    </figure>
  );
}
