// The own profile's Stats tab: totals, the last 12 months as a chart, and the member's most-read works.
import { Link } from "react-router";
import { useProfileStats } from "../../api/stats";
import { Spinner } from "../../components/spinner/Spinner";
import { StatsChart } from "./StatsChart";
import { countOf } from "./stats-summary";
import "./stats.css";

export function ProfileStatsTab({ profileId }: { profileId: number }) {
  const stats = useProfileStats(profileId);

  if (stats.isError) return <p role="alert">Your stats could not be loaded. Please try again later.</p>;
  if (!stats.data) return <Spinner label="Loading your stats" />;
  const { reads, downloads, followers, publications, series, top } = stats.data;
  const totals = [
    ["Reads", reads],
    ["Downloads", downloads],
    ["Followers", followers],
    ["Publications", publications],
  ] as const;

  return (
    <section className="tab-section profile-stats" aria-labelledby="profile-stats-title">
      <h2 id="profile-stats-title">Stats</h2>
      <dl className="profile-stats__totals">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value.toLocaleString("en-GB")}</dd>
          </div>
        ))}
      </dl>
      <StatsChart
        title="Reads and downloads, last 12 months"
        period="In the last 12 months"
        points={series.map(({ month, ...counts }) => ({ date: month, ...counts }))}
      />
      <div>
        <h3>Most read</h3>
        {top.length === 0 ? (
          <p>No reads yet. Your most-read works will show here once members open them.</p>
        ) : (
          <ol className="profile-stats__top">
            {top.map((work) => (
              <li key={`${work.type}-${work.id}`}>
                <Link to={`/post/${work.id}?type=${work.type}`}>{work.title || `Your ${work.type}`}</Link> —{" "}
                {countOf(work.reads, "read")}
              </li>
            ))}
          </ol>
        )}
      </div>
      <p className="stats-chart__summary">
        Reads leave out robots, your own views and repeats within 30 seconds; a reader who comes back another day counts
        again.
      </p>
    </section>
  );
}
