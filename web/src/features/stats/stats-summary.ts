// Words for what a stats chart shows, so every chart has a text summary beside it (screen readers, no-canvas).

/** One bar of a chart: a day (yyyy-MM-dd) or a month (yyyy-MM). */
export interface ChartPoint {
  date: string;
  reads: number;
  downloads: number;
}

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** "4 May 2026" for a day, "May 2026" for a month. */
export function dateLabel(date: string): string {
  const isMonth = date.length === 7;
  const moment = new Date(`${isMonth ? `${date}-01` : date}T00:00:00Z`);
  return (isMonth ? MONTH : DAY).format(moment);
}

export const countOf = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;

/** "In the last 30 days: 12 reads and 3 downloads. Most reads on 4 May 2026 (5)." */
export function describeChart(points: readonly ChartPoint[], period: string): string {
  const reads = points.reduce((total, point) => total + point.reads, 0);
  const downloads = points.reduce((total, point) => total + point.downloads, 0);
  const totals = `${period}: ${countOf(reads, "read")} and ${countOf(downloads, "download")}.`;
  if (reads === 0) return totals;
  const busiest = points.reduce((best, point) => (point.reads > best.reads ? point : best));
  const when = busiest.date.length === 7 ? "in" : "on";
  return `${totals} Most reads ${when} ${dateLabel(busiest.date)} (${busiest.reads}).`;
}
