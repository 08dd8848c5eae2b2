// "Download CV (PDF)": a CV the server builds from the member's profile and portfolio, publications in the
// citation style chosen beside it. A plain link, so it works signed out and saves like any file.
import { CV_STYLES, type CvStyle, generatedCvEndpoints } from "@scholarly/contract";
import { useId, useState } from "react";
import { endpointUrl } from "../../api/client";
import "./download-cv.css";

const STYLE_NAMES: Record<CvStyle, string> = { apa: "APA", vancouver: "Vancouver", harvard: "Harvard" };

export function DownloadCv({ profileId }: { profileId: number }) {
  const [style, setStyle] = useState<CvStyle>("apa");
  const styleId = useId();
  return (
    <div className="download-cv">
      <a
        className="download-cv__link"
        href={endpointUrl(generatedCvEndpoints.generatedCv, { id: profileId, style })}
        download
      >
        Download CV (PDF)
      </a>
      <label className="download-cv__style" htmlFor={styleId}>
        Citation style
        <select id={styleId} value={style} onChange={(event) => setStyle(event.target.value as CvStyle)}>
          {CV_STYLES.map((choice) => (
            <option key={choice} value={choice}>
              {STYLE_NAMES[choice]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
