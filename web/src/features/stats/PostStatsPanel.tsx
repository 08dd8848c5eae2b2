// A post's reads (its readers of each day, the figure its header shows) and downloads over the last 30 days.
import type { PostType } from "@scholarly/contract";
import { useId } from "react";
import { usePostStats } from "../../api/stats";
import { Spinner } from "../../components/spinner/Spinner";
import { StatsChart } from "./StatsChart";
import { countOf } from "./stats-summary";
import "./stats.css";

export function PostStatsPanel({ id, type }: { id: string; type: PostType }) {
  const stats = usePostStats(id, type);
  const headingId = useId();

  return (
    <section className="post-stats" aria-labelledby={headingId}>
      <h2 id={headingId}>Reads and downloads</h2>
      {stats.isError && <p role="alert">The stats could not be loaded. Please try again later.</p>}
      {stats.isPending && <Spinner label="Loading stats" />}
      {stats.data && (
        <>
          <p>
            {countOf(stats.data.reads, "read")} and {countOf(stats.data.downloads, "download")} in the last 30 days.
          </p>
          <StatsChart title="Last 30 days, by day" period="In the last 30 days" points={stats.data.series} />
        </>
      )}
    </section>
  );
}
